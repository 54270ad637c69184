import { z } from 'zod';
import { moneySchema } from './catalogue-rules.js';
import { isoDateTime, requiredText, wholeNumberSchema } from './common.js';
import { listQuerySchema } from './list-query.js';
import { quoteSchema } from './quote.js';
import { bookingCustomerSchema } from './reservation.js';
import { TRIP_TYPES, tripSchema } from './trip.js';

/**
 * Quotes the customer accepts (issue 39, decision 090). Staff send a priced trip to a customer by e-mail; the link
 * (`/quote/{token}`) opens it without an account, and Accept books it at the quoted price. People read "Quote"; the
 * code says "quote offer" so it is never taken for the price preview (`POST /reservations/quote`, `quoteReservation`).
 */

/** A quote's number as people read it (`Q12`), beside a trip's `A12`. */
export const quoteOfferNumber = (id: number) => `Q${id}`;

/** `Q12`, `q12` or `12` → 12; anything else → null (the list's search by number). */
export function quoteOfferIdOf(text: string): number | null {
  const match = /^\s*q?([1-9]\d{0,9})\s*$/i.exec(text);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}

/** Where a quote stands: sent and still open, accepted (a trip was booked from it), or past its date unaccepted. */
export const QUOTE_OFFER_STATUSES = ['sent', 'accepted', 'expired'] as const;
export type QuoteOfferStatus = (typeof QUOTE_OFFER_STATUSES)[number];
export const QUOTE_OFFER_STATUS_LABELS: Record<QuoteOfferStatus, string> = {
  sent: 'Sent',
  accepted: 'Accepted',
  expired: 'Expired',
};

/** How long a quote's link stays open, in days: the configuration's default, or what the sender chose. */
export const QUOTE_VALID_DAYS = { min: 1, max: 60, fallback: 7 } as const;

/**
 * What Accept does (the configuration's `quotes.acceptance`): `pay-online` pays the quoted total with PayPal (and,
 * while the server has no PayPal, sends it as a request the office confirms, as decision 055 does); `book-unpaid`
 * books it unpaid, to be paid as the office arranges.
 */
export const QUOTE_ACCEPTANCES = ['pay-online', 'book-unpaid'] as const;
export type QuoteAcceptance = (typeof QUOTE_ACCEPTANCES)[number];

/** How the customer's Accept books the trip now: the configuration's choice, once PayPal's presence is known. */
export const QUOTE_ACCEPT_MODES = ['paypal', 'unpaid', 'request'] as const;
export type QuoteAcceptMode = (typeof QUOTE_ACCEPT_MODES)[number];

export const QUOTE_OFFER_MESSAGES = {
  invalidLink:
    'This quote link is not valid. Check that the whole link from the e-mail was opened, or ask the office for a new quote.',
  alreadyAccepted: 'This quote was already accepted',
  expired: 'This quote has expired. Call the office for a new one.',
  payFirst: 'Pay with PayPal to accept this quote.',
  noPaymentHere: 'This quote is accepted without paying online: accept it without a PayPal order.',
  validDays: `Valid for must be a whole number of days from ${QUOTE_VALID_DAYS.min} to ${QUOTE_VALID_DAYS.max}`,
  status: `status must be one of: ${QUOTE_OFFER_STATUSES.join(', ')}`,
} as const;

/** The configuration's `quotes` section (decision 090). */
export const quotesConfigurationSchema = z.strictObject({
  validDays: wholeNumberSchema('Valid for', {
    min: QUOTE_VALID_DAYS.min,
    max: QUOTE_VALID_DAYS.max,
    message: QUOTE_OFFER_MESSAGES.validDays,
  }),
  acceptance: z.enum(QUOTE_ACCEPTANCES, { error: 'Choose pay online or book unpaid' }),
});
export type QuotesConfiguration = z.infer<typeof quotesConfigurationSchema>;

/**
 * `POST /quotes`: the trip as the wizard builds it, who it is for (step 3), how many days it stays open (else the
 * configuration's), and the total the sender saw: priced again by the server, a different total is a 409 with the new
 * breakdown, as a booking's is.
 */
