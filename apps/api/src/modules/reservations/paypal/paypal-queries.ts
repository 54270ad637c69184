import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { reservations } from '../../../db/schema.js';

/** The first key of the PayPal order locks (the second is the order id's hash); 7242001 is the migrations' lock. */
const PAYPAL_ORDER_LOCK = 7242011;

/**
 * Holds a lock on one PayPal order until the transaction ends: bookings paying with the same order take turns,
 * so PayPal never sees two simultaneous captures with one PayPal-Request-Id (which it "might fail", see
 * https://developer.paypal.com/api/rest/reference/idempotency/), and the second finds the first's booking.
 */
export async function lockPaypalOrder(tx: Executor, orderId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAYPAL_ORDER_LOCK}, hashtext(${`paypal-order:${orderId}`}))`);
}

/** Whether a reservation already holds this PayPal capture id. */
export async function isTransactionUsed(tx: Executor, transactionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.transactionId, transactionId))
    .limit(1);
  return row !== undefined;
}
