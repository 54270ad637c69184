import { createHash } from 'node:crypto';
import {
  type BookingCustomer,
  type BookingRequest,
  type BookingResult,
  bookingWindowRefusal,
  businessDate,
  mayBookForAffiliate,
  mayBookForOthers,
  mayBookUnpaid,
  type Quote,
  toCents,
  tripLocationsOf,
} from '@livery/domain';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { PaypalClient } from '../../../lib/paypal.js';
import { forbidden } from '../../../lib/permission-checks.js';
import { recordAudit } from '../../audit/index.js';
import { type AuthUser } from '../../auth/index.js';
import { bookingConfirmationMail, bookingRequestMail, enqueueMail, notifyOffice } from '../../notifications/index.js';
import { userExists } from '../../people/index.js';
import { bookingRequestNotice } from './booking-request-notice.js';
import {
  BOOKING_MESSAGES,
  customerTripUrl,
  customerValues,
  legValuesOf,
  loadReservation,
  PriceChangedError,
  reservationQueries as queries,
  writeCars,
} from '../core/index.js';
import { openDraft } from '../drafts/index.js';
import { recordBookingCapture, sendPaymentReceipt } from '../payments/index.js';
import { payWithPaypal, refuseUsedPayment } from '../paypal/index.js';
import { QUOTE_MESSAGES, quoteTrip, type QuoteSources } from '../quote/index.js';

export type BookingAnswer = { statusCode: number; body: { data: BookingResult } };

/**
 * Who the trip is booked for: yourself, unless you may search users; an affiliate only with its permission. A
 * change of a booked trip (`kept`) may send back the customer and affiliate it already has without those
 * permissions; choosing others needs them.
 */
export async function checkCustomer(
  db: Executor,
  user: AuthUser,
  request: { customer: BookingCustomer },
  kept?: { customerId: number | null; affiliateId: number | null },
): Promise<number | null> {
  const { customerId, affiliateId } = request.customer;
  const mayChoose = mayBookForOthers(user);
  const isKept = (id: number | undefined, keptId: number | null | undefined) => kept !== undefined && id === keptId;
  if (customerId !== undefined && customerId !== user.id && !isKept(customerId, kept?.customerId)) {
    if (!mayChoose) throw forbidden(BOOKING_MESSAGES.forSomeoneElse);
    if (!(await userExists(db, customerId)))
      throw AppError.validation({ 'customer.customerId': BOOKING_MESSAGES.unknownCustomer });
  }
  if (affiliateId !== undefined && !isKept(affiliateId, kept?.affiliateId)) {
    if (!mayBookForAffiliate(user)) throw forbidden(BOOKING_MESSAGES.affiliate);
    if (!(await queries.affiliateExists(db, affiliateId)))
      throw AppError.validation({ 'customer.affiliateId': BOOKING_MESSAGES.unknownAffiliate });
  }
  // A change left without one keeps the trip's; staff booking a walk-in leave it empty; anyone else books for
  // themselves.
  if (customerId === undefined && kept) return kept.customerId;
  return customerId ?? (mayChoose ? null : user.id);
}

const hashOf = (request: BookingRequest) => createHash('sha256').update(JSON.stringify(request)).digest('base64url');

/**
 * The confirmation's "Pay online" link (decision 051): to the customer's trip page (`/trips/{id}`), for a trip booked
 * unpaid for a customer's account (whoever else receives the e-mail cannot open the page) while PayPal is available.
 */
function payOnlineUrlOf(
  publicUrl: string | undefined,
  trip: { paid: boolean; paypal: PaypalClient | null; customerId: number | null; id: number },
): string | null {
  if (!publicUrl || trip.paid || !trip.paypal || trip.customerId === null) return null;
  return `${publicUrl.replace(/\/+$/, '')}/trips/${trip.id}`;
}