export const sendQuoteOfferSchema = z.strictObject({
  trip: tripSchema,
  customer: bookingCustomerSchema,
  validDays: wholeNumberSchema('Valid for', {
    min: QUOTE_VALID_DAYS.min,
    max: QUOTE_VALID_DAYS.max,
    message: QUOTE_OFFER_MESSAGES.validDays,
  }).optional(),
  expectedTotal: moneySchema('The total you agreed to'),
});
export type SendQuoteOfferInput = z.input<typeof sendQuoteOfferSchema>;
export type SendQuoteOffer = z.output<typeof sendQuoteOfferSchema>;

/** A quote as staff read it in the list. */
export const quoteOfferSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  email: z.string(),
  tripType: z.enum(TRIP_TYPES),
  pickUpAt: isoDateTime,
  pickUpLocation: z.string(),
  dropOffLocation: z.string(),
  total: z.number(),
  status: z.enum(QUOTE_OFFER_STATUSES),
  sentAt: isoDateTime,
  expiresAt: isoDateTime,
  sentByName: z.string().nullable(),
  reservationId: z.number().int().nullable(),
  reservationNumber: z.string().nullable(),
});
export type QuoteOffer = z.infer<typeof quoteOfferSchema>;

/** What `POST /quotes` answers: the quote saved, and the link the customer was sent (shown to the sender once). */
export const sentQuoteOfferSchema = z.object({ quote: quoteOfferSchema, link: z.string() });
export type SentQuoteOffer = z.infer<typeof sentQuoteOfferSchema>;

/**
 * What the link shows its holder (no account): the trip, each leg's lines and the total as priced when sent, until
 * when it is open, how Accept books it now, and the office's number. Nothing of the sender's.
 */
export const openQuoteOfferSchema = z.object({
  number: z.string(),
  name: z.string(),
  status: z.enum(QUOTE_OFFER_STATUSES),
  expiresAt: isoDateTime,
  pickUpLocation: z.string(),
  dropOffLocation: z.string(),
  stops: z.array(z.string()),
  returnStops: z.array(z.string()),
  passengers: z.number().int(),
  quote: quoteSchema,
  acceptMode: z.enum(QUOTE_ACCEPT_MODES),
  officePhone: z.string(),
  /** Once accepted: the trip it became (`/trips/{id}`). */
  reservationId: z.number().int().nullable(),
  reservationNumber: z.string().nullable(),
});
export type OpenQuoteOffer = z.infer<typeof openQuoteOfferSchema>;

/** `POST /quotes/open/{token}/accept`: the PayPal order paid, when Accept pays online; nothing otherwise. */
export const acceptQuoteOfferSchema = z.strictObject({
  orderId: requiredText('PayPal order', 64).optional(),
});
export type AcceptQuoteOffer = z.infer<typeof acceptQuoteOfferSchema>;

/** What Accept answers: the trip booked, and whether it was sent as a request the office confirms. */
export const acceptedQuoteOfferSchema = z.object({
  reservationId: z.number().int(),
  reservationNumber: z.string(),
  requested: z.boolean(),
});
export type AcceptedQuoteOffer = z.infer<typeof acceptedQuoteOfferSchema>;

/**
 * A quote's link token in a path: 32 random bytes in base64url (43 characters). Anything else is the same 404 as an
 * unknown token, so a malformed link says nothing a wrong one would not.
 */
export const quoteOfferTokenParamsSchema = z.strictObject({ token: z.string().max(200) });

export const QUOTE_OFFER_SORT_FIELDS = ['id', 'name', 'pickUpAt', 'total', 'sentAt', 'expiresAt', 'status'] as const;

/** `GET /quotes`: paging, sort, search by customer (name, e-mail) or number, and one status. */
export const quoteOfferListQuerySchema = listQuerySchema(QUOTE_OFFER_SORT_FIELDS).extend({
  status: z.enum(QUOTE_OFFER_STATUSES, { error: QUOTE_OFFER_MESSAGES.status }).optional(),
});
export type QuoteOfferListQuery = z.infer<typeof quoteOfferListQuerySchema>;
