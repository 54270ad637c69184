import { randomUUID } from 'node:crypto';
import {
  balanceDue,
  balanceDueCents,
  businessDate,
  formatMoney,
  fromCents,
  mayPayDue,
  type PayDueCaptureRequest,
  type PayDueOrderRequest,
  type PayDueResult,
  paymentStatusRefusal,
  PAYPAL_CURRENCY,
  type PaypalOrder,
  RECORD_PAYMENT_MESSAGES,
  reservationNumber,
  toCents,
} from '@livery/domain';
import type { Database, Executor } from '../../../db/client.js';
import { isUniqueViolation, violatedConstraint } from '../../../db/errors.js';
import { AppError } from '../../../lib/app-error.js';
import { PAY_DUE_PAYPAL_MESSAGES, PaypalError, paypalValueToCents, type PaypalClient } from '../../../lib/paypal.js';
import { forbidden } from '../../../lib/permission-checks.js';
import { type AuthUser } from '../../auth/index.js';
import { DETAILS_MESSAGES } from '../details/index.js';
import { readerOfTrip } from '../trips/index.js';
import {
  PAYMENT_MESSAGES as BOOKING_PAYMENT_MESSAGES,
  capture,
  lockPaypalOrder,
  paypalAmountText,
  paypalCustomIdOf,
  sameMoney,
} from '../paypal/index.js';
import * as payments from './payments-queries.js';
import { sendPaymentReceipt, type ReceiptDeps } from './receipts.js';
import { applyPayment } from './record-payment-service.js';
import { reservationQueries as queries } from '../core/index.js';

/**
 * Paying what is due online (issue 22, decision 051): a PayPal order for exactly the trip's balance due, captured
 * once and recorded as a `paypal` payment of the trip, as booking captures (decision 040).
 */

export const PAY_DUE_MESSAGES = {
  unavailable: 'Payment online is unavailable: PayPal is not configured on this server. Please call the office to pay.',
  notYours:
    'Paying for this trip online is for its customer, or staff with the permission reservations:record-payment.',
  balanceChanged: (due: number) =>
    `The balance due changed since you saw it: ${formatMoney(due)} is due now. Check it and pay again.`,
  otherTrip: 'This PayPal payment was opened for another trip. Please pay with PayPal again.',
  orderAmount: (order: string, dueCents: number) =>
    `This PayPal payment is for ${order}, but ${formatMoney(fromCents(dueCents))} is due now. Nothing was charged; ` +
    'please pay again.',
  capturedOther: (captured: string, orderCents: number, captureId: string) =>
    `PayPal took ${captured} instead of ${formatMoney(fromCents(orderCents))} (transaction ${captureId}). Nothing was ` +
    'recorded; please call the office, who will refund it.',
  pending: (captureId: string) =>
    `PayPal is holding this payment for review (transaction ${captureId}), so it is not recorded yet and your trip ` +
    'is unchanged. Please call the office.',
  moreThanDue: (captured: number, due: number, captureId: string) =>
    `PayPal took ${formatMoney(captured)} but ${formatMoney(due)} is due now (transaction ${captureId}). Nothing ` +
    'was recorded; please call the office, who will refund it.',
} as const;

/** What paying online needs besides the database (and the customer's receipt, decision 079). */
export interface PayDueDeps extends ReceiptDeps {
  /** PayPal's client; null when the server has no PayPal credentials. */
  paypal: PaypalClient | null;
  now: () => Date;
}

type Row = queries.ReservationRow;

/** The purchase unit's `reference_id`: the trip the order pays for, checked before it is captured. */
export const payDueReferenceOf = (reservationId: number) => `livery-due-${reservationId}`;

const paymentError = (message: string) => AppError.validation({ payment: message }, message);

/**
 * PayPal's failures said of paying what is due (issue 38): the trip exists and is unchanged, where a booking's words
 * would say "Nothing was booked".
 */
