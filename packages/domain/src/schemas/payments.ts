import { z } from 'zod';
import { dateRangeMessage, isInDateRange, isIsoDate } from '../dates.js';
import { formatMoney, toCents } from '../money.js';
import { RECORD_PAYMENT_MESSAGES } from '../payment-rules.js';
import { moneySchema } from './catalogue-rules.js';
import { isoDateTime, versionSchema } from './common.js';

/**
 * Payments of a trip (issue 22, decision 051): what staff record (`POST /reservations/{id}/payments`), what PayPal
 * pays (at booking, or the balance paid online), and how the details list them.
 */

/** How a payment was made. `paypal` is recorded by Livery itself when PayPal captures; staff record the others. */
export const PAYMENT_METHODS = ['cash', 'card-terminal', 'check', 'invoice', 'other', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods a person records by hand: everything but PayPal, whose payments come with their capture. */
export const RECORDED_PAYMENT_METHODS = ['cash', 'card-terminal', 'check', 'invoice', 'other'] as const;
export type RecordedPaymentMethod = (typeof RECORDED_PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  'card-terminal': 'Card terminal',
  check: 'Check',
  invoice: 'Invoice',
  other: 'Other',
  paypal: 'PayPal',
};

/** A payment's reference (a check number, an invoice number, a terminal's receipt): at most this long. */
export const PAYMENT_REFERENCE_MAX = 200;

const methodSchema = z.enum(RECORDED_PAYMENT_METHODS, {
  error: `Method is one of ${RECORDED_PAYMENT_METHODS.join(', ')}`,
});

const paidOnSchema = z
  .string({ error: 'Paid on must be a date (YYYY-MM-DD)' })
  .refine(isIsoDate, 'Paid on must be a date (YYYY-MM-DD)')
  .refine(isInDateRange, dateRangeMessage('Paid on'));

const referenceSchema = z
  .string({ error: 'Reference must be text' })
  .trim()
  .max(PAYMENT_REFERENCE_MAX, `Reference must be at most ${PAYMENT_REFERENCE_MAX} characters`)
  .refine((value) => !value.includes('\u0000'), 'Reference must not hold a NUL character')
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** What a form may check beyond the shape: today's business date and the balance due it shows. */
export interface RecordPaymentLimits {
  /** Today in the business time zone: a payment is not dated later. */
  today?: string;
  /** The balance due the person sees: a payment is not more. */
  balanceDue?: number;
}

/**
 * `POST /reservations/{id}/payments`: a payment staff took (method, amount, the date it was paid, an optional
 * reference) at the trip's version. With `limits` (the dialog) it also refuses a date after today and an amount over
 * the balance due — the server checks both against the trip as it is (`paymentRefusal`).
 */
export function recordPaymentSchemaFor(limits: RecordPaymentLimits = {}) {
  const { today, balanceDue } = limits;
  return z.strictObject({
    method: methodSchema,
    amount: moneySchema('Amount')
      .refine((value) => value > 0, RECORD_PAYMENT_MESSAGES.notMoreThanZero)
      .refine(
        (value) => balanceDue === undefined || !(value > 0) || toCents(value) <= toCents(balanceDue),
        RECORD_PAYMENT_MESSAGES.moreThanDue(balanceDue ?? 0),
      ),
    paidOn: paidOnSchema.refine((value) => today === undefined || value <= today, RECORD_PAYMENT_MESSAGES.futureDate),
    reference: referenceSchema,
    version: versionSchema,
  });
}

export const recordPaymentSchema = recordPaymentSchemaFor();
export type RecordPaymentRequest = z.output<typeof recordPaymentSchema>;

/** A payment of a trip as the details list it (newest first). */
export const paymentSchema = z.object({
  id: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number(),
  /** The business date it was paid (`YYYY-MM-DD`). */
  paidOn: z.string(),
  reference: z.string().nullable(),
  /** PayPal's capture id, for a PayPal payment. */
  paypalCaptureId: z.string().nullable(),
  /** Who recorded it (for PayPal: who paid, or who booked). */
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  createdAt: isoDateTime,
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * `POST /reservations/{id}/payments/paypal/orders`: a PayPal order for the balance due. `expectedAmount`, when sent,
 * is the balance the payer sees: another balance now is a 409 saying what is due (someone recorded a payment, or
 * the trip changed), and no order is opened.
 */
export const payDueOrderSchema = z.strictObject({
  expectedAmount: moneySchema('The balance you saw').optional(),
});
export type PayDueOrderRequest = z.output<typeof payDueOrderSchema>;

/** `POST /reservations/{id}/payments/paypal/capture`: the approved order; captured once, however often sent. */
export const payDueCaptureSchema = z.strictObject({
  orderId: z
    .string({ error: 'orderId is the PayPal order to capture' })
    .regex(/^[A-Z0-9]{1,36}$/, 'orderId is the PayPal order to capture'),
});
export type PayDueCaptureRequest = z.output<typeof payDueCaptureSchema>;

/** The answer of a capture: what is left to pay and the trip's status now. */
export const payDueResultSchema = z.object({ balanceDue: z.number(), status: z.string() });
export type PayDueResult = z.infer<typeof payDueResultSchema>;

/** "Payment recorded: $50.00 (Check, ref. 1042)": a payment in the trip's history. */
export function paymentReason(payment: { method: PaymentMethod; amount: number; reference?: string | null }): string {
  const reference = payment.reference ? `, ref. ${payment.reference}` : '';
  return `Payment recorded: ${formatMoney(payment.amount)} (${PAYMENT_METHOD_LABELS[payment.method]}${reference})`;
}
