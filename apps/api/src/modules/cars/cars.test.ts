import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  bearer,
  CUSTOMER,
  DISPATCHER,
  signedIn,
  signIn,
  tokenWithPermissions,
  useTestApp,
} from '../../test/helper.js';
import { caller, crudRoutes, expectPermissions, expectRejected, parseCsv } from '../../test/catalogue.js';

const ctx = useTestApp();
const call = caller(ctx);
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);

const car = (over: object = {}) => ({
  name: `Car ${Math.random()}`,
  toAdd: 25,
  toMultiply: 3.25,
  minimumRate: 85,
  quantity: 2,
  maxBags: 3,
  maxPassenger: 4,
  ...over,
});

async function create(body: object) {
  const response = await call('POST', '/cars', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; version: number; hasImage: boolean };
}

/** A multipart body with one file part. */
function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = `----livery${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (id: number, headers: Record<string, string>, body: ReturnType<typeof multipart>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/cars/${id}/image`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });

const png = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 60, b: 120 } } })
    .png()
    .toBuffer();

describe('cars', () => {
  it('lists the seeded cars and offers the active ones to the booking flow', async () => {
    const list = await call('GET', '/cars?sort=minimumRate', dispatcher);
    expect(list.json().dataItems.map((c: { name: string }) => c.name)).toEqual(['Sedan', 'SUV', 'Sprinter']);
    expect(list.json().dataItems[0]).toMatchObject({ toAdd: 25, toMultiply: 3.25, minimumRate: 85, hasImage: false });
    await create(car({ name: 'Retired limo', isActive: false }));
    const customer = bearer(await signIn(ctx.app, CUSTOMER.email, CUSTOMER.password));
    const available = await call('GET', '/cars/available', customer);
    expect(available.statusCode).toBe(200);
    expect(available.json().dataItems.map((c: { name: string }) => c.name)).toEqual(['Sedan', 'SUV', 'Sprinter']);
    // Public: a visitor getting a quote chooses a car.
    expect((await call('GET', '/cars/available', {})).statusCode).toBe(200);
  });

  it('creates, updates, toggles and deletes; names are unique with a clear error', async () => {
    const { id } = await create(car({ name: 'Stretch Limo', minimumRate: 1234.5 }));
    const duplicate = await call('POST', '/cars', admin, car({ name: 'stretch limo' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields).toEqual({ name: 'A car with this name already exists' });
    const updated = await call('PUT', `/cars/${id}`, dispatcher, {
      ...car({ name: 'Stretch Limo' }),
      isActive: false,
      version: 1,
    });
    expect(updated.json().data).toMatchObject({ minimumRate: 85, isActive: false, version: 2 });
    const renamedOnto = await call('PUT', `/cars/${id}`, dispatcher, { ...car({ name: 'SEDAN' }), version: 2 });
    expect(renamedOnto.statusCode).toBe(409);
    expect((await call('DELETE', `/cars/${id}`, dispatcher)).statusCode).toBe(200);
  });

  it('rejects bad bodies with field errors and writes nothing', async () => {
    const post = (body: object) => () => call('POST', '/cars', admin, body);
    await expectRejected(ctx.app, post(car({ toAdd: 'ten' })), ['toAdd']);
    await expectRejected(ctx.app, post(car({ minimumRate: -1 })), ['minimumRate']);
    await expectRejected(ctx.app, post(car({ quantity: 0, maxBags: 1.5 })), ['quantity', 'maxBags']);
    await expectRejected(ctx.app, post({ name: 'Bare' }), [
      'toAdd',
      'toMultiply',
      'minimumRate',
      'quantity',
      'maxBags',
      'maxPassenger',
    ]);
    await expectRejected(ctx.app, post(car({ hasImage: true })), ['hasImage']);
  });

  it('stores an uploaded image, keeps a reduced copy for lists and serves both', async () => {
    const { id } = await create(car({ name: 'Photo car' }));
    const image = await png();
    const response = await upload(id, dispatcher, multipart('image', 'car.png', 'image/png', image));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id, hasImage: true });

    const original = await call('GET', `/cars/${id}/image`, dispatcher);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.rawPayload.equals(image)).toBe(true);

    const thumbnail = await call('GET', `/cars/${id}/image/thumbnail`, dispatcher);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(320);
    expect(meta.height).toBeLessThanOrEqual(200);

    // Viewing the full image needs cars:view-image; the thumbnail only cars:view.
    const viewOnly = bearer(await tokenWithPermissions(ctx.app, ['cars:view']));
    expect((await call('GET', `/cars/${id}/image`, viewOnly)).statusCode).toBe(403);
    expect((await call('GET', `/cars/${id}/image/thumbnail`, viewOnly)).statusCode).toBe(200);
    const imageOnly = bearer(await tokenWithPermissions(ctx.app, ['cars:view-image']));
    expect((await call('GET', `/cars/${id}/image`, imageOnly)).statusCode).toBe(200);
    expect((await call('GET', `/cars/${id}/image/thumbnail`, imageOnly)).statusCode).toBe(403);
    const noEdit = bearer(await tokenWithPermissions(ctx.app, ['cars:view', 'cars:view-image', 'cars:delete']));
    expect((await upload(id, noEdit, multipart('image', 'car.png', 'image/png', image))).statusCode).toBe(403);

    const none = await create(car({ name: 'No photo' }));
    expect((await call('GET', `/cars/${none.id}/image`, admin)).statusCode).toBe(404);
  });

  it('refuses a 6 MB file, a non-image and a lying file name with 400 on `image`, storing nothing', async () => {
    const { id } = await create(car({ name: 'Upload target' }));
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]);
    for (const [label, body] of [
      ['6 MB', multipart('image', 'big.png', 'image/png', big)],
      ['text named .jpg', multipart('image', 'car.jpg', 'image/jpeg', Buffer.from('not an image at all'))],
      ['pdf', multipart('image', 'car.pdf', 'application/pdf', Buffer.from('%PDF-1.7 ...'))],
      ['damaged jpeg', multipart('image', 'car.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2]))],
      ['wrong field', multipart('photo', 'car.png', 'image/png', Buffer.alloc(10))],
    ] as const) {
      const response = await upload(id, admin, body);
      expect(response.statusCode, label).toBe(400);
      expect(Object.keys(response.json().error.fields), label).toEqual(['image']);
    }
    expect((await call('GET', `/cars/${id}`, admin)).json().data.hasImage).toBe(false);
    const json = await ctx.app.inject({ method: 'POST', url: `/api/v1/cars/${id}/image`, headers: admin, payload: {} });
    expect(json.statusCode).toBe(400);
  });

  it('sorts on every column, filters by status and exports CSV', async () => {
    for (const field of [
      'name',
      'toAdd',
      'toMultiply',
      'minimumRate',
      'quantity',
      'maxBags',
      'maxPassenger',
      'isActive',
      'createdAt',
    ]) {
      expect((await call('GET', `/cars?sort=-${field}`, admin)).statusCode, field).toBe(200);
    }
    const inactive = (await call('GET', '/cars?isActive=false', admin)).json().dataItems;
    expect(inactive.every((c: { isActive: boolean }) => !c.isActive)).toBe(true);
    const csv = parseCsv((await call('GET', '/cars/export.csv?search=sedan', dispatcher)).body);
    expect(csv[0]).toEqual([
      'Name',
      'To Add',
      'To Multiply',
      'Minimum Rate',
      'Number of Cars',
      'Number of bags',
      'Number of passengers',
      'Active',
      'Created At',
    ]);
    expect(csv[1]!.slice(0, 8)).toEqual(['Sedan', '25.00', '3.25', '85.00', '6', '3', '3', 'Active']);
  });
});

describe('car permissions', () => {
  it('needs cars:view / create / edit / delete on each route', async () => {
    await expectPermissions(
      ctx,
      crudRoutes(
        'cars',
        () => car(),
        () => ({ ...car(), version: 1 }),
      ),
      async () => (await create(car())).id,
    );
  });
});
