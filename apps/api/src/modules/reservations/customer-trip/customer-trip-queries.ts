import type { OnlinePayment } from '@livery/domain';
import { and, asc, eq, isNotNull, min, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { withCarsAndDrivers } from '../core/index.js';
import { reservationCars, reservationSlots, reservationPayments, reservationRefunds } from '../../../db/schema.js';
import { personColumns } from '../../people/index.js';

/** What the customer's trip page and cancel read beside the reservation row (decision 052). */

/** Each car of a leg (one row per car slot, in the booking's order) with its driver's first name once assigned. */
export async function findTripCars(db: Executor, reservationId: number) {
  return withCarsAndDrivers(
    db
      .select({ carName: reservationCars.carName, driverFirstName: personColumns.firstName })
      .from(reservationSlots)
      .$dynamic(),
  )
    .where(eq(reservationSlots.reservationId, reservationId))
    .orderBy(asc(reservationCars.position), asc(reservationSlots.slot));
}

const cents = (column: typeof reservationPayments.amount | typeof reservationRefunds.amount) =>
  sql<string>`coalesce(sum(${column} * 100), 0)::bigint`;

/**
 * The leg's PayPal payments (issue 38, decision 079): one per capture — the booking's (recorded on each leg it paid
 * for, decision 051) and each paid later from the trip's page — in the order they were paid, each with what of it is
 * still the leg's: paid by it less the refunds made on the leg from it, in cents.
 */
export async function onlinePaymentsOf(db: Executor, reservationId: number): Promise<OnlinePayment[]> {
  const paid = await db
    .select({ captureId: reservationPayments.paypalCaptureId, cents: cents(reservationPayments.amount) })
    .from(reservationPayments)
    .where(and(eq(reservationPayments.reservationId, reservationId), isNotNull(reservationPayments.paypalCaptureId)))
    .groupBy(reservationPayments.paypalCaptureId)
    .orderBy(min(reservationPayments.id));
  const refunded = await db
    .select({ captureId: reservationRefunds.captureId, cents: cents(reservationRefunds.amount) })
    .from(reservationRefunds)
    .where(eq(reservationRefunds.reservationId, reservationId))
    .groupBy(reservationRefunds.captureId);
  const refundedOf = new Map(refunded.map((row) => [row.captureId, Number(row.cents)]));
  return paid.flatMap(({ captureId, cents: paidCents }) =>
    captureId === null
      ? []
      : [{ captureId, leftCents: Math.max(0, Number(paidCents) - (refundedOf.get(captureId) ?? 0)) }],
  );
}

/** Everything refunded of a leg, in cents. */
export async function refundedCentsOfLeg(db: Executor, reservationId: number): Promise<number> {
  const [row] = await db
    .select({ cents: cents(reservationRefunds.amount) })
    .from(reservationRefunds)
    .where(eq(reservationRefunds.reservationId, reservationId));
  return Number(row?.cents ?? 0);
}