/** A leg's miles typed by staff are an override (decision 059): its first history row says so. */
function typedMiles(quote: Quote, leg: number): string {
  const priced = quote.legs[leg];
  return priced?.milesPrecision === 'staff' ? ` · miles typed by staff: ${priced.miles}` : '';
}

/**
 * Books a trip (DESIGN §5): prices it again, refuses a total other than the one agreed to, and writes the leg(s),
 * their cars and driver slots, the status history, the audit rows and the confirmation e-mail in one transaction,
 * under the Idempotency-Key: the same key and request answer the same booking again.
 */
export async function book(
  db: Database,
  /** `publicUrl`: the base of the e-mail's "Pay online" link to the customer's trip page (decision 051). */
  sources: Omit<QuoteSources, 'db'> & { publicUrl?: string },
  user: AuthUser,
  idempotencyKey: string,
  request: BookingRequest,
  /** PayPal's client; null when the server has no PayPal credentials. */
  paypal: PaypalClient | null = null,
): Promise<BookingAnswer> {
  if (request.payment.kind === 'unpaid' && !mayBookUnpaid(user)) throw forbidden(BOOKING_MESSAGES.withoutPayment);
  if (request.payment.kind === 'paypal' && !paypal)
    throw AppError.validation({ payment: BOOKING_MESSAGES.paypalUnavailable }, BOOKING_MESSAGES.paypalUnavailable);
  // A request the office confirms, only while the server takes no payment online (decision 055): a customer is never
  // stuck, and never skips a payment that could be made.
  if (request.payment.kind === 'request' && paypal)
    throw AppError.validation({ payment: BOOKING_MESSAGES.requestWhilePaypal }, BOOKING_MESSAGES.requestWhilePaypal);

  const scope = `user:${user.id}`;
  const booking = db.transaction(async (tx) => {
    const claim = await queries.claimIdempotencyKey(tx, scope, idempotencyKey, hashOf(request));
    if (claim.kind === 'other-request') throw new AppError('CONFLICT', BOOKING_MESSAGES.keyReused);
    if (claim.kind === 'replay') return { statusCode: claim.statusCode, body: claim.response as BookingAnswer['body'] };

    // Proceeding a draft: it becomes the booking, keeping its id and number.
    const draft = request.draftId === undefined ? null : await openDraft(tx, user, request.draftId, true);
    const customerId = await checkCustomer(tx, user, request);
    const quote = await quoteTrip({ ...sources, db: tx }, user, request.trip, { customerId });
    const [outbound] = quote.legs;
    if (!outbound) throw new Error('a quote without an outbound leg');
    const tooSoon = bookingWindowRefusal(user, new Date(outbound.pickUpAt), sources.now());
    if (tooSoon) throw forbidden(tooSoon);
    if (toCents(quote.total) !== toCents(request.expectedTotal)) throw new PriceChangedError(quote);

    // PayPal (decision 040): captured now, or refused and nothing is booked. The capture pays for the whole trip:
    // its id is the outbound's transactionId (unique), the payer is on both legs.
    const paid =
      request.payment.kind === 'paypal' && paypal
        ? await payWithPaypal(tx, paypal, {
            orderId: request.payment.orderId,
            totalCents: toCents(quote.total),
            userId: user.id,
          })
        : null;
    const status = paid ? 'created' : 'unpaid';
    const { trip } = request;
    const common = {
      ...customerValues(request),
      status,
      customerId,
      paymentType: paid ? 'paypal' : 'unpaid',
      paypalCustomerId: paid?.payerId ?? null,
      createdById: user.id,
    };
    const [outboundValues, returnValues] = legValuesOf(quote, trip);
    if (customerId !== null) await sources.rememberAddresses(tx, customerId, tripLocationsOf(trip));
    const outboundRow = draft
      ? await queries.updateReservationAt(tx, draft.id, draft.version, {
          ...common,
          ...outboundValues,
          createdById: draft.createdById,
          draftState: null,
          transactionId: paid?.transactionId ?? null,
        })
      : await queries.insertReservation(tx, {
          ...common,
          ...outboundValues,
          transactionId: paid?.transactionId ?? null,
        });
    if (!outboundRow) throw AppError.staleVersion('draft');
    let returnId: number | null = null;
    if (returnValues) {
      const returnRow = await queries.insertReservation(tx, { ...common, ...returnValues, childOf: outboundRow.id });
      returnId = returnRow.id;
      await queries.linkRoundTrip(tx, outboundRow.id, returnRow.id);
    }

    const ids = [outboundRow.id, ...(returnId === null ? [] : [returnId])];
    await writeCars(tx, ids, quote);
    // The capture is recorded as a payment of each leg it paid for, its price as booked (decision 051).
    if (paid)
      await recordBookingCapture(tx, {
        legs: ids.map((id, i) => ({ id, amount: quote.legs[i]?.total ?? null })),
        captureId: paid.transactionId,
        actorId: user.id,
        paidOn: businessDate(sources.now(), sources.timeZone),
      });
    for (const id of ids) {
      await queries.insertStatusChange(tx, {
        reservationId: id,
        fromStatus: draft && id === draft.id ? 'draft' : null,
        toStatus: status,
        actorId: user.id,
        reason: `${
          paid
            ? 'Paid by PayPal'
            : request.payment.kind === 'request'
              ? BOOKING_MESSAGES.requested
              : 'Booked without payment'
        }${typedMiles(quote, id === outboundRow.id ? 0 : 1)}`,
      });
    }

    const booked = await loadReservation(tx, outboundRow.id);
    const returned = returnId === null ? null : await loadReservation(tx, returnId);
    for (const reservation of [booked, ...(returned ? [returned] : [])])
      await recordAudit(tx, {
        actorId: user.id,
        action: draft?.id === reservation.id ? 'update' : 'create',
        entity: 'reservation',
        entityId: reservation.id,
        ...(draft?.id === reservation.id ? { before: { id: draft.id, status: 'draft' } } : {}),
        after: reservation,
      });
    const tripUrl = customerTripUrl(sources.publicUrl, { id: booked.id, customerId });
    const isRequest = request.payment.kind === 'request';
    // A request is not confirmed: its e-mail says what the screen says (issue 38, item 7).
    await enqueueMail(
      tx,
      isRequest
        ? bookingRequestMail(
            request.customer.email,
            request.customer.name,
            quote,
            [booked, returned],
            sources.timeZone,
            tripUrl,
          )
        : bookingConfirmationMail(
            request.customer.email,
            request.customer.name,
            quote,
            [booked, returned],
            sources.timeZone,
            payOnlineUrlOf(sources.publicUrl, { paid: paid !== null, paypal, customerId, id: booked.id }),
            tripUrl,
          ),
    );

    if (isRequest)
      await notifyOffice(tx, bookingRequestNotice(booked, returned, quote, sources.timeZone, sources.publicUrl));

    // The capture's receipt (decision 079): one for the payment, naming each leg it paid for.
    if (paid)
      await sendPaymentReceipt(tx, sources, {
        legIds: ids,
        amountCents: toCents(quote.total),
        method: 'paypal',
        paidOn: businessDate(sources.now(), sources.timeZone),
      });

    const hoursWarning = [
      ...quote.warnings.filter((w) => w !== QUOTE_MESSAGES.within6Hours),
      ...(isRequest ? [BOOKING_MESSAGES.requestSent] : []),
    ];
    const answer: BookingAnswer = {
      statusCode: 201,
      body: {
        data: {
          reservation: booked,
          returnReservation: returned,
          warnings: hoursWarning,
          ...(isRequest ? { requested: true } : {}),
        },
      },
    };
    await queries.storeIdempotentAnswer(tx, scope, idempotencyKey, answer.statusCode, answer.body);
    return answer;
  });
  return booking.catch(refuseUsedPayment);
}
