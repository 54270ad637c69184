import { balanceDueCents, reservationNumber, type PaymentMethod } from '@livery/domain';
import type { Executor } from '../../../db/client.js';
import { enqueueMail, paymentReceiptMail, refundReceiptMail } from '../../notifications/index.js';
import { customerTripUrl, reservationQueries as queries } from '../core/index.js';

/**
 * The customer's receipts (issue 38, decision 079): one e-mail per payment and per refund, queued in the transaction
 * that records the money (decision 022), so a payment sent twice, or to several API processes, is one receipt — the
 * second finds it recorded and writes nothing. A trip without an e-mail (a walk-in) gets none.
 */

/** What a receipt needs besides the database. */
export interface ReceiptDeps {
  /** PUBLIC_URL: the base of the "See your trip" link. */
  publicUrl?: string | undefined;
  timeZone: string;
}

type Row = queries.ReservationRow;

const addressOf = (row: Row): string | null => row.email?.trim() || null;

const summaryOf = (row: Row) => ({
  number: reservationNumber(row.id),
  pickUpAt: row.pickUpAt,
  pickUpLocation: row.pickUpLocation,
  dropOffLocation: row.dropOffLocation,
});

/** The receipt of a payment just written onto these legs (both legs of a round trip paid at booking). */
export async function sendPaymentReceipt(
  tx: Executor,
  deps: ReceiptDeps,
  payment: { legIds: readonly number[]; amountCents: number; method: PaymentMethod; paidOn: string },
): Promise<void> {
  const legs: Row[] = [];
  for (const id of payment.legIds) {
    const row = await queries.findReservationForUpdate(tx, id);
    if (row) legs.push(row);
  }
  const [first] = legs;
  const to = first ? addressOf(first) : null;
  if (!first || !to) return;
  await enqueueMail(
    tx,
    paymentReceiptMail(to, first.name ?? 'there', {
      amountCents: payment.amountCents,
      method: payment.method,
      paidOn: payment.paidOn,
      legs: legs.map((leg) => ({ ...summaryOf(leg), balanceDueCents: balanceDueCents(leg) })),
      url: customerTripUrl(deps.publicUrl, first),
      timeZone: deps.timeZone,
    }),
  );
}

/**
 * The receipt of the refund made on cancelling a leg: what went back, what had been paid for it, and the fee kept
 * (a customer's own cancellation) or what the office kept.
 */
export async function sendRefundReceipt(
  tx: Executor,
  deps: ReceiptDeps,
  leg: Row,
  refund: {
    refundedCents: number;
    paidCents: number;
    fee: { percentage: number; cents: number } | null;
    otherCents: number;
  },
): Promise<void> {
  const to = addressOf(leg);
  if (!to || refund.refundedCents <= 0) return;
  await enqueueMail(
    tx,
    refundReceiptMail(to, leg.name ?? 'there', {
      ...refund,
      trip: summaryOf(leg),
      url: customerTripUrl(deps.publicUrl, leg),
      timeZone: deps.timeZone,
    }),
  );
}
