import {
  type BookingCustomer,
  businessDate,
  type Quote,
  type Reservation,
  toCents,
  type Trip,
  tripLocationsOf,
} from '@livery/domain';
import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { PaypalClient } from '../../../lib/paypal.js';
import { recordAudit } from '../../audit/index.js';
import { bookingConfirmationMail, bookingRequestMail, enqueueMail, notifyOffice } from '../../notifications/index.js';
import { bookingRequestNotice } from './booking-request-notice.js';
import {
  BOOKING_MESSAGES,
  customerTripUrl,
  customerValues,
  legValuesOf,
  loadReservation,
  reservationQueries as queries,
  writeCars,
} from '../core/index.js';
import { recordBookingCapture, sendPaymentReceipt } from '../payments/index.js';
import type { PaypalPayment } from '../paypal/index.js';
import type { QuoteSources } from '../quote/index.js';

/** What booking writes, once the trip is priced and paid for (or not): the same for a booking and an accepted quote. */
export interface BookingWrite {
  quote: Quote;
  trip: Trip;
  customer: BookingCustomer;
  customerId: number | null;
  /** Who booked it (the history's and the audit's actor) and whose trip it is to staff (`created_by_id`). */
  actorId: number;
  createdById: number | null;
  /** How it is booked: paid by PayPal (`paid`), unpaid, or sent as a request the office confirms (decision 055). */
  kind: 'paypal' | 'unpaid' | 'request';
  paid: PaypalPayment | null;
  /** The draft it proceeds from (it becomes the booking), if any. */
  draft: { id: number; version: number; createdById: number | null } | null;
  paypal: PaypalClient | null;
  /** Said first in each leg's history row ("Accepted quote Q4: "), when the booking came from somewhere. */
  origin?: string;
}

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
 * Writes a priced booking (DESIGN §5) inside the caller's transaction: the leg(s) with the quote's lines as their
 * breakdown, their cars and driver slots, the capture as a payment, the status history, the audit rows, the
 * customer's e-mail, the office's notice of a request and the capture's receipt.
 */
export async function writeBooking(
  tx: Executor,
  sources: Omit<QuoteSources, 'db'> & { publicUrl?: string },
  write: BookingWrite,
): Promise<{ booked: Reservation; returned: Reservation | null }> {
  const { quote, trip, customerId, paid, draft } = write;
  const status = paid ? 'created' : 'unpaid';
  const common = {
    ...customerValues(write),
    status,
    customerId,
    paymentType: paid ? 'paypal' : 'unpaid',
    paypalCustomerId: paid?.payerId ?? null,
    createdById: write.createdById,
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
    : await queries.insertReservation(tx, { ...common, ...outboundValues, transactionId: paid?.transactionId ?? null });
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
      actorId: write.actorId,
      paidOn: businessDate(sources.now(), sources.timeZone),
    });
  const how = paid
    ? 'Paid by PayPal'
    : write.kind === 'request'
      ? BOOKING_MESSAGES.requested
      : 'Booked without payment';
  for (const id of ids) {
    await queries.insertStatusChange(tx, {
      reservationId: id,
      fromStatus: draft && id === draft.id ? 'draft' : null,
      toStatus: status,
      actorId: write.actorId,
      reason: `${write.origin ?? ''}${how}${typedMiles(quote, id === outboundRow.id ? 0 : 1)}`,
    });
  }

  const booked = await loadReservation(tx, outboundRow.id);
  const returned = returnId === null ? null : await loadReservation(tx, returnId);
  for (const reservation of [booked, ...(returned ? [returned] : [])])
    await recordAudit(tx, {
      actorId: write.actorId,
      action: draft?.id === reservation.id ? 'update' : 'create',
      entity: 'reservation',
      entityId: reservation.id,
      ...(draft?.id === reservation.id ? { before: { id: draft.id, status: 'draft' } } : {}),
      after: reservation,
    });
  const tripUrl = customerTripUrl(sources.publicUrl, { id: booked.id, customerId });
  const isRequest = write.kind === 'request';
  const { email, name } = write.customer;
  // A request is not confirmed: its e-mail says what the screen says (issue 38, item 7).
  await enqueueMail(
    tx,
    isRequest
      ? bookingRequestMail(email, name, quote, [booked, returned], sources.timeZone, tripUrl)
      : bookingConfirmationMail(
          email,
          name,
          quote,
          [booked, returned],
          sources.timeZone,
          payOnlineUrlOf(sources.publicUrl, { paid: paid !== null, paypal: write.paypal, customerId, id: booked.id }),
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
  return { booked, returned };
}
