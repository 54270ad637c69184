import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { reservationPayments, reservations } from '../../../db/schema.js';

/** What payments read and write beside the reservation row (decision 051). */

export type PaymentRow = typeof reservationPayments.$inferSelect;

export async function insertPayment(
  tx: Executor,
  payment: typeof reservationPayments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await tx.insert(reservationPayments).values(payment).returning();
  if (!row) throw new Error('insert into reservation_payments returned no row');
  return row;
}

/** Whether this PayPal capture was recorded as a payment of this leg (a capture sent twice is recorded once). */
export async function isCaptureRecordedOn(tx: Executor, captureId: string, reservationId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: reservationPayments.id })
    .from(reservationPayments)
    .where(
      and(eq(reservationPayments.paypalCaptureId, captureId), eq(reservationPayments.reservationId, reservationId)),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether another trip holds this PayPal capture: as a payment, or as its booking's transaction id. */
export async function isCaptureUsedElsewhere(tx: Executor, captureId: string, reservationId: number) {
  const [payment] = await tx
    .select({ id: reservationPayments.id })
    .from(reservationPayments)
    .where(
      and(eq(reservationPayments.paypalCaptureId, captureId), ne(reservationPayments.reservationId, reservationId)),
    )
    .limit(1);
  if (payment) return true;
  const [booking] = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.transactionId, captureId))
    .limit(1);
  return booking !== undefined;
}

/**
 * A leg's paid amount moved by `cents` (a payment adds, a refund takes away), never below 0 — written without a new
 * version: the caller writes the version with the change it belongs to (or creates the leg in this transaction).
 */
export async function addToPaidAmount(tx: Executor, reservationId: number, cents: number): Promise<void> {
  await tx
    .update(reservations)
    .set({ paidAmount: sql`greatest(0, ${reservations.paidAmount} + ${cents}::numeric / 100)` })
    .where(eq(reservations.id, reservationId));
}

/**
 * The PayPal capture of a booking, recorded as a payment of each leg it paid for (the leg's amount as booked), by who
 * booked, inside the booking's transaction (decision 051): the booking's own history and audit rows say "Paid by
 * PayPal", and each leg's paid amount is its price.
 */
export async function recordBookingCapture(
  tx: Executor,
  booking: {
    legs: readonly { id: number; amount: number | null }[];
    captureId: string;
    actorId: number;
    paidOn: string;
  },
): Promise<void> {
  for (const leg of booking.legs) {
    if (leg.amount === null || !(leg.amount > 0)) continue;
    await insertPayment(tx, {
      reservationId: leg.id,
      method: 'paypal',
      amount: leg.amount,
      paidOn: booking.paidOn,
      reference: null,
      paypalCaptureId: booking.captureId,
      actorId: booking.actorId,
    });
    await tx.update(reservations).set({ paidAmount: leg.amount }).where(eq(reservations.id, leg.id));
  }
}