const sayOfPayingDue = (error: unknown): never => {
  if (error instanceof PaypalError) throw error.restated(PAY_DUE_PAYPAL_MESSAGES);
  throw error;
};

const paypalOf = (deps: PayDueDeps): PaypalClient => {
  if (!deps.paypal) throw paymentError(PAY_DUE_MESSAGES.unavailable);
  return deps.paypal;
};

/**
 * The leg, if this person may pay it online: its customer or the account that booked it (the own-trips rule of the
 * details and the list), or staff with `reservations:record-payment`. Whoever else may read it (a driver, staff
 * without the permission) is refused with a 403 saying why; anyone else is told it does not exist, as the details do.
 */
async function payableLeg(tx: Executor, user: AuthUser, id: number, lock: boolean): Promise<Row> {
  const row = lock
    ? await queries.findReservationForUpdate(tx, id)
    : ((await queries.findReservation(tx, id))?.row ?? null);
  if (!row || row.status === 'draft') throw new AppError('NOT_FOUND', DETAILS_MESSAGES.notFound);
  if (mayPayDue(row, user)) return row;
  if (await readerOfTrip(tx, user, row)) throw forbidden(PAY_DUE_MESSAGES.notYours);
  throw new AppError('NOT_FOUND', DETAILS_MESSAGES.notFound);
}

/**
 * Who may pay the trip online, decided before the request's body is read and before PayPal is asked for (decision
 * 071): the same refusals as `payableLeg`, so someone else's trip is a 403 or 404 whatever is sent.
 */
export async function mayPayDueOn(db: Database, user: AuthUser, id: number): Promise<void> {
  await payableLeg(db, user, id, false);
}

/** What may be paid on the leg now, in cents: refused (409) for a trip that takes no payment or owes nothing. */
function dueCentsOf(row: Row): number {
  const refusal = paymentStatusRefusal(row.status);
  if (refusal) throw new AppError('CONFLICT', refusal);
  const due = balanceDueCents(row);
  if (due === 0) throw new AppError('CONFLICT', RECORD_PAYMENT_MESSAGES.nothingDue);
  return due;
}

/**
 * `POST /reservations/{id}/payments/paypal/orders`: the buttons' `createOrder` — a PayPal order for exactly the
 * balance due, marked as this trip's and this user's. A balance other than `expectedAmount` (someone recorded a
 * payment, the trip changed) is a 409 saying what is due, and no order is opened.
 */
export async function openPayDueOrder(
  db: Database,
  deps: PayDueDeps,
  user: AuthUser,
  id: number,
  request: PayDueOrderRequest,
): Promise<PaypalOrder> {
  const row = await payableLeg(db, user, id, false);
  const paypal = paypalOf(deps);
  const due = dueCentsOf(row);
  if (request.expectedAmount !== undefined && due !== toCents(request.expectedAmount))
    throw new AppError('CONFLICT', PAY_DUE_MESSAGES.balanceChanged(fromCents(due)));
  const order = await paypal
    .createOrder({
      amountCents: due,
      currency: PAYPAL_CURRENCY,
      referenceId: payDueReferenceOf(id),
      customId: paypalCustomIdOf(user.id),
      description: `Livery: what is due on trip ${reservationNumber(id)}`,
      requestId: randomUUID(),
    })
    .catch(sayOfPayingDue);
  return { orderId: order.id };
}

const resultOf = (row: Row): PayDueResult => ({ balanceDue: balanceDue(row), status: row.status });

