import {
  formatBusinessDateTime,
  type QuoteOffer,
  quoteOfferNumber,
  type QuoteOfferListQuery,
  type QuoteOfferStatus,
  type SendQuoteOffer,
  type SentQuoteOffer,
  toCents,
  TRIP_TYPES,
  oneOf,
} from '@livery/domain';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { businessTimeFormat } from '../../lib/business-clock.js';
import { newOneTimeToken } from '../../lib/one-time-tokens.js';
import { recordAudit } from '../audit/index.js';
import { type AuthUser, fullName } from '../auth/index.js';
import { findQuoteSettings } from '../configurations/index.js';
import { enqueueMail, quoteOfferMail } from '../notifications/index.js';
import { findPeople } from '../people/index.js';
import { checkCustomer, PriceChangedError, quoteTrip, type QuoteSources } from '../reservations/index.js';
import * as queries from './quote-offers-queries.js';

const DAY_MS = 86_400_000;

/** The page a quote's link opens (the web's `/quote/{token}`). */
export const quoteOfferUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/quote/${token}`;

/** Sent, accepted, or expired by now (accepted wins: a trip was booked from it). */
export function statusOf(
  row: Pick<queries.QuoteOfferRow, 'acceptedReservationId' | 'expiresAt'>,
  now: Date,
): QuoteOfferStatus {
  if (row.acceptedReservationId !== null) return 'accepted';
  return row.expiresAt.getTime() > now.getTime() ? 'sent' : 'expired';
}

export function toQuoteOffer(row: queries.QuoteOfferRow, sentByName: string | null, now: Date): QuoteOffer {
  return {
    id: row.id,
    number: quoteOfferNumber(row.id),
    name: row.name,
    email: row.email,
    tripType: oneOf(TRIP_TYPES, row.tripType, 'A trip type'),
    pickUpAt: row.pickUpAt.toISOString(),
    pickUpLocation: row.pickUpLocation,
    dropOffLocation: row.dropOffLocation,
    total: row.total,
    status: statusOf(row, now),
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    sentByName,
    reservationId: row.acceptedReservationId,
    reservationNumber: row.acceptedReservationId === null ? null : `A${row.acceptedReservationId}`,
  };
}

/** Rows as the list answers them, with who sent each (one read of the senders per page). */
export async function toQuoteOffers(db: Executor, rows: queries.QuoteOfferRow[], now: Date): Promise<QuoteOffer[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.sentById === null ? [] : [r.sentById])))];
  const names = new Map((await findPeople(db, ids)).map((p) => [p.id, fullName(p)]));
  return rows.map((row) => toQuoteOffer(row, row.sentById === null ? null : (names.get(row.sentById) ?? null), now));
}

/**
 * Sends a quote (issue 39, decision 090): the trip priced as a booking prices it (`quoteTrip`, the same refusals and
 * the same 409 when the total is not the one the sender saw), who it is for checked as a booking checks it, then the
 * quote saved with its lines and total and the customer's e-mail queued, in one transaction. Open for the days asked
 * (else the configuration's), and never past the pickup. Only the link token's hash is kept.
 */
export async function sendQuoteOffer(
  db: Database,
  sources: Omit<QuoteSources, 'db'>,
  publicUrl: string,
  user: AuthUser,
  input: SendQuoteOffer,
): Promise<SentQuoteOffer> {
  return db.transaction(async (tx) => {
    const customerId = await checkCustomer(tx, user, input);
    const quote = await quoteTrip({ ...sources, db: tx }, user, input.trip, { customerId });
    if (toCents(quote.total) !== toCents(input.expectedTotal)) throw new PriceChangedError(quote);
    const [outbound] = quote.legs;
    if (!outbound) throw new Error('a quote without an outbound leg');

    const settings = await findQuoteSettings(tx);
    const now = sources.now();
    const pickUpAt = new Date(outbound.pickUpAt);
    const days = input.validDays ?? settings.validDays;
    const expiresAt = new Date(Math.min(now.getTime() + days * DAY_MS, pickUpAt.getTime()));
    const { token, hash } = newOneTimeToken();
    const row = await queries.insertQuoteOffer(tx, {
      tokenHash: hash,
      name: input.customer.name,
      email: input.customer.email,
      customerId,
      tripType: input.trip.tripType,
      pickUpAt,
      pickUpLocation: input.trip.pickUp.address,
      dropOffLocation: input.trip.dropOff.address,
      total: quote.total,
      trip: input.trip,
      customer: input.customer,
      quote,
      expiresAt,
      sentById: user.id,
      createdAt: now,
    });
    const offer = toQuoteOffer(row, null, now);
    await recordAudit(tx, { actorId: user.id, action: 'create', entity: 'quote', entityId: row.id, after: offer });
    const url = quoteOfferUrl(publicUrl, token);
    const validUntil = formatBusinessDateTime(expiresAt, {
      timeZone: sources.timeZone,
      timeFormat: businessTimeFormat(),
    });
    await enqueueMail(
      tx,
      quoteOfferMail(
        { to: row.email, name: row.name, number: offer.number, url, validUntil },
        quote,
        { pickUpLocation: row.pickUpLocation, dropOffLocation: row.dropOffLocation },
        sources.timeZone,
      ),
    );
    return { quote: offer, link: url };
  });
}

export async function listQuoteOffers(db: Database, query: QuoteOfferListQuery, now: Date) {
  const { rows, ...page } = await queries.listQuoteOffers(db, query);
  return { dataItems: await toQuoteOffers(db, rows, now), ...page };
}

/** One quote, for staff; an unknown id is a 404. */
export async function getQuoteOffer(db: Database, id: number, now: Date): Promise<QuoteOffer> {
  const row = await queries.findQuoteOffer(db, id);
  if (!row) throw AppError.notFound('This quote');
  const [offer] = await toQuoteOffers(db, [row], now);
  if (!offer) throw AppError.notFound('This quote');
  return offer;
}
