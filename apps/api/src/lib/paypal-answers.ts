import { centsToDecimal, decimalToCents } from '@livery/domain';
import { z } from 'zod';
import { AppError } from './app-error.js';

/** What PayPal answers (its bodies, checked with zod), its errors as ours, and money in PayPal's text form. */
const moneySchema = z.object({ currency_code: z.string(), value: z.string() });
export const captureSchema = z.object({ id: z.string(), status: z.string(), amount: moneySchema.optional() });
export const orderSchema = z.object({
  id: z.string(),
  status: z.string(),
  intent: z.string().optional(),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        custom_id: z.string().optional(),
        amount: moneySchema.optional(),
        payments: z.object({ captures: z.array(captureSchema).optional() }).optional(),
      }),
    )
    .optional(),
  // `payer` is deprecated in favour of `payment_source.paypal`; PayPal still sends both.
  payer: z.object({ payer_id: z.string().optional() }).optional(),
  payment_source: z.object({ paypal: z.object({ account_id: z.string().optional() }).optional() }).optional(),
});
export type PaypalOrderDetails = z.infer<typeof orderSchema>;
export type PaypalCaptureDetails = z.infer<typeof captureSchema>;
/** A refund of a capture (Payments v2): COMPLETED, PENDING (PayPal processes it), FAILED or CANCELLED. */
export const refundSchema = z.object({ id: z.string(), status: z.string(), amount: moneySchema.optional() });
export type PaypalRefundDetails = z.infer<typeof refundSchema>;

export const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

/**
 * OAuth's `{error, error_description}` or the REST APIs' `{name, message, details[], debug_id}`, read leniently: a
 * field of another type is left out, and a body that is no object reads as empty.
 */
const errorText = z.string().optional().catch(undefined);
const errorIssues = z
  .array(z.object({ issue: errorText, description: errorText }))
  .optional()
  .catch(undefined);
export const paypalErrorBody = z
  .object({ name: errorText, details: errorIssues, issues: errorIssues, debug_id: errorText, error: errorText })
  .catch({});

/** PayPal order and capture ids are upper-case letters and digits, 1–36 long: anything else never reaches a URL. */
export const ORDER_ID = /^[A-Z0-9]{1,36}$/;

/**
 * What a failed PayPal call left undone, and what to do again. A booking's failure books nothing; paying what is due
 * on a trip leaves the trip as it was (issue 38): the same failures, said of what the person was doing.
 */
export interface PaypalOutcome {
  nothingDone: string;
  again: string;
}

export const BOOKING_OUTCOME: PaypalOutcome = { nothingDone: 'Nothing was booked', again: 'book again' };
export const PAY_DUE_OUTCOME: PaypalOutcome = {
  nothingDone: 'The payment did not go through and your trip is unchanged',
  again: 'pay again',
};

/** PayPal's failures in the words of one outcome. */
export const paypalMessages = ({ nothingDone, again }: PaypalOutcome) =>
  ({
    timeout: `PayPal did not answer in time. ${nothingDone}; please try again in a moment.`,
    unreachable: `PayPal could not be reached. ${nothingDone}; please try again in a few minutes.`,
    down: (ref: string) => `PayPal answered with an error${ref}. ${nothingDone}; please try again in a few minutes.`,
    busy: `PayPal is busy. ${nothingDone}; please try again in a minute.`,
    credentials:
      `PayPal refused this server’s credentials. ${nothingDone}; the administrator should check ` +
      'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET.',
    unexpected: (ref: string) =>
      `PayPal answered something unexpected${ref}. ${nothingDone}; please try again or call the office.`,
    refusedRequest: (what: string, ref: string) =>
      `PayPal refused the request (${what})${ref}. ${nothingDone}; please call the office.`,
    notFound: 'PayPal does not know this payment. Please pay with PayPal again.',
    notApproved: `The payment was not approved in PayPal yet. Approve it in the PayPal window, then ${again}.`,
    alreadyCaptured: 'This PayPal payment was already taken.',
    declined: 'PayPal declined this payment method. Choose another one in PayPal and try again.',
    refused: (why: string) => `PayPal refused this payment: ${why}. ${nothingDone}.`,
    unknownCapture: 'This trip’s PayPal transaction id is not one PayPal could know. Refund it in PayPal directly.',
  }) as const;
