import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import {
  reservationCars,
  reservationSlots,
  reservationRefunds,
  reservations,
  reservationStatusChanges,
  slotExtrasColumns,
  slotProgressColumns,
} from '../../../db/schema.js';
import { leftJoinPerson, personName } from '../../people/index.js';

/** What the details page reads beside the reservation row (decision 043). */

/** A leg's car classes in their order, each with its id for its driver slots. */
export async function findCarsOf(db: Executor, reservationId: number) {
  return db
    .select({
      id: reservationCars.id,
      carId: reservationCars.carId,
      carName: reservationCars.carName,
      count: reservationCars.count,
      lineAmount: reservationCars.lineAmount,
    })
    .from(reservationCars)
    .where(eq(reservationCars.reservationId, reservationId))
    .orderBy(asc(reservationCars.position));
}

/** Every driver slot of a leg with its driver's name. */
export async function findSlotsOf(db: Executor, reservationId: number) {
  return leftJoinPerson(
    db
      .select({
        id: reservationSlots.id,
        reservationCarId: reservationSlots.reservationCarId,
        slot: reservationSlots.slot,
        driverId: reservationSlots.driverId,
        driverName: personName,
        driverShare: reservationSlots.driverShare,
        paidAt: reservationSlots.paidAt,
        ...slotProgressColumns,
        ...slotExtrasColumns,
      })
      .from(reservationSlots)
      .$dynamic(),
    reservationSlots.driverId,
  )
    .where(eq(reservationSlots.reservationId, reservationId))
    .orderBy(asc(reservationSlots.reservationCarId), asc(reservationSlots.slot));
}

/** The status history of a leg, newest first. */
export async function findHistoryOf(db: Executor, reservationId: number) {
  return leftJoinPerson(
    db
      .select({
        from: reservationStatusChanges.fromStatus,
        to: reservationStatusChanges.toStatus,
        actorId: reservationStatusChanges.actorId,
        actorName: personName,
        at: reservationStatusChanges.createdAt,
        reason: reservationStatusChanges.reason,
      })
      .from(reservationStatusChanges)
      .$dynamic(),
    reservationStatusChanges.actorId,
  )
    .where(eq(reservationStatusChanges.reservationId, reservationId))
    .orderBy(desc(reservationStatusChanges.createdAt), desc(reservationStatusChanges.id));
}

/** The refunds made on cancelling a leg, newest first. */
export async function findRefundsOf(db: Executor, reservationId: number) {
  return leftJoinPerson(
    db
      .select({
        id: reservationRefunds.id,
        captureId: reservationRefunds.captureId,
        paypalRefundId: reservationRefunds.paypalRefundId,
        status: reservationRefunds.status,
        amount: reservationRefunds.amount,
        actorId: reservationRefunds.actorId,
        actorName: personName,
        at: reservationRefunds.createdAt,
      })
      .from(reservationRefunds)
      .$dynamic(),
    reservationRefunds.actorId,
  )
    .where(eq(reservationRefunds.reservationId, reservationId))
    .orderBy(desc(reservationRefunds.createdAt), desc(reservationRefunds.id));
}

/** The other leg of a round trip: what the details page shows of it and what Edit judges. */
export async function findLegs(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: reservations.id,
      status: reservations.status,
      pickUpAt: reservations.pickUpAt,
      miles: reservations.miles,
      bookedMinutes: reservations.bookedMinutes,
    })
    .from(reservations)
    .where(inArray(reservations.id, [...ids]));
}

/** What was refunded of a PayPal capture, in cents (over every leg it paid for). */
export async function refundedCentsOf(db: Executor, captureId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${reservationRefunds.amount} * 100), 0)::bigint` })
    .from(reservationRefunds)
    .where(eq(reservationRefunds.captureId, captureId));
  return Number(row?.cents ?? 0);
}

/** Records a refund; false when it was recorded already. */
export async function insertRefund(tx: Executor, refund: typeof reservationRefunds.$inferInsert): Promise<boolean> {
  // A replayed PayPal-Request-Id answers a refund already made: it is recorded once.
  const inserted = await tx
    .insert(reservationRefunds)
    .values(refund)
    .onConflictDoNothing()
    .returning({ id: reservationRefunds.id });
  return inserted.length > 0;
}

/** The first key of the PayPal capture locks (decision 043; 7242011 is the orders', 7242001 the migrations'). */
const PAYPAL_CAPTURE_LOCK = 7242012;

/**
 * Holds a lock on one PayPal capture until the transaction ends: refunds of one payment (both legs of a round trip
 * cancelled at once) take turns, so each sees what the other refunded.
 */
export async function lockPaypalCapture(tx: Executor, captureId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${PAYPAL_CAPTURE_LOCK}, hashtext(${`paypal-capture:${captureId}`}))`,
  );
}
