import {
  formatMoney,
  fromCents,
  PAYPAL_CURRENCY,
  reservationNumber,
  toCents,
  type RefundRequest,
} from '@livery/domain';
import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { PAYPAL_MESSAGES, PaypalError, paypalValueToCents, type PaypalClient } from '../../../lib/paypal.js';
import { detailsQueries as details } from '../details/index.js';
import { addToPaidAmount } from '../payments/index.js';
import { reservationQueries as queries } from '../core/index.js';

const NOT_CANCELLED = 'The trip was not cancelled';

export const REFUND_MESSAGES = {
  paypalUnavailable: 'PayPal is not configured on this server: cancel without a refund and refund it in PayPal.',
  notPaid: 'This trip was not paid with PayPal: there is nothing to refund.',
  otherLegBooked: (number: string) =>
    `The other leg of this round trip (${number}) is still booked and paid by the same payment: refund an amount ` +
    '(this leg’s share) instead of everything.',
  nothingLeft: (captured: number) =>
    `Everything paid (${formatMoney(captured)}) was already refunded. Cancel without a refund.`,
  tooMuch: (left: number, captured: number, refunded: number) =>
    `At most ${formatMoney(left)} can be refunded: ${formatMoney(captured)} was paid and ` +
    `${formatMoney(refunded)} already refunded.`,
  paypalHasLess:
    'PayPal has less of this payment left to refund than Livery recorded (was a refund made in PayPal directly?). ' +
    `Nothing was refunded. ${NOT_CANCELLED}; check the payment in PayPal and refund what is left.`,
  refused: (issue: string) =>
    `PayPal refused the refund (${issue}). Nothing was refunded. ${NOT_CANCELLED}; cancel it without a refund ` +
    'and refund the payment in PayPal.',
  unknownCapture: (captureId: string) =>
    `PayPal does not know this trip’s payment (transaction ${captureId}). Nothing was refunded. ${NOT_CANCELLED}.`,
  timeout: `PayPal did not answer in time. ${NOT_CANCELLED}; cancel it again: PayPal never makes the same refund twice.`,
  failed: (ref: string) =>
    `PayPal could not make the refund now${ref}. ${NOT_CANCELLED}; try again in a few minutes: PayPal never makes ` +
    'the same refund twice.',
  unexpected: (what: string) => `PayPal answered something unexpected (${what}). ${NOT_CANCELLED}; please try again.`,
} as const;

const OVER_REFUND = new Set(['REFUND_AMOUNT_EXCEEDED', 'CAPTURE_FULLY_REFUNDED', 'CAPTURED_AMOUNT_FULLY_REFUNDED']);

/** A failed call to PayPal while refunding, as the person cancelling reads it: the trip is never half-cancelled. */
function refundFailure(captureId: string) {
  return (error: unknown): never => {
    if (!(error instanceof PaypalError)) throw error;
    const { status, issue, debugId } = error.paypal;
    if (issue && OVER_REFUND.has(issue)) throw new AppError('CONFLICT', REFUND_MESSAGES.paypalHasLess);
    if (status === 422) throw new AppError('CONFLICT', REFUND_MESSAGES.refused(issue ?? 'no reason given'));
    if (status === 404 || error.message === PAYPAL_MESSAGES.unknownCapture)
      throw new PaypalError('BAD_GATEWAY', REFUND_MESSAGES.unknownCapture(captureId), error.paypal);
    if (error.message === PAYPAL_MESSAGES.timeout)
      throw new PaypalError('BAD_GATEWAY', REFUND_MESSAGES.timeout, error.paypal);
    const ref = debugId ? ` (PayPal debug id ${debugId})` : status ? ` (HTTP ${status})` : '';
    throw new PaypalError('BAD_GATEWAY', REFUND_MESSAGES.failed(ref), error.paypal);
  };
}

export interface RecordedRefund {
  amount: number;
  paypalRefundId: string;
  status: string;
}

/**
 * Refunds a PayPal payment on cancelling a leg (DESIGN §5 "Payment", decision 043), inside the cancel's transaction
 * and before anything is written: refused, nothing is cancelled. The payment is the trip's capture (the outbound
 * holds it on a round trip). What may be refunded is what PayPal captured less what Livery refunded of it; `full`
 * is all of that, and only when no other leg it pays for is still booked. The `PayPal-Request-Id` is the leg's and
 * its version's, so a retry of this cancel after a failure asks for the same refund, which PayPal makes once.
 */
