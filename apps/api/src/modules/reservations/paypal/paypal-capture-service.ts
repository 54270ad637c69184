import { formatMoney, fromCents, PAYPAL_CURRENCY } from '@livery/domain';
import type { Executor } from '../../../db/client.js';
import { isUniqueViolation, violatedConstraint } from '../../../db/errors.js';
import { AppError } from '../../../lib/app-error.js';
import {
  PAYPAL_MESSAGES,
  PaypalError,
  paypalValueToCents,
  type PaypalClient,
  type PaypalOrderDetails,
} from '../../../lib/paypal.js';
import * as queries from './paypal-queries.js';

/** "USD 12.50": an amount as PayPal gave it, for a message. */
export const paypalAmountText = (amount: { currency_code: string; value: string } | undefined) =>
  amount ? `${amount.currency_code} ${amount.value}` : 'no amount';

export const PAYMENT_MESSAGES = {
  unknownOrder: PAYPAL_MESSAGES.notFound,
  otherAccount: 'This PayPal payment was started from another account. Please pay with PayPal again.',
  orderAmount: (order: string, totalCents: number) =>
    `This PayPal payment is for ${order}, but the trip costs ${formatMoney(fromCents(totalCents))}. ` +
    'Nothing was charged; please pay with PayPal again.',
  voided: 'This PayPal payment was cancelled. Please pay with PayPal again.',
  declined: PAYPAL_MESSAGES.declined,
  pending: (captureId: string) =>
    `PayPal is holding this payment for review (transaction ${captureId}), so the trip cannot be confirmed yet. ` +
    'Nothing was booked; please call the office.',
  capturedOther: (captured: string, totalCents: number, captureId: string) =>
    `PayPal took ${captured} instead of ${formatMoney(fromCents(totalCents))} (transaction ${captureId}). ` +
    'Nothing was booked; please call the office, who will refund it.',
  used: 'This payment was already used for another booking.',
} as const;

/** The purchase unit's `custom_id`: who opened the order, checked before it is captured. */
export const paypalCustomIdOf = (userId: number) => `livery-user-${userId}`;
/** A sent quote's order (decision 090): paid by whoever holds its link, who may have no account. */
export const paypalQuoteCustomIdOf = (quoteOfferId: number) => `livery-quote-${quoteOfferId}`;

/** Every attempt to book with an order asks PayPal for the same capture (decision 040). */
export const captureRequestIdOf = (orderId: string) => `livery-capture-${orderId}`;

export const sameMoney = (amount: { currency_code: string; value: string } | undefined, cents: number) =>
  amount?.currency_code === PAYPAL_CURRENCY && paypalValueToCents(amount.value) === cents;

const paymentError = (message: string) => AppError.validation({ payment: message }, message);

/** Captures the order; one PayPal already captured (a retry after the request id expired) is read back instead. */
export async function capture(paypal: PaypalClient, orderId: string): Promise<PaypalOrderDetails> {
  try {
    return await paypal.captureOrder(orderId, captureRequestIdOf(orderId));
  } catch (error) {
    if (error instanceof PaypalError && error.paypal.issue === 'ORDER_ALREADY_CAPTURED')
      return paypal.getOrder(orderId);
    throw error;
  }
}

export interface PaypalPayment {
  /** The capture id: the reservation's transactionId. */
  transactionId: string;
  /** The payer's PayPal account id. */
  payerId: string | null;
}

/**
 * Takes the payment for a booking inside its transaction (DESIGN §5 "Payment"), or refuses it so that nothing is
 * booked: the order must be this user's and for the server's total before it is captured; the capture must be
 * COMPLETED for exactly that amount in USD, and its id not already hold a booking. Bookings with one order take
 * turns, and every one asks PayPal for the same capture, so a replayed booking never captures twice.
 */
export async function payWithPaypal(
  tx: Executor,
  paypal: PaypalClient,
  /** `customId`: whose order it must be — a user's (`paypalCustomIdOf`) or a sent quote's (`paypalQuoteCustomIdOf`). */
  payment: { orderId: string; totalCents: number; customId: string },
): Promise<PaypalPayment> {
  const { orderId, totalCents } = payment;
  if (!/^[A-Z0-9]{1,36}$/.test(orderId)) throw paymentError(PAYMENT_MESSAGES.unknownOrder);
  await queries.lockPaypalOrder(tx, orderId);

  let order = await paypal.getOrder(orderId);
  const unit = order.purchase_units?.[0];
  if (!unit || unit.custom_id !== payment.customId) throw paymentError(PAYMENT_MESSAGES.otherAccount);
  if (!sameMoney(unit.amount, totalCents))
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.orderAmount(paypalAmountText(unit.amount), totalCents));
  if (order.status === 'APPROVED') order = await capture(paypal, orderId);
  if (order.status === 'VOIDED') throw paymentError(PAYMENT_MESSAGES.voided);
  if (order.status !== 'COMPLETED') throw paymentError(PAYPAL_MESSAGES.notApproved);

  const captured = order.purchase_units?.[0]?.payments?.captures?.[0];
  if (!captured) throw new AppError('BAD_GATEWAY', PAYPAL_MESSAGES.unexpected(''));
  if (captured.status === 'DECLINED' || captured.status === 'FAILED') throw paymentError(PAYMENT_MESSAGES.declined);
  if (captured.status !== 'COMPLETED') throw new AppError('CONFLICT', PAYMENT_MESSAGES.pending(captured.id));
  if (!sameMoney(captured.amount, totalCents))
    throw new AppError(
      'BAD_GATEWAY',
      PAYMENT_MESSAGES.capturedOther(paypalAmountText(captured.amount), totalCents, captured.id),
    );
  if (await queries.isTransactionUsed(tx, captured.id)) throw new AppError('CONFLICT', PAYMENT_MESSAGES.used);
  return {
    transactionId: captured.id,
    payerId: order.payment_source?.paypal?.account_id ?? order.payer?.payer_id ?? null,
  };
}

/**
 * The booking's failure as the caller sees it: a capture id another booking took meanwhile (the unique index on
 * transaction_id, the last guard behind the order lock) is the same 409 as one found before.
 */
export function refuseUsedPayment(error: unknown): never {
  if (isUniqueViolation(error) && violatedConstraint(error) === 'reservations_transaction_id_key')
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.used);
  throw error;
}