export type PaypalMessages = ReturnType<typeof paypalMessages>;

/** A booking's words: the client's errors say these unless restated (`PaypalError.restated`). */
export const PAYPAL_MESSAGES = paypalMessages(BOOKING_OUTCOME);
/** Paying what is due on a booked trip: the trip exists, and stays as it was. */
export const PAY_DUE_PAYPAL_MESSAGES = paypalMessages(PAY_DUE_OUTCOME);

/** A failure's sentence, picked from the messages of whichever outcome it is said in. */
type Saying = (messages: PaypalMessages) => string;
const textOf = (message: string | Saying) => (typeof message === 'string' ? message : message(PAYPAL_MESSAGES));

/** A failed call to PayPal, with what PayPal said (its issue code and debug id) for the caller and the log. */
export class PaypalError extends AppError {
  private readonly saying: Saying | null;

  constructor(
    code: 'VALIDATION' | 'CONFLICT' | 'BAD_GATEWAY',
    message: string | Saying,
    readonly paypal: { status: number | null; issue?: string | undefined; debugId?: string | undefined },
  ) {
    super(code, textOf(message), code === 'VALIDATION' ? { payment: textOf(message) } : undefined);
    this.name = 'PaypalError';
    this.saying = typeof message === 'string' ? null : message;
  }

  /** The same failure said in another outcome's words (a message of its own stays as it is). */
  restated(messages: PaypalMessages): PaypalError {
    const { saying } = this;
    if (!saying) return this;
    const code = this.code === 'VALIDATION' || this.code === 'CONFLICT' ? this.code : 'BAD_GATEWAY';
    return new PaypalError(code, saying(messages), this.paypal);
  }
}

/** The 422 issues a payer can act on (Orders v2 capture), by PayPal's issue code. */
const PAYER_ISSUES: Record<string, Saying> = {
  ORDER_NOT_APPROVED: (m) => m.notApproved,
  INSTRUMENT_DECLINED: (m) => m.declined,
  PAYER_ACTION_REQUIRED: (m) => m.notApproved,
};

export function errorOf(status: number, body: unknown): PaypalError {
  const b = paypalErrorBody.parse(body);
  const detail = b.details?.[0] ?? b.issues?.[0];
  const issue = detail?.issue ?? b.error ?? b.name;
  const debugId = b.debug_id;
  const ref = debugId ? ` (PayPal debug id ${debugId})` : ` (HTTP ${status})`;
  const fail = (code: 'VALIDATION' | 'CONFLICT' | 'BAD_GATEWAY', message: Saying) =>
    new PaypalError(code, message, { status, issue, debugId });
  const payerIssue = status === 422 && issue ? PAYER_ISSUES[issue] : undefined;
  if (status === 401 || status === 403) return fail('BAD_GATEWAY', (m) => m.credentials);
  if (status === 404) return fail('VALIDATION', (m) => m.notFound);
  if (status === 422 && issue === 'ORDER_ALREADY_CAPTURED') return fail('CONFLICT', (m) => m.alreadyCaptured);
  if (payerIssue) return fail('VALIDATION', payerIssue);
  if (status === 422) return fail('VALIDATION', (m) => m.refused(detail?.description ?? issue ?? 'no reason given'));
  if (status === 429) return fail('BAD_GATEWAY', (m) => m.busy);
  if (status >= 500) return fail('BAD_GATEWAY', (m) => m.down(ref));
  // 400, 409, 415: PayPal found our request wrong; nothing the person can change.
  return fail('BAD_GATEWAY', (m) => m.refusedRequest(issue ?? `HTTP ${status}`, debugId ? ref : ''));
}

/** 1250 → "12.50": PayPal's amount value, two decimals for USD (the domain's money rule). */
export function centsToPaypalValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`${cents} is not a number of cents`);
  return centsToDecimal(cents);
}

/** "12.50" (or "12.5", "12") → 1250; null for anything that is not a plain non-negative decimal of ≤ 2 places. */
export function paypalValueToCents(value: string): number | null {
  const cents = decimalToCents(value);
  return cents === null || value.startsWith('-') ? null : cents;
}
