import { formatMoney, fromCents, hasAtMostTwoDecimals, MAX_MONEY, toCents } from './money.js';
import { isOneOf } from './one-of.js';
import type { ReservationStatus } from './statuses.js';

/**
 * What a trip owes and whether a payment may be recorded on it (issue 22, decision 051). One definition for the API
 * (the details, the list, the e-mails, the refusals) and the screens (the Record payment button, its dialog, paying
 * online).
 *
 * A leg's `paidAmount` is what was paid for it and not given back: every payment recorded on it (cash, card
 * terminal, check, invoice, other, and PayPal — the capture at booking is recorded as a payment of each leg it paid
 * for, and so is a balance paid online) less the PayPal refunds made on it. The balance due is the leg's amount
 * (addons included) less that, never below 0; a trip that is not booked (a draft) or has left the books (cancelled,
 * duplicate) owes nothing.
 */

/**
 * The statuses of a booked trip that may owe money: DESIGN §5's, without draft, cancelled and duplicate. The "balance
 * due" filter and count (issue 38, decision 080) write them into SQL in this order, as migration 0028's indexes do.
 */
export const OWING_STATUSES = [
  'created',
  'unpaid',
  'viewed',
  'assigned',
  'completed',
] as const satisfies readonly ReservationStatus[];
const owes = (status: string) => isOneOf(OWING_STATUSES, status);

/** What the balance reads of a leg. */
export interface PaidLeg {
  status: string;
  /** The leg's price with its addons; null for a draft without one. */
  amount: number | null;
  /** What was paid for it and not refunded. */
  paidAmount: number;
}

/** The balance due in cents: the amount less what is paid, never below 0; 0 for a trip that owes nothing. */
export function balanceDueCents(leg: PaidLeg): number {
  if (!owes(leg.status)) return 0;
  return Math.max(0, toCents(leg.amount ?? 0) - toCents(leg.paidAmount));
}

/** The balance due, in dollars (two-decimal JSON). */
export const balanceDue = (leg: PaidLeg): number => fromCents(balanceDueCents(leg));

/**
 * What was paid over the price (a trip made cheaper after it was paid, an addon removed): for the office to give
 * back. 0 when nothing was.
 */
export function overpaidCents(leg: PaidLeg): number {
  return Math.max(0, toCents(leg.paidAmount) - toCents(leg.amount ?? 0));
}

export const RECORD_PAYMENT_MESSAGES = {
  draft: 'This is a draft, not a booked trip: finish it in the booking flow, then record its payment.',
  offTheBooks: (status: string) => `This reservation is ${status}: no payment can be recorded on it.`,
  notMoreThanZero: 'Amount must be more than 0',
  cents: 'Amount must have at most 2 decimals',
  nothingDue: 'Nothing is due on this trip: it is paid in full.',
  moreThanDue: (due: number) => `Amount must be at most ${formatMoney(due)}, the balance due.`,
  futureDate: 'Paid on must not be after today',
  paidInFull: 'Paid in full',
} as const;

/**
 * Whether a payment may be recorded on a trip of this status: null when it may, else the sentence of the 409 (a
 * draft is finished in the booking flow; a cancelled or duplicate trip has left the books). The balance is the
 * other half (`paymentRefusal`).
 */
export function paymentStatusRefusal(status: string): string | null {
  if (status === 'draft') return RECORD_PAYMENT_MESSAGES.draft;
  if (!owes(status)) return RECORD_PAYMENT_MESSAGES.offTheBooks(status);
  return null;
}

/** A refused payment: the trip's status (a 409) or the amount (a 400 on `amount`). */
export type PaymentRefusal = { kind: 'status'; message: string } | { kind: 'amount'; message: string };

/**
 * Whether this amount may be recorded as paid on the trip now: its status allows it, and the amount is more than 0,
 * in cents, and at most the balance due (a payment never takes a trip past its price). Null when it may.
 */
export function paymentRefusal(leg: PaidLeg, amount: number): PaymentRefusal | null {
  const status = paymentStatusRefusal(leg.status);
  if (status) return { kind: 'status', message: status };
  if (!Number.isFinite(amount) || amount <= 0)
    return { kind: 'amount', message: RECORD_PAYMENT_MESSAGES.notMoreThanZero };
  if (!hasAtMostTwoDecimals(amount) || amount > MAX_MONEY)
    return { kind: 'amount', message: RECORD_PAYMENT_MESSAGES.cents };
  const due = balanceDueCents(leg);
  if (due === 0) return { kind: 'amount', message: RECORD_PAYMENT_MESSAGES.nothingDue };
  if (toCents(amount) > due) return { kind: 'amount', message: RECORD_PAYMENT_MESSAGES.moreThanDue(fromCents(due)) };
  return null;
}

/**
 * The status after a payment (DESIGN §5's table moves `unpaid` to `created`): an unpaid trip paid in full is
 * booked as if paid at booking; any other status stays (an assigned trip stays assigned, paid or not).
 */
export function statusAfterPayment(status: string, balanceDueCentsAfter: number): string {
  return status === 'unpaid' && balanceDueCentsAfter === 0 ? 'created' : status;
}

/**
 * A trip's payment type after a payment (the list's Payment Type, issue 38): `unpaid` (or none) until money comes in,
 * then the method that paid it — cash, check, paypal… — and `mixed` once a second method has paid part of it. It
 * says how the trip was paid; what it still owes is its balance.
 */
export function paymentTypeAfter(current: string | null, method: string): string {
  return current === null || current === 'unpaid' || current === method ? method : 'mixed';
}