export async function refundOnCancel(
  tx: Executor,
  paypal: PaypalClient | null,
  leg: queries.ReservationRow,
  request: Exclude<RefundRequest, { kind: 'none' }>,
  actorId: number,
): Promise<RecordedRefund> {
  const refuse = (message: string) => AppError.validation({ refund: message }, message);
  if (!paypal) throw refuse(REFUND_MESSAGES.paypalUnavailable);
  const holder =
    leg.transactionId || leg.childOf === null ? leg : (await queries.findReservation(tx, leg.childOf))?.row;
  // The booking's capture, also once another method paid part of the trip (its type is then `mixed`, decision 078).
  const captureId = holder && ['paypal', 'mixed'].includes(holder.paymentType ?? '') ? holder.transactionId : null;
  if (!captureId) throw refuse(REFUND_MESSAGES.notPaid);
  return refundCapture(tx, paypal, leg, captureId, request, actorId);
}

/**
 * Refunds all or part of one PayPal capture on cancelling a leg, as `refundOnCancel` does, recorded on the leg: the
 * booking's capture, or one paid later from the trip's page (a customer's cancellation refunds each, decision 079).
 * `requestKey` tells the refunds of one cancel apart; the same cancel retried asks PayPal for the same ones.
 */
export async function refundCapture(
  tx: Executor,
  paypal: PaypalClient,
  leg: queries.ReservationRow,
  captureId: string,
  request: Exclude<RefundRequest, { kind: 'none' }>,
  actorId: number,
  requestKey = '',
): Promise<RecordedRefund> {
  await details.lockPaypalCapture(tx, captureId);

  const otherId = leg.parentOf ?? leg.childOf;
  const [other] = await details.findLegs(tx, otherId === null ? [] : [otherId]);
  if (request.kind === 'full' && other && !['cancelled', 'duplicate'].includes(other.status))
    throw new AppError('CONFLICT', REFUND_MESSAGES.otherLegBooked(reservationNumber(other.id)));

  const fail = refundFailure(captureId);
  const capture = await paypal.getCapture(captureId).catch(fail);
  const capturedCents =
    capture.amount?.currency_code === PAYPAL_CURRENCY ? paypalValueToCents(capture.amount.value) : null;
  if (capturedCents === null) throw new AppError('BAD_GATEWAY', REFUND_MESSAGES.unexpected('the capture’s amount'));
  const refundedCents = await details.refundedCentsOf(tx, captureId);
  const leftCents = capturedCents - refundedCents;
  if (leftCents <= 0) throw new AppError('CONFLICT', REFUND_MESSAGES.nothingLeft(fromCents(capturedCents)));
  const askedCents = request.kind === 'full' ? leftCents : toCents(request.amount);
  if (askedCents > leftCents) {
    const message = REFUND_MESSAGES.tooMuch(fromCents(leftCents), fromCents(capturedCents), fromCents(refundedCents));
    throw AppError.validation({ 'refund.amount': message }, message);
  }

  const refund = await paypal
    .refundCapture(captureId, {
      // `full`: no amount, PayPal refunds what is left of the capture (as it counts it).
      ...(request.kind === 'full' ? {} : { amountCents: askedCents }),
      currency: PAYPAL_CURRENCY,
      requestId: `livery-refund-${leg.id}-v${leg.version}${requestKey}`,
      noteToPayer: `Trip ${reservationNumber(leg.id)} cancelled`,
    })
    .catch(fail);
  if (refund.status === 'FAILED' || refund.status === 'CANCELLED')
    throw new PaypalError('BAD_GATEWAY', REFUND_MESSAGES.failed(` (refund ${refund.id} ${refund.status})`), {
      status: 201,
    });
  const refundCents = (refund.amount && paypalValueToCents(refund.amount.value)) ?? askedCents;
  const recorded = await details.insertRefund(tx, {
    reservationId: leg.id,
    captureId,
    paypalRefundId: refund.id,
    status: refund.status,
    amount: fromCents(refundCents),
    actorId,
  });
  // What was given back is no longer paid for this leg (decision 051; never below 0), with the cancel's version.
  if (recorded) await addToPaidAmount(tx, leg.id, -refundCents);
  return { amount: fromCents(refundCents), paypalRefundId: refund.id, status: refund.status };
}
