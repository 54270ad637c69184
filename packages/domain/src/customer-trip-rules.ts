import { hoursBetween } from './business-time.js';
import { fromCents, toCents } from './money.js';
import type { CustomerCancelPolicy } from './booking-rules.js';
import { mayMoveTo } from './reservation-rules.js';
import { customerStatusWord } from './trip-words.js';

/**
 * What a customer may do with their own trip by themselves (issue 22, decision 052): cancel it up to the customer
 * policy's cut-off before pickup, a PayPal payment refunded less the policy's fee. One definition for the API
 * (`POST /reservations/{id}/customer-cancel` refuses on it) and the trip page (which says it before anyone asks).
 */

/** What the rule reads of a trip (one leg: a customer cancels a leg, as staff do). */
export interface CustomerCancelTarget {
  status: string;
  /** The pickup instant (ISO text or Date); null for a draft without one. */
  pickUpAt: string | Date | null;
}

/** What the rule reads of the configuration: the customer policy's cut-off and the office's number to call. */
/** A refused cancellation: the trip's status (a 409 from the API) or the cut-off (a 403: call the office). */
export type CustomerCancelRefusal = { kind: 'status' | 'cutoff'; message: string };

const hours = (count: number) => `${count} hour${count === 1 ? '' : 's'}`;

export const CUSTOMER_CANCEL_MESSAGES = {
  already: 'This trip is already cancelled.',
  draft: 'This is a draft, not a booked trip: there is nothing to cancel.',
  status: (status: string, officeNumber: string) =>
    `This trip is ${customerStatusWord(status).toLowerCase()}: it can no longer be cancelled online. For anything about it, please call the office ` +
    `at ${officeNumber}.`,
  cutoff: (cutoffHours: number, officeNumber: string) =>
    cutoffHours === 0
      ? `The pickup time has come: this trip can no longer be cancelled online. Please call the office at ${officeNumber}.`
      : `Trips can be cancelled online up to ${hours(cutoffHours)} before pickup. To cancel this one, please call ` +
        `the office at ${officeNumber}.`,
} as const;

/**
 * Why the trip's own customer may not cancel it themselves now, or null when they may: its status must allow a
 * cancellation (DESIGN §5's table: not completed, cancelled, duplicate or a draft), and now must be no later than
 * the pickup less the cut-off — at exactly that instant it still may. Past it the message names the office's
 * number to call.
 */
export function customerCancelRefusal(
  trip: CustomerCancelTarget,
  now: Date,
  policy: CustomerCancelPolicy,
): CustomerCancelRefusal | null {
  if (trip.status === 'cancelled') return { kind: 'status', message: CUSTOMER_CANCEL_MESSAGES.already };
  if (trip.status === 'draft') return { kind: 'status', message: CUSTOMER_CANCEL_MESSAGES.draft };
  if (!mayMoveTo(trip.status, 'cancelled'))
    return { kind: 'status', message: CUSTOMER_CANCEL_MESSAGES.status(trip.status, policy.officeNumber) };
  const pickUpAt = trip.pickUpAt === null ? null : new Date(trip.pickUpAt);
  if (pickUpAt === null || hoursBetween(now, pickUpAt) < policy.cancelCutoffHours)
    return { kind: 'cutoff', message: CUSTOMER_CANCEL_MESSAGES.cutoff(policy.cancelCutoffHours, policy.officeNumber) };
  return null;
}

/** The last instant the customer may cancel the trip themselves: the pickup less the cut-off. */
export function customerCancelDeadline(pickUpAt: string | Date, cancelCutoffHours: number): Date {
  return new Date(new Date(pickUpAt).getTime() - cancelCutoffHours * 3_600_000);
}

/**
 * What a customer's cancellation gives back of what they paid by PayPal for the leg: all of it less the policy's fee
 * (a percentage of what was paid, to the cent, rounded half up). A fee of 0 refunds everything; of 100, nothing.
 */
export function customerRefundCents(paidCents: number, cancelFeePercentage: number): number {
  if (paidCents <= 0) return 0;
  // The percentage has at most 2 decimals: in basis points it is a whole number, so the fee is exact before rounding.
  const feeCents = Math.round((paidCents * toCents(cancelFeePercentage)) / 10_000);
  return Math.max(0, paidCents - feeCents);
}

/** The same in dollars (two-decimal JSON). */
export const customerRefund = (paid: number, cancelFeePercentage: number): number =>
  fromCents(customerRefundCents(toCents(paid), cancelFeePercentage));

/** A PayPal payment of a leg: its capture, and what of it is still the leg's (paid less refunded on the leg), in cents. */
export interface OnlinePayment {
  captureId: string;
  leftCents: number;
}

/** What a customer's cancellation refunds of a leg paid online, in cents, and the fee it keeps. */
export interface CustomerRefundPlan {
  /** Everything paid online for the leg and not refunded yet. */
  paidCents: number;
  refundCents: number;
  feeCents: number;
  /** The refund drawn from each payment, in the order they were made; payments it does not reach are left out. */
  parts: { captureId: string; cents: number }[];
}

/**
 * Every online payment of a leg is refunded the same way (issue 38, decision 079): the booking's PayPal payment and
 * each one made later from the trip's page are added up, the policy's fee is taken once from that sum
 * (`customerRefundCents`), and the refund is drawn from the payments in the order they were made, so the fee is kept
 * from the last ones.
 */
export function customerRefundPlan(
  payments: readonly OnlinePayment[],
  cancelFeePercentage: number,
): CustomerRefundPlan {
  const paidCents = payments.reduce((sum, payment) => sum + Math.max(0, payment.leftCents), 0);
  const refundCents = customerRefundCents(paidCents, cancelFeePercentage);
  const parts: CustomerRefundPlan['parts'] = [];
  let rest = refundCents;
  for (const payment of payments) {
    const cents = Math.min(rest, Math.max(0, payment.leftCents));
    if (cents > 0) parts.push({ captureId: payment.captureId, cents });
    rest -= cents;
  }
  return { paidCents, refundCents, feeCents: paidCents - refundCents, parts };
}
