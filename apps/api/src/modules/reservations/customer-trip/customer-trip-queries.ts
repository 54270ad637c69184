import { and, asc, eq, sql } from 'drizzle-orm';
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
 * What this PayPal capture paid for the leg and was not refunded of it, in cents: the leg's payments by the capture
 * (decision 051 records a capture once per leg it paid for) less the refunds made on the leg from it.
 */
export async function paypalPaidCentsOf(db: Executor, reservationId: number, captureId: string): Promise<number> {
  const [paid] = await db
    .select({ cents: cents(reservationPayments.amount) })
    .from(reservationPayments)
    .where(
      and(eq(reservationPayments.reservationId, reservationId), eq(reservationPayments.paypalCaptureId, captureId)),
    );
  const [refunded] = await db
    .select({ cents: cents(reservationRefunds.amount) })
    .from(reservationRefunds)
    .where(and(eq(reservationRefunds.reservationId, reservationId), eq(reservationRefunds.captureId, captureId)));
  return Math.max(0, Number(paid?.cents ?? 0) - Number(refunded?.cents ?? 0));
}

/** Everything refunded of a leg, in cents. */
export async function refundedCentsOfLeg(db: Executor, reservationId: number): Promise<number> {
  const [row] = await db
    .select({ cents: cents(reservationRefunds.amount) })
    .from(reservationRefunds)
    .where(eq(reservationRefunds.reservationId, reservationId));
  return Number(row?.cents ?? 0);
}
