import { createHash } from 'node:crypto';
import {
  type BookingCustomer,
  type BookingRequest,
  type BookingResult,
  bookingWindowRefusal,
  mayBookForAffiliate,
  mayBookForOthers,
  mayBookUnpaid,
  toCents,
} from '@livery/domain';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { PaypalClient } from '../../../lib/paypal.js';
import { forbidden } from '../../../lib/permission-checks.js';
import { type AuthUser } from '../../auth/index.js';
import { userExists } from '../../people/index.js';
import { BOOKING_MESSAGES, PriceChangedError, reservationQueries as queries } from '../core/index.js';
import { openDraft } from '../drafts/index.js';
import { paypalCustomIdOf, payWithPaypal, refuseUsedPayment } from '../paypal/index.js';
import { writeBooking } from './booking-writes.js';
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
            customId: paypalCustomIdOf(user.id),
          })
        : null;
    const { booked, returned } = await writeBooking(tx, sources, {
      quote,
      trip: request.trip,
      customer: request.customer,
      customerId,
      actorId: user.id,
      createdById: user.id,
      kind: request.payment.kind,
      paid,
      draft,
      paypal,
    });
    const isRequest = request.payment.kind === 'request';

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
