import { readFileSync } from 'node:fs';
import { businessDate, fromCents, toCents } from '@livery/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations } from '../../../db/schema.js';
import { seededBookingIds } from '../../../test/booking.js';
import { CUSTOMER, DISPATCHER, signedIn } from '../../../test/helper.js';
import { lifecycleHelpers } from '../../../test/lifecycle.js';
import { useTestAppWithPaypal } from '../../../test/paypal-app.js';

/**
 * Migration 0026 (issue 38) on trips paid before each payment set the payment type: it is run again here on trips
 * whose type was put back as it was then ("unpaid" after a payment recorded by the office, "paypal" after PayPal at
 * booking and cash later).
 */
const { ctx, paypal: fake } = await useTestAppWithPaypal({ rateLimitMax: 1_000_000 });
const customer = signedIn(ctx, CUSTOMER);
const dispatcher = signedIn(ctx, DISPATCHER);
const ids = seededBookingIds(ctx);
const { call, bookPaid, bookUnpaid } = lifecycleHelpers(ctx, ids);

const migration = readFileSync(
  new URL('../../../../migrations/0026_payment_type_from_payments.sql', import.meta.url),
  'utf8',
);
const today = businessDate(new Date(), 'America/New_York');
const pay = async (id: number, method: string, amount: number, version: number) => {
  const response = await call('POST', `/reservations/${id}/payments`, dispatcher, {
    method,
    amount,
    paidOn: today,
    version,
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe('migration 0026', () => {
  it('gives each paid trip the method that paid it, or mixed, and leaves unpaid trips and other words alone', async () => {
    const cash = await bookUnpaid(dispatcher);
    await pay(cash.id, 'cash', cash.total, cash.version);
    const twoWays = await bookUnpaid(dispatcher);
    const half = fromCents(Math.floor(toCents(twoWays.total) / 2));
    await pay(twoWays.id, 'cash', half, twoWays.version);
    await pay(twoWays.id, 'check', fromCents(toCents(twoWays.total) - toCents(half)), twoWays.version + 1);
    const unpaid = await bookUnpaid(dispatcher);
    const ownWord = await bookUnpaid(dispatcher);
    await pay(ownWord.id, 'cash', 1, ownWord.version);
    const all = [cash.id, twoWays.id, unpaid.id, ownWord.id];

    // As the trips were before: a payment left the type as booked.
    await ctx.app.db.update(reservations).set({ paymentType: 'unpaid' }).where(inArray(reservations.id, all));
    await ctx.app.db.update(reservations).set({ paymentType: 'account' }).where(eq(reservations.id, ownWord.id));
    await ctx.app.db.execute(sql.raw(migration));

    const types = await ctx.app.db
      .select({ id: reservations.id, paymentType: reservations.paymentType })
      .from(reservations)
      .where(inArray(reservations.id, all));
    expect(new Map(types.map((t) => [t.id, t.paymentType]))).toEqual(
      new Map([
        [cash.id, 'cash'],
        [twoWays.id, 'mixed'],
        [unpaid.id, 'unpaid'],
        [ownWord.id, 'account'],
      ]),
    );
  });

  it('makes a trip paid by PayPal at booking and by cash later mixed, and one paid by PayPal only stays paypal', async () => {
    const paypalOnly = await bookPaid(customer, fake);
    const later = await bookPaid(customer, fake);
    // Its price raised after booking, so something is due for the office to take in cash.
    await ctx.app.db
      .update(reservations)
      .set({ amount: sql`${reservations.amount} + 10` })
      .where(eq(reservations.id, later.id));
    const [row] = await ctx.app.db.select().from(reservations).where(eq(reservations.id, later.id));
    await pay(later.id, 'cash', 10, row!.version);
    await ctx.app.db
      .update(reservations)
      .set({ paymentType: 'paypal' })
      .where(inArray(reservations.id, [paypalOnly.id, later.id]));
    await ctx.app.db.execute(sql.raw(migration));

    const types = await ctx.app.db
      .select({ id: reservations.id, paymentType: reservations.paymentType })
      .from(reservations)
      .where(inArray(reservations.id, [paypalOnly.id, later.id]));
    expect(new Map(types.map((t) => [t.id, t.paymentType]))).toEqual(
      new Map([
        [paypalOnly.id, 'paypal'],
        [later.id, 'mixed'],
      ]),
    );
  });
});
