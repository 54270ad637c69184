import { businessDate } from '@livery/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN, bearer, CUSTOMER, DISPATCHER, signedIn, signIn, useTestApp } from '../../test/helper.js';
import { caller, crudRoutes, expectPermissions, expectRejected, parseCsv } from '../../test/catalogue.js';

const ctx = useTestApp();
const call = caller(ctx);
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);

const surge = (over: object = {}) => ({
  name: `Surge ${Math.random()}`,
  from: '2030-07-01',
  to: '2030-07-04',
  percentage: 15,
  description: 'Independence Day',
  ...over,
});

async function create(body: object) {
  const response = await call('POST', '/surges', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; version: number };
}

describe('surges', () => {
  it('creates, reads, updates and deletes a surge with date-only From/To', async () => {
    const { id } = await create(surge({ name: 'July 4th', amount: 12.5 }));
    const read = (await call('GET', `/surges/${id}`, dispatcher)).json().data;
    expect(read).toMatchObject({
      name: 'July 4th',
      from: '2030-07-01',
      to: '2030-07-04',
      amount: 12.5,
      percentage: 15,
    });
    const updated = await call('PUT', `/surges/${id}`, dispatcher, {
      ...surge({ name: 'July 4th' }),
      to: '2030-07-05',
      version: 1,
    });
    expect(updated.json().data).toMatchObject({ to: '2030-07-05', version: 2 });
    expect((await call('DELETE', `/surges/${id}`, dispatcher)).statusCode).toBe(200);
  });

  it('rejects From after To, missing dates, times and bad numbers with field errors, writing nothing', async () => {
    const post = (body: object) => () => call('POST', '/surges', admin, body);
    await expectRejected(ctx.app, post(surge({ from: '2030-07-05', to: '2030-07-01' })), ['from', 'to']);
    await expectRejected(ctx.app, post(surge({ from: null, to: null })), ['from', 'to']);
    await expectRejected(ctx.app, post(surge({ from: '2030-07-01T10:00:00Z' })), ['from']);
    await expectRejected(ctx.app, post(surge({ percentage: 101 })), ['percentage']);
    await expectRejected(ctx.app, post(surge({ percentage: null, amount: null })), ['amount', 'percentage']);
    await expectRejected(ctx.app, post(surge({ amount: -5 })), ['amount']);
    const reversed = await call('POST', '/surges', admin, surge({ from: '2030-07-05', to: '2030-07-01' }));
    expect(reversed.json().error.fields).toEqual({
      from: 'From must not be after To',
      to: 'To must not be before From',
    });
  });

  it('GET /surges/available?date= answers the active surges covering that date, to any signed-in user', async () => {
    const covering = await create(surge({ name: 'Covering', from: '2031-01-10', to: '2031-01-12' }));
    await create(surge({ name: 'Inactive', from: '2031-01-10', to: '2031-01-12', isActive: false }));
    await create(surge({ name: 'Later', from: '2031-01-13', to: '2031-01-20' }));
    const customer = bearer(await signIn(ctx.app, CUSTOMER.email, CUSTOMER.password));
    const names = async (date: string) =>
      (await call('GET', `/surges/available?date=${date}`, customer)).json().dataItems.map((s: { id: number }) => s.id);
    expect(await names('2031-01-10')).toEqual([covering.id]);
    expect(await names('2031-01-12')).toEqual([covering.id]);
    expect(await names('2031-01-09')).toEqual([]);
    expect((await call('GET', '/surges/available?date=2031-01-10T23:30', customer)).statusCode).toBe(400);
    expect((await call('GET', '/surges/available', customer)).statusCode).toBe(400);
    expect((await call('GET', '/surges/available?date=2031-01-10', {})).statusCode).toBe(401);
  });

  it('filters by status, searches, sorts on every column and exports CSV', async () => {
    await create(surge({ name: 'Snowstorm', description: 'Blizzard', isActive: false }));
    const inactive = (await call('GET', '/surges?isActive=false', admin)).json().dataItems;
    expect(inactive.every((s: { isActive: boolean }) => !s.isActive)).toBe(true);
    expect(
      (await call('GET', '/surges?search=blizz', admin)).json().dataItems.map((s: { name: string }) => s.name),
    ).toEqual(['Snowstorm']);
    for (const field of ['name', 'from', 'to', 'percentage', 'amount', 'description', 'isActive', 'createdAt']) {
      expect((await call('GET', `/surges?sort=-${field}`, admin)).statusCode, field).toBe(200);
    }
    const csv = parseCsv((await call('GET', '/surges/export.csv?search=snow', admin)).body);
    expect(csv[0]).toEqual(['Name', 'From', 'To', 'Percentage', 'Amount', 'Description', 'Active', 'Created At']);
    expect(csv[1]).toEqual([
      'Snowstorm',
      '2030-07-01',
      '2030-07-04',
      '15',
      '',
      'Blizzard',
      'In Active',
      businessDate(new Date()),
    ]);
  });
});

describe('surge permissions', () => {
  it('needs surges:view / create / edit / delete on each route', async () => {
    await expectPermissions(
      ctx,
      crudRoutes(
        'surges',
        () => surge(),
        () => ({ ...surge(), version: 1 }),
      ),
      async () => (await create(surge())).id,
    );
  });
});
