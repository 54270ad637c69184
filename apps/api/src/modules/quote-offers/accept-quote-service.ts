import {
  type AcceptedQuoteOffer,
  type AcceptQuoteOffer,
  type OpenQuoteOffer,
  type PaypalOrder,
  QUOTE_OFFER_MESSAGES,
  type QuoteAcceptMode,
  quoteOfferNumber,
  reservationNumber,
  toCents,
} from '@livery/domain';
import type { Database, Executor } from '../../db/client.js';
import { guardUnique } from '../../db/writes.js';
import { AppError } from '../../lib/app-error.js';
import { hashOneTimeToken } from '../../lib/one-time-tokens.js';
import type { PaypalClient } from '../../lib/paypal.js';
import { recordAudit } from '../audit/index.js';
import { issueLinkToken, linkUrl } from '../auth/index.js';
import { findQuoteSettings } from '../configurations/index.js';
import { enqueueMail, setPasswordMail } from '../notifications/index.js';
import { addUserRole, findRoleIdByName, findUserByEmail, insertUser } from '../people/index.js';
import { bookQuoted, createQuotePaypalOrder, type QuoteSources, refuseUsedPayment } from '../reservations/index.js';
import * as queries from './quote-offers-queries.js';
import { statusOf } from './send-quote-service.js';

/** A link that opens no quote: one 404 whatever was wrong with it, so it tells nothing of what exists. */
const invalidLink = () => new AppError('NOT_FOUND', QUOTE_OFFER_MESSAGES.invalidLink);

/** The hash of a link's token, or null for text that is not one (a wrong length or alphabet): the same 404. */
const hashOf = (token: string) => (/^[A-Za-z0-9_-]{43}$/.test(token) ? hashOneTimeToken(token) : null);

/**
 * How Accept books, from the configuration and PayPal's presence: paying online when the office asks for it and the
 * server can take it, sent as a request the office confirms when it cannot (decision 055), else booked unpaid.
 */
export function acceptModeOf(acceptance: 'pay-online' | 'book-unpaid', paypal: PaypalClient | null): QuoteAcceptMode {
  if (acceptance === 'book-unpaid') return 'unpaid';
  return paypal ? 'paypal' : 'request';
}

async function rowOfToken(db: Executor, token: string, lock = false): Promise<queries.QuoteOfferRow> {
  const hash = hashOf(token);
  const row =
    hash === null ? null : await (lock ? queries.lockByTokenHash(db, hash) : queries.findByTokenHash(db, hash));
  if (!row) throw invalidLink();
  return row;
}

/** What the link shows its holder: the trip and its lines as quoted, its state, and how Accept books it now. */
export async function openQuoteOffer(
  db: Database,
  paypal: PaypalClient | null,
  token: string,
  now: Date,
): Promise<OpenQuoteOffer> {
  const row = await rowOfToken(db, token);
  const settings = await findQuoteSettings(db);
  const { trip } = row;
  return {
    number: quoteOfferNumber(row.id),
    name: row.name,
    status: statusOf(row, now),
    expiresAt: row.expiresAt.toISOString(),
    pickUpLocation: row.pickUpLocation,
    dropOffLocation: row.dropOffLocation,
    stops: trip.stops.map((s) => s.address),
    returnStops: trip.returnTrip?.stops.map((s) => s.address) ?? [],
    passengers: trip.passengers,
    quote: row.quote,
    acceptMode: acceptModeOf(settings.acceptance, paypal),
    officePhone: settings.officePhone,
    reservationId: row.acceptedReservationId,
    reservationNumber: row.acceptedReservationId === null ? null : reservationNumber(row.acceptedReservationId),
  };
}

/** Refuses Accept of a quote a trip already took (naming the trip) or past its date (with the office's number). */
function refuseClosed(row: queries.QuoteOfferRow, now: Date, officePhone: string): void {
  if (row.acceptedReservationId !== null)
    throw new AppError(
      'CONFLICT',
      `${QUOTE_OFFER_MESSAGES.alreadyAccepted}: it is trip ${reservationNumber(row.acceptedReservationId)}.`,
    );
  if (statusOf(row, now) === 'expired')
    throw new AppError(
      'CONFLICT',
      officePhone
        ? `${QUOTE_OFFER_MESSAGES.expired.replace('the office', `the office at ${officePhone}`)}`
        : QUOTE_OFFER_MESSAGES.expired,
    );
}

