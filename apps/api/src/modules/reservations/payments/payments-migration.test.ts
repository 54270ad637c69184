import { readFileSync } from 'node:fs';
import { fromCents, toCents } from '@livery/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { permissions, rolePermissions, roles, reservationPayments, reservations } from '../../../db/schema.js';
import { useTestAppWithPaypal } from '../../../test/paypal-app.js';
import { seededBookingIds } from '../../../test/booking.js';
import { CUSTOMER, DISPATCHER, signedIn } from '../../../test/helper.js';
import { lifecycleHelpers } from '../../../test/lifecycle.js';

/**
 * Migration 0017 on an installation that already has trips and roles (decision 051): its backfill and its grant are
 * run again here on data made as it was before the migration (no payment rows, no paid amounts, no permission).
 */
const { ctx, paypal: fake } = await useTestAppWithPaypal({
  rateLimitMax: 1_000_000,
  paypalTimeoutMs: 3000,
});
const customer = signedIn(ctx, CUSTOMER);
const dispatcher = signedIn(ctx, DISPATCHER);
const ids = seededBookingIds(ctx);
const { call, bookPaid, bookUnpaid, dataOf } = lifecycleHelpers(ctx, ids);

const statements = readFileSync(
  new URL('../../../../migrations/0017_reservation_payments.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .map((s) => s.trim());
/** The migration's statements that write data (its backfill and its grant), in order. */
const dataStatements = statements.filter((s) => /^(--[^\n]*\n)*\s*(INSERT|UPDATE)/.test(s));

const runData = async () => {
  for (const statement of dataStatements) await ctx.app.db.execute(sql.raw(statement));
};

describe('migration 0017', () => {
  it('backfills each PayPal-paid leg with its amount as booked, less what was refunded on it', async () => {
    const roundTrip = await bookPaid(customer, fake, { roundTrip: true });
    const single = await bookPaid(customer, fake);
    const unpaid = await bookUnpaid(dispatcher);
    const refunded = await call('POST', `/reservations/${single.id}/cancel`, dispatcher, {
      version: single.version,
      refund: { kind: 'partial', amount: 12.5 },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const expected = await ctx.app.db
      .select({ id: reservations.id, paidAmount: reservations.paidAmount, amount: reservations.amount })
      .from(reservations);
    // As before the migration: a trip's later price change does not change what its capture paid.
    await ctx.app.db.delete(reservationPayments);
    await ctx.app.db.update(reservations).set({ paidAmount: 0 });
    await ctx.app.db
      .update(reservations)
      .set({ amount: sql`${reservations.amount} + 7` })
      .where(eq(reservations.id, roundTrip.id));

    await runData();

    const after = new Map(
      (await ctx.app.db.select().from(reservations)).map((row) => [
        row.id,
        { paid: row.paidAmount, amount: row.amount },
      ]),
    );
    for (const row of expected) expect(after.get(row.id)?.paid, `A${row.id}`).toBe(row.paidAmount);
    const legs = [roundTrip.id, roundTrip.returnId!];
    const payments = await ctx.app.db.select().from(reservationPayments);
    const ofLegs = payments.filter((p) => legs.includes(p.reservationId));
    expect(ofLegs.map((p) => [p.method, p.paypalCaptureId])).toEqual([
      ['paypal', roundTrip.transactionId],
      ['paypal', roundTrip.transactionId],
    ]);
    expect(ofLegs.reduce((cents, p) => cents + toCents(p.amount), 0)).toBe(toCents(roundTrip.total));
    // The outbound owes the 7 its price grew by since; the refunded leg was paid its price less the refund.
    expect(dataOf(await call('GET', `/reservations/${roundTrip.id}`, dispatcher)).balanceDue).toBe(7);
    expect(after.get(single.id)?.paid).toBe(fromCents(toCents(single.total) - 1250));
    expect(payments.some((p) => p.reservationId === unpaid.id)).toBe(false);

    // Run twice (a start-up retried), it adds nothing.
    await runData();
    expect(await ctx.app.db.select().from(reservationPayments)).toHaveLength(payments.length);
  });

  it('gives an existing installation’s dispatcher role the permission, inserting it first when it is not there', async () => {
    await ctx.app.db.delete(permissions).where(eq(permissions.name, 'reservations:record-payment'));
    await runData();
    const granted = await ctx.app.db
      .select({ role: roles.name })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(and(eq(permissions.name, 'reservations:record-payment'), eq(roles.name, 'dispatcher')));
    expect(granted).toEqual([{ role: 'dispatcher' }]);
  });
});
