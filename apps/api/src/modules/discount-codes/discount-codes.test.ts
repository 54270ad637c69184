import { businessDate } from '@livery/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, discountCodes } from '../../db/schema.js';
import { ADMIN, CUSTOMER, DISPATCHER, signedIn, useTestApp } from '../../test/helper.js';
import { caller, crudRoutes, expectPermissions, expectRejected, parseCsv } from '../../test/catalogue.js';

const ctx = useTestApp();
const call = caller(ctx);
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const customer = signedIn(ctx, CUSTOMER);

let counter = 0;
const code = (over: object = {}) => ({
  code: `CODE${++counter}${Math.random().toString(36).slice(2, 6)}`,
  type: 'general',
  from: '2030-01-01',
  to: '2030-12-31',
  percentage: 10,
  ...over,
});

async function create(body: object) {
  const response = await call('POST', '/discount-codes', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; version: number; code: string };
}

const activeRoundTrip = async () =>
  (
    await ctx.app.db
      .select()
      .from(discountCodes)
      .where(and(eq(discountCodes.type, 'round trip'), eq(discountCodes.isActive, true)))
  ).map((r) => r.code);

describe('discount codes', () => {
  it('creates, updates and deletes; codes are unique ignoring case', async () => {
    const created = await create(code({ code: 'Summer25', amount: 25, percentage: null }));
    expect(created).toMatchObject({ code: 'Summer25', version: 1 });
    const duplicate = await call('POST', '/discount-codes', admin, code({ code: 'SUMMER25' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields).toEqual({ code: 'A discount code with this code already exists' });
    const updated = await call('PUT', `/discount-codes/${created.id}`, dispatcher, {
      ...code({ code: 'Summer25' }),
      version: 1,
    });
    expect(updated.json().data).toMatchObject({ percentage: 10, amount: null, version: 2 });
    expect((await call('DELETE', `/discount-codes/${created.id}`, dispatcher)).statusCode).toBe(200);
  });

  it('rejects bad bodies with field errors and writes nothing', async () => {
    const post = (body: object) => () => call('POST', '/discount-codes', admin, body);
    await expectRejected(ctx.app, post(code({ percentage: null })), ['amount', 'percentage']);
    await expectRejected(ctx.app, post(code({ type: 'vip' })), ['type']);
    await expectRejected(ctx.app, post(code({ type: undefined })), ['type']);
    await expectRejected(ctx.app, post(code({ from: '2030-05-02', to: '2030-05-01' })), ['from', 'to']);
    await expectRejected(ctx.app, post(code({ percentage: 101 })), ['percentage']);
    await expectRejected(ctx.app, post(code({ percentage: null, amount: '5' })), ['amount']);
  });

  it('activating a round-trip code deactivates the other round-trip codes in the same transaction', async () => {
    expect(await activeRoundTrip()).toEqual(['ROUNDTRIP']);
    const first = await create(code({ code: 'RT-ONE', type: 'round trip' }));
    expect(await activeRoundTrip()).toEqual(['RT-ONE']);
    const second = await create(code({ code: 'RT-TWO', type: 'round trip', isActive: false }));
    expect(await activeRoundTrip()).toEqual(['RT-ONE']);
    const activated = await call('PUT', `/discount-codes/${second.id}`, admin, {
      ...code({ code: 'RT-TWO', type: 'round trip', isActive: true }),
      version: 1,
    });
    expect(activated.statusCode).toBe(200);
    expect(await activeRoundTrip()).toEqual(['RT-TWO']);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'discount-code'), eq(auditLog.entityId, first.id)));
    expect(audit.map((a) => [a.action, (a.after as { isActive: boolean }).isActive])).toEqual([
      ['create', true],
      ['update', false],
    ]);
    // General codes are never touched.
    await create(code({ code: 'GEN-A' }));
    expect(await activeRoundTrip()).toEqual(['RT-TWO']);
  });

  it('verifies a code for the booking flow: active, in dates, of an applicable type; otherwise 404', async () => {
    await create(code({ code: 'Fall5', type: 'general', from: '2031-09-01', to: '2031-09-30' }));
    await create(code({ code: 'RTFALL', type: 'round trip', from: '2031-09-01', to: '2031-09-30' }));
    await create(code({ code: 'OFF', from: '2031-09-01', to: '2031-09-30', isActive: false }));
    const verify = (c: string, query: string) =>
      call('GET', `/discount-codes/${encodeURIComponent(c)}/verify?${query}`, customer);
    expect((await verify('fall5', 'isRoundTrip=false&date=2031-09-30')).json().data.code).toBe('Fall5');
    expect((await verify('RTFALL', 'isRoundTrip=true&date=2031-09-01')).statusCode).toBe(200);
    for (const [c, query] of [
      ['RTFALL', 'isRoundTrip=false&date=2031-09-15'],
      ['Fall5', 'isRoundTrip=false&date=2031-10-01'],
      ['Fall5', 'isRoundTrip=false&date=2031-08-31'],
      ['OFF', 'isRoundTrip=false&date=2031-09-15'],
      ['NOPE', 'isRoundTrip=true&date=2031-09-15'],
    ] as const) {
      const response = await verify(c, query);
      expect(response.statusCode, `${c} ${query}`).toBe(404);
      expect(response.json().error.message).toBe('This discount code is not valid');
    }
    expect((await verify('Fall5', 'isRoundTrip=maybe')).statusCode).toBe(400);
    expect((await verify('Fall5', 'isRoundTrip=false&date=2031-09-15T10:00')).statusCode).toBe(400);
  });

  it('GET /discount-codes/available answers the active round-trip code valid today, or null', async () => {
    const today = businessDate(new Date());
    const available = await call('GET', '/discount-codes/available', customer);
    expect(available.statusCode).toBe(200);
    const current = await activeRoundTrip();
    const row = available.json().data;
    if (row) expect(current).toContain(row.code);
    const todayCode = await create(code({ code: 'RT-TODAY', type: 'round trip', from: today, to: today }));
    expect((await call('GET', '/discount-codes/available', customer)).json().data).toMatchObject({ id: todayCode.id });
    await call('PUT', `/discount-codes/${todayCode.id}`, admin, {
      ...code({ code: 'RT-TODAY', type: 'round trip', from: today, to: today, isActive: false }),
      version: 1,
    });
    expect((await call('GET', '/discount-codes/available', customer)).json().data).toBeNull();
  });

  it('filters by statuses and types, and exports that filter as CSV', async () => {
    const types = async (query: string) =>
      new Set(
        (await call('GET', `/discount-codes?${query}&limit=500`, admin))
          .json()
          .dataItems.map((d: { type: string }) => d.type),
      );
    expect(await types('type=general')).toEqual(new Set(['general']));
    expect(await types('type=round%20trip')).toEqual(new Set(['round trip']));
    expect(await types('type=general,round%20trip')).toEqual(new Set(['general', 'round trip']));
    expect((await call('GET', '/discount-codes?type=vip', admin)).statusCode).toBe(400);
    const inactive = (await call('GET', '/discount-codes?isActive=false&limit=500', admin)).json();
    expect(inactive.dataItems.every((d: { isActive: boolean }) => !d.isActive)).toBe(true);
    for (const field of ['code', 'type', 'from', 'to', 'percentage', 'amount', 'isActive', 'createdAt']) {
      expect((await call('GET', `/discount-codes?sort=${field}`, admin)).statusCode, field).toBe(200);
    }
    const csv = parseCsv(
      (await call('GET', '/discount-codes/export.csv?isActive=false&type=round%20trip', dispatcher)).body,
    );
    expect(csv[0]).toEqual(['Code', 'Type', 'From', 'To', 'Percentage', 'Amount', 'Active', 'Created At']);
    expect(csv.slice(1).every((row) => row[1] === 'round trip' && row[6] === 'In Active')).toBe(true);
    expect(csv.length - 1).toBe(
      (await call('GET', '/discount-codes?isActive=false&type=round%20trip', admin)).json().count,
    );
  });
});

describe('discount code permissions', () => {
  it('needs discount-codes:view / create / edit / delete on each route', async () => {
    await expectPermissions(
      ctx,
      crudRoutes(
        'discount-codes',
        () => code(),
        () => ({ ...code(), version: 1 }),
      ),
      async () => (await create(code())).id,
    );
  });
});
