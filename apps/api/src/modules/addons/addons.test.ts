import { describe, expect, it } from 'vitest';
import { ADMIN, DISPATCHER, signedIn, useTestApp } from '../../test/helper.js';
import { addons, roles } from '../../db/schema.js';
import { caller, crudRoutes, expectPermissions, expectRejected, parseCsv } from '../../test/catalogue.js';

const ctx = useTestApp();
const call = caller(ctx);
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);

async function create(body: object) {
  const response = await call('POST', '/addons', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; version: number };
}

describe('addons', () => {
  it('lists the seeded addons; the session loads the active ones with ?isActive=true&limit=500', async () => {
    const all = await call('GET', '/addons', dispatcher);
    expect(all.statusCode).toBe(200);
    expect(all.json().count).toBe(3);
    expect(all.json().dataItems.find((a: { name: string }) => a.name === 'Child seat')).toMatchObject({
      amount: 15,
      percentage: null,
      isActive: true,
    });
    const { id, version } = await create({ name: 'Wi-Fi', amount: 5, isActive: false });
    expect(version).toBe(1);
    const active = await call('GET', '/addons?isActive=true&limit=500', dispatcher);
    expect(active.json().dataItems.map((a: { id: number }) => a.id)).not.toContain(id);
    const inactive = await call('GET', '/addons?isActive=false', dispatcher);
    expect(inactive.json().dataItems.map((a: { name: string }) => a.name)).toEqual(['Wi-Fi']);
  });

  it('creates, updates (with version), toggles and deletes, with exact two-decimal money', async () => {
    const { id } = await create({ name: 'Water', amount: 1234.5 });
    const read = await call('GET', `/addons/${id}`, admin);
    expect(read.json().data).toMatchObject({ name: 'Water', amount: 1234.5, percentage: null, isActive: true });
    const updated = await call('PUT', `/addons/${id}`, dispatcher, {
      name: 'Water',
      amount: null,
      percentage: 12.25,
      isActive: false,
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ amount: null, percentage: 12.25, isActive: false, version: 2 });
    const stale = await call('PUT', `/addons/${id}`, dispatcher, { name: 'Water', amount: 1, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await call('DELETE', `/addons/${id}`, dispatcher)).statusCode).toBe(200);
    expect((await call('GET', `/addons/${id}`, admin)).statusCode).toBe(404);
  });

  it('refuses a second addon whose name differs only in case, in the database too (409 with a field error)', async () => {
    const { id } = await create({ name: 'Umbrella', amount: 3 });
    const duplicate = await call('POST', '/addons', admin, { name: 'UMBRELLA', amount: 4 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields).toEqual({ name: 'An addon with this name already exists' });
    await expect(ctx.app.db.insert(addons).values({ name: 'umbrella' })).rejects.toThrow();
    await expect(ctx.app.db.insert(roles).values({ name: 'DISPATCHER' })).rejects.toThrow();
    expect((await call('DELETE', `/addons/${id}`, admin)).statusCode).toBe(200);
  });

  it('answers 400 with field errors for bad bodies and writes nothing', async () => {
    const post = (body: object) => () => call('POST', '/addons', admin, body);
    await expectRejected(ctx.app, post({ name: 'No price' }), ['amount', 'percentage']);
    await expectRejected(ctx.app, post({ name: 'Too much', percentage: 101 }), ['percentage']);
    await expectRejected(ctx.app, post({ name: 'Negative', amount: -1 }), ['amount']);
    await expectRejected(ctx.app, post({ name: 'Text', amount: 'ten' }), ['amount']);
    await expectRejected(ctx.app, post({ name: 'Cents', amount: 1.005 }), ['amount']);
    await expectRejected(ctx.app, post({ name: '', amount: 1 }), ['name']);
    await expectRejected(ctx.app, post({ name: 'Extra', amount: 1, createdAt: 'x' }), ['createdAt']);
    const noPrice = await call('POST', '/addons', admin, { name: 'No price' });
    expect(noPrice.json().error.fields).toEqual({
      amount: 'Amount or percentage is required',
      percentage: 'Amount or percentage is required',
    });
    expect((await call('GET', '/addons?isActive=maybe', admin)).statusCode).toBe(400);
    expect((await call('GET', '/addons?sort=secret', admin)).statusCode).toBe(400);
  });

  it('sorts on every column both ways', async () => {
    for (const field of ['name', 'percentage', 'amount', 'isActive', 'createdAt']) {
      const up = await call('GET', `/addons?sort=${field}&limit=500`, admin);
      const down = await call('GET', `/addons?sort=-${field}&limit=500`, admin);
      expect(up.statusCode, field).toBe(200);
      expect(down.statusCode, field).toBe(200);
      expect(up.json().count).toBe(down.json().count);
    }
    const names = (await call('GET', '/addons?sort=amount&isActive=true&limit=500', admin))
      .json()
      .dataItems.filter((a: { amount: number | null }) => a.amount !== null)
      .map((a: { amount: number }) => a.amount);
    expect(names).toEqual([...names].sort((a, b) => a - b));
  });

  it('exports the current filter as CSV, streamed, escaped and guarded against formulas', async () => {
    await create({ name: '=cmd|"/c calc"!A1', percentage: 5 });
    const response = await call('GET', '/addons/export.csv?search=cmd&sort=name', dispatcher);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="addons-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(['Name', 'Percentage', 'Amount', 'Active', 'Created At']);
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toBe(`'=cmd|"/c calc"!A1`);
    expect(rows[1]!.slice(1, 4)).toEqual(['5', '', 'Active']);
    const all = parseCsv((await call('GET', '/addons/export.csv', admin)).body);
    expect(all.length - 1).toBe((await call('GET', '/addons?limit=500', admin)).json().count);
  });
});

describe('addon permissions', () => {
  it('needs addons:view / create / edit / delete on each route', async () => {
    await expectPermissions(
      ctx,
      crudRoutes(
        'addons',
        () => ({ name: `P ${Math.random()}`, amount: 1 }),
        () => ({ name: `E ${Math.random()}`, amount: 2, version: 1 }),
      ),
      async () => (await create({ name: `Target ${Math.random()}`, amount: 3 })).id,
    );
  });
});