async function captureDue(tx: Executor, deps: PayDueDeps, user: AuthUser, id: number, orderId: string) {
  // Captures of one order take turns (decision 040): the second finds the first's payment and answers the same.
  await lockPaypalOrder(tx, orderId);
  const row = await payableLeg(tx, user, id, true);
  const paypal = paypalOf(deps);

  let order = await paypal.getOrder(orderId);
  const unit = order.purchase_units?.[0];
  if (!unit || unit.reference_id !== payDueReferenceOf(id)) throw paymentError(PAY_DUE_MESSAGES.otherTrip);
  if (unit.custom_id !== paypalCustomIdOf(user.id)) throw paymentError(BOOKING_PAYMENT_MESSAGES.otherAccount);
  const orderCents = unit.amount?.currency_code === PAYPAL_CURRENCY ? paypalValueToCents(unit.amount.value) : null;
  if (orderCents === null) throw new AppError('BAD_GATEWAY', PAY_DUE_PAYPAL_MESSAGES.unexpected(''));

  const recorded = order.purchase_units?.[0]?.payments?.captures?.[0];
  if (order.status === 'COMPLETED' && recorded && (await payments.isCaptureRecordedOn(tx, recorded.id, id)))
    return resultOf(row);

  const due = dueCentsOf(row);
  if (order.status === 'APPROVED') {
    // Before anything is charged: the order must be for what is due now.
    if (orderCents !== due)
      throw new AppError('CONFLICT', PAY_DUE_MESSAGES.orderAmount(paypalAmountText(unit.amount), due));
    order = await capture(paypal, orderId);
  }
  if (order.status === 'VOIDED') throw paymentError(BOOKING_PAYMENT_MESSAGES.voided);
  if (order.status !== 'COMPLETED') throw paymentError(PAY_DUE_PAYPAL_MESSAGES.notApproved);

  const captured = order.purchase_units?.[0]?.payments?.captures?.[0];
  if (!captured) throw new AppError('BAD_GATEWAY', PAY_DUE_PAYPAL_MESSAGES.unexpected(''));
  if (captured.status === 'DECLINED' || captured.status === 'FAILED')
    throw paymentError(BOOKING_PAYMENT_MESSAGES.declined);
  if (captured.status !== 'COMPLETED') throw new AppError('CONFLICT', PAY_DUE_MESSAGES.pending(captured.id));
  if (!sameMoney(captured.amount, orderCents))
    throw new AppError(
      'BAD_GATEWAY',
      PAY_DUE_MESSAGES.capturedOther(paypalAmountText(captured.amount), orderCents, captured.id),
    );
  if (await payments.isCaptureRecordedOn(tx, captured.id, id)) return resultOf(row);
  if (await payments.isCaptureUsedElsewhere(tx, captured.id, id))
    throw new AppError('CONFLICT', BOOKING_PAYMENT_MESSAGES.used);
  // Captured before (a retry after a failure) while the balance shrank since: the office gives the money back.
  if (orderCents > due)
    throw new AppError('CONFLICT', PAY_DUE_MESSAGES.moreThanDue(fromCents(orderCents), fromCents(due), captured.id));

  const payment = {
    method: 'paypal',
    amountCents: orderCents,
    paidOn: businessDate(deps.now(), deps.timeZone),
    reference: null,
    paypalCaptureId: captured.id,
  } as const;
  const after = await applyPayment(tx, user.id, row, payment);
  await sendPaymentReceipt(tx, deps, { ...payment, legIds: [id] });
  return resultOf(after);
}

/**
 * `POST /reservations/{id}/payments/paypal/capture`: the buttons' `onApprove` — captures the approved order inside
 * one transaction with the payment it records (as booking does, decision 040): the order must be this trip's and this
 * user's, for exactly the balance due in USD; the capture COMPLETED for exactly that. Sent twice (at once or later),
 * it captures and records once and answers the same.
 */
export function capturePayDue(
  db: Database,
  deps: PayDueDeps,
  user: AuthUser,
  id: number,
  request: PayDueCaptureRequest,
): Promise<PayDueResult> {
  return db
    .transaction((tx) => captureDue(tx, deps, user, id, request.orderId))
    .catch((error: unknown) => {
      // The last guard behind the order lock: the capture recorded meanwhile is the same 409 as one found before.
      if (isUniqueViolation(error) && violatedConstraint(error) === 'reservation_payments_capture_key')
        throw new AppError('CONFLICT', BOOKING_PAYMENT_MESSAGES.used);
      return sayOfPayingDue(error);
    });
}
