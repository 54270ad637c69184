import { formatMoney, fromCents, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@livery/domain';
import { linkMail, tripLine, type TripSummary } from './mail-templates.js';

/**
 * Receipts (issue 38, decision 079): the customer's e-mail after each payment and each refund — the office's cash,
 * PayPal at booking, PayPal from their trip's page, a refund on cancelling. Each is queued in the transaction that
 * records the money, so it is written once per payment however many processes serve the API.
 */

const money = (cents: number) => formatMoney(fromCents(cents));

/** A leg a payment paid for: the trip's lines of the e-mail. */
export interface ReceiptLeg extends TripSummary {
  /** What is still due on the leg after the payment, in cents. */
  balanceDueCents: number;
}

export interface PaymentReceipt {
  amountCents: number;
  method: PaymentMethod;
  /** The business date it was paid (year-month-day). */
  paidOn: string;
  /** Every leg it paid for: one, or both legs of a round trip paid at booking. */
  legs: readonly ReceiptLeg[];
  /** The customer's trip page, or null for a trip on no account. */
  url: string | null;
  timeZone: string;
}

const numbersOf = (legs: readonly { number: string }[]) => legs.map((leg) => leg.number).join(' and ');

/** "Receipt: $85.00 paid for trip A12": what was paid, how, when, for which trip, and what is still due. */
export function paymentReceiptMail(to: string, name: string, receipt: PaymentReceipt) {
  const dueCents = receipt.legs.reduce((sum, leg) => sum + leg.balanceDueCents, 0);
  const trips = numbersOf(receipt.legs);
  return linkMail(
    to,
    `Receipt: ${money(receipt.amountCents)} paid for trip ${trips}`,
    name,
    [
      `Thank you: we received your payment of ${money(receipt.amountCents)}.`,
      `Amount: ${money(receipt.amountCents)}. Method: ${PAYMENT_METHOD_LABELS[receipt.method]}. Paid on ` +
        `${receipt.paidOn}.`,
      ...receipt.legs.map((leg) => tripLine(leg, receipt.timeZone)),
      dueCents > 0
        ? `Balance due: ${money(dueCents)}.`
        : `Balance due: nothing, the trip${receipt.legs.length > 1 ? 's are' : ' is'} paid in full.`,
      'Keep this e-mail as your receipt.',
    ],
    'See your trip',
    receipt.url,
  );
}

export interface RefundReceipt {
  trip: TripSummary;
  refundedCents: number;
  /** What was paid for the leg before the cancellation (every method), in cents. */
  paidCents: number;
  /** A customer's own cancellation: the policy's fee on what was paid online. Null when the office refunded. */
  fee: { percentage: number; cents: number } | null;
  /** Paid another way (cash, check…) and not refunded online: the office settles it. */
  otherCents: number;
  url: string | null;
  timeZone: string;
}

/** "Receipt: $76.50 refunded for trip A12": what went back, to where, of what was paid, and the fee kept. */
export function refundReceiptMail(to: string, name: string, receipt: RefundReceipt) {
  const { fee } = receipt;
  const keptCents = Math.max(0, receipt.paidCents - receipt.refundedCents);
  return linkMail(
    to,
    `Receipt: ${money(receipt.refundedCents)} refunded for trip ${receipt.trip.number}`,
    name,
    [
      `We refunded ${money(receipt.refundedCents)} to the PayPal account that paid; it may take a few days to show.`,
      `Refunded: ${money(receipt.refundedCents)}. Method: ${PAYMENT_METHOD_LABELS.paypal}.`,
      `${tripLine(receipt.trip, receipt.timeZone)} It is cancelled.`,
      `Paid for this trip: ${money(receipt.paidCents)}.`,
      fee
        ? fee.cents > 0
          ? `Cancellation fee kept: ${money(fee.cents)} (${fee.percentage}% of what was paid online).`
          : 'No cancellation fee was kept.'
        : `Kept: ${money(keptCents)}.`,
      ...(receipt.otherCents > 0
        ? [`${money(receipt.otherCents)} paid another way is not refunded online: the office will contact you.`]
        : []),
      'Balance due: nothing, the trip is cancelled.',
      'Keep this e-mail as your receipt.',
    ],
    'See your trip',
    receipt.url,
  );
}