/**
 * The customer's account for the trip: the one the quote names, else the account with its e-mail, else a new
 * customer account made as staff make one (the customer role, a set-password link by e-mail).
 */
async function customerOf(tx: Executor, publicUrl: string, row: queries.QuoteOfferRow): Promise<number> {
  if (row.customerId !== null) return row.customerId;
  const found = await findUserByEmail(tx, row.email);
  if (found) return found.id;
  const [firstName, ...rest] = row.name.split(/\s+/);
  const created = await guardUnique(
    () =>
      insertUser(tx, {
        firstName: firstName || row.name,
        lastName: rest.join(' ') || null,
        email: row.email,
        phoneNumber: row.customer.phoneNumber,
      }),
    () => new AppError('CONFLICT', 'An account with this e-mail was just made. Open the quote again.'),
  );
  const role = await findRoleIdByName(tx, 'customer');
  if (role) await addUserRole(tx, created.id, role.id);
  const { passwordHash: _omit, ...after } = created;
  await recordAudit(tx, { actorId: null, action: 'create', entity: 'user', entityId: created.id, after });
  const token = await issueLinkToken(tx, created.id, 'set-password');
  await enqueueMail(tx, setPasswordMail(created.email, created.firstName, linkUrl(publicUrl, 'set-password', token)));
  return created.id;
}

/**
 * Accept (issue 39, decision 090): in one transaction, the quote locked (a second Accept waits for the first), refused
 * if taken or expired, the customer's account found or made, the trip booked at the quoted price (paid by the order
 * made for this quote when Accept pays online), and the quote marked taken by a conditional update — so two Accepts,
 * from any number of processes, book one trip and the other is a 409 naming it.
 */
export async function acceptQuoteOffer(
  db: Database,
  sources: Omit<QuoteSources, 'db'> & { publicUrl: string },
  paypal: PaypalClient | null,
  token: string,
  input: AcceptQuoteOffer,
): Promise<AcceptedQuoteOffer> {
  const accepted = db.transaction(async (tx) => {
    const row = await rowOfToken(tx, token, true);
    const settings = await findQuoteSettings(tx);
    refuseClosed(row, sources.now(), settings.officePhone);
    const mode = acceptModeOf(settings.acceptance, paypal);
    if (mode === 'paypal' && !input.orderId)
      throw AppError.validation({ orderId: QUOTE_OFFER_MESSAGES.payFirst }, QUOTE_OFFER_MESSAGES.payFirst);
    if (mode !== 'paypal' && input.orderId)
      throw AppError.validation({ orderId: QUOTE_OFFER_MESSAGES.noPaymentHere }, QUOTE_OFFER_MESSAGES.noPaymentHere);
    const customerId = await customerOf(tx, sources.publicUrl, row);
    const { booked } = await bookQuoted(tx, sources, paypal, {
      quoteOfferId: row.id,
      quoteOfferNumber: quoteOfferNumber(row.id),
      quote: row.quote,
      trip: row.trip,
      customer: row.customer,
      customerId,
      sentById: row.sentById,
      mode,
      orderId: input.orderId,
    });
    if (!(await queries.markAccepted(tx, row.id, booked.id)))
      throw new AppError('CONFLICT', `${QUOTE_OFFER_MESSAGES.alreadyAccepted}.`);
    await recordAudit(tx, {
      actorId: customerId,
      action: 'update',
      entity: 'quote',
      entityId: row.id,
      before: { status: 'sent' },
      after: { status: 'accepted', reservationId: booked.id },
    });
    return { reservationId: booked.id, reservationNumber: booked.number, requested: mode === 'request' };
  });
  return accepted.catch(refuseUsedPayment);
}

/** A PayPal order at the quoted total, for a quote still open whose Accept pays online. */
export async function quoteOfferPaypalOrder(
  db: Database,
  paypal: PaypalClient | null,
  token: string,
  now: Date,
): Promise<PaypalOrder> {
  const row = await rowOfToken(db, token);
  const settings = await findQuoteSettings(db);
  refuseClosed(row, now, settings.officePhone);
  return createQuotePaypalOrder(paypal, { quoteOfferId: row.id, totalCents: toCents(row.total), trip: row.trip });
}
