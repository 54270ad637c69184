import {
  balanceDue,
  changeRefusal,
  customerCancelDeadline,
  customerCancelRefusal,
  customerRefundCents,
  type CustomerTrip,
  formatMoney,
  fromCents,
  isOwner,
  legBreakdownSchema,
  mayChangeTrip,
  mayPayDue,
  paymentStatusRefusal,
  reservationNumber,
  type ReservationStatus,
  toCents,
  tripReader,
  type TripType,
} from '@livery/domain';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { PaypalClient } from '../../../lib/paypal.js';
import { forbidden } from '../../../lib/permission-checks.js';
import { type AuthUser } from '../../auth/index.js';
import { writtenPickUp } from '../../configurations/index.js';
import { enqueueMail, notifyOffice, reservationCancelledMail } from '../../mail/index.js';
import * as trips from './customer-trip-queries.js';
import { tripUrl } from '../core/index.js';
import { DETAILS_MESSAGES } from '../details/index.js';
import { refundOnCancel, writeMove, type RecordedRefund } from '../lifecycle/index.js';
import { detailsQueries as details } from '../details/index.js';
import { reservationQueries as queries } from '../core/index.js';

/**
 * The customer's own trip (issue 22, decision 052): `GET /reservations/{id}/trip`, the trip as its traveller reads it
 * with what they may do now, and `POST /reservations/{id}/customer-cancel`, their cancellation up to the customer
 * policy's cut-off, a PayPal payment refunded less the policy's fee, the office told.
 */

export const CUSTOMER_TRIP_MESSAGES = {
  cancelledReason: 'Cancelled by the customer',
  paypalUnavailable: (officeNumber: string) =>
    `Your payment cannot be refunded online just now, so your trip is still booked. Please call the office at ` +
    `${officeNumber} to cancel it.`,
  refundFailed: (officeNumber: string) =>
    `We could not refund your payment just now, so your trip is still booked. Please try again in a few minutes, ` +
    `or call the office at ${officeNumber}.`,
} as const;

/** What the trip page and the cancel need besides the database. */
export interface CustomerTripDeps {
  paypal: PaypalClient | null;
  /** PUBLIC_URL: the base of the links in e-mails. */
  publicUrl: string;
  timeZone: string;
  now: () => Date;
}

type Row = queries.ReservationRow;
type Policy = NonNullable<Awaited<ReturnType<typeof trips.findCustomerPolicy>>>;

/** The self rule (DESIGN §4): the trip's customer, or the account that booked it. */
async function policyOf(db: Executor): Promise<Policy> {
  const policy = await trips.findCustomerPolicy(db);
  if (!policy) throw AppError.notFound('The configuration');
  return policy;
}

/** The capture that paid for the leg at booking (the outbound's on a round trip): what the refund path refunds. */
async function bookingCaptureOf(db: Executor, row: Row): Promise<string | null> {
  const holder =
    row.transactionId || row.childOf === null ? row : ((await queries.findReservation(db, row.childOf))?.row ?? null);
  return holder?.paymentType === 'paypal' ? holder.transactionId : null;
}

/** What cancelling now would refund, in cents: the booking's PayPal payment of the leg less the policy's fee. */
async function refundCentsOf(db: Executor, row: Row, policy: Policy): Promise<number> {
  const captureId = await bookingCaptureOf(db, row);
  if (!captureId) return 0;
  return customerRefundCents(await trips.paypalPaidCentsOf(db, row.id, captureId), policy.cancelFeePercentage);
}

/** The leg's price lines as stored (addon lines last), labels and amounts only: no method text. */
function priceLinesOf(row: Row): CustomerTrip['priceLines'] {
  const parsed = legBreakdownSchema.safeParse(row.priceBreakdown);
  if (!parsed.success) return [];
  return (parsed.data.lines ?? []).map(({ label, amount }) => ({ label, amount }));
}

const addressesOf = (stops: unknown): string[] =>
  Array.isArray(stops)
    ? stops.flatMap((stop) => (typeof stop?.address === 'string' && stop.address ? [stop.address] : []))
    : [];

/** The trip as its traveller reads it, with what this person may do now. */
async function toCustomerTrip(db: Executor, deps: CustomerTripDeps, user: AuthUser, row: Row): Promise<CustomerTrip> {
  const now = deps.now();
  const policy = await policyOf(db);
  const linkedId = row.parentOf ?? row.childOf;
  // One after another: a transaction's queries share one connection.
  const [linked] = await details.findLegs(db, linkedId === null ? [] : [linkedId]);
  const cars = await trips.findTripCars(db, row.id);
  const refunded = await trips.refundedCentsOfLeg(db, row.id);
  const own = isOwner(row, user);
  const cancel = customerCancelRefusal(row, now, policy);
  const legs = [row, ...(linked ? [linked] : [])];
  const change = changeRefusal(legs, user, now);
  const mayChange = change === null && mayChangeTrip(row, user);
  const due = balanceDue(row);
  const mayPay = deps.paypal !== null && due > 0 && paymentStatusRefusal(row.status) === null && mayPayDue(row, user);
  return {
    id: row.id,
    number: reservationNumber(row.id),
    status: row.status as ReservationStatus,
    tripType: row.tripType as TripType,
    isReturn: row.childOf !== null,
    linkedLeg: linked
      ? {
          id: linked.id,
          number: reservationNumber(linked.id),
          status: linked.status,
          pickUpDateTime: linked.pickUpAt?.toISOString() ?? null,
        }
      : null,
    pickUpDateTime: row.pickUpAt?.toISOString() ?? null,
    pickUpLocation: row.pickUpLocation,
    dropOffLocation: row.dropOffLocation,
    stops: addressesOf(row.stops),
    miles: row.miles,
    passengerName: row.name,
    passengers: row.passengers,
    flightNumber: row.flightNumber,
    airline: row.airline,
    hotelName: row.hotelName,
    comments: row.comments,
    cars: cars.map((car) => ({ carName: car.carName, driverFirstName: car.driverFirstName })),
    priceLines: priceLinesOf(row),
    amount: row.amount,
    paidAmount: row.paidAmount,
    balanceDue: due,
    refunded: fromCents(refunded),
    officeNumber: policy.officeNumber,
    cancellation: {
      cutoffHours: policy.cancelCutoffHours,
      feePercentage: policy.cancelFeePercentage,
      deadline: row.pickUpAt ? customerCancelDeadline(row.pickUpAt, policy.cancelCutoffHours).toISOString() : null,
      refundNow: cancel === null ? fromCents(await refundCentsOf(db, row, policy)) : 0,
    },
    isYours: own,
    may: { pay: mayPay, change: mayChange, cancel: own && cancel === null },
    changeRefusal: change,
    cancelRefusal: own ? (cancel?.message ?? null) : null,
    version: row.version,
  };
}

/**
 * The leg, if this person may read it as its traveller: its customer or the account that booked it, or staff with
 * `reservations:details`. A draft, an unknown id and anyone else's trip are the same 404, so ids reveal nothing.
 */
async function readableLeg(db: Executor, user: AuthUser, id: number, lock: boolean): Promise<Row> {
  const row = lock
    ? await queries.findReservationForUpdate(db, id)
    : ((await queries.findReservation(db, id))?.row ?? null);
  if (!row || row.status === 'draft') throw new AppError('NOT_FOUND', DETAILS_MESSAGES.notFound);
  if (isOwner(row, user) || (!lock && tripReader(row, user, []) === 'staff')) return row;
  throw new AppError('NOT_FOUND', DETAILS_MESSAGES.notFound);
}

/** `GET /reservations/{id}/trip`. */
export async function getCustomerTrip(
  db: Database,
  deps: CustomerTripDeps,
  user: AuthUser,
  id: number,
): Promise<CustomerTrip> {
  return toCustomerTrip(db, deps, user, await readableLeg(db, user, id, false));
}

/**
 * The refund of a customer's cancellation through the staff's refund path (decision 043), its refusals said to the
 * customer: nothing was cancelled, and whom to call.
 */
async function refundForCustomer(
  tx: Executor,
  deps: CustomerTripDeps,
  user: AuthUser,
  row: Row,
  refundCents: number,
  policy: Policy,
): Promise<RecordedRefund | null> {
  if (refundCents === 0) return null;
  if (!deps.paypal) throw new AppError('CONFLICT', CUSTOMER_TRIP_MESSAGES.paypalUnavailable(policy.officeNumber));
  try {
    return await refundOnCancel(tx, deps.paypal, row, { kind: 'partial', amount: fromCents(refundCents) }, user.id);
  } catch (error) {
    // The refund path's messages are the office's ("cancel it without a refund"): the customer reads whom to call.
    if (!(error instanceof AppError)) throw error;
    const code = error.code === 'BAD_GATEWAY' ? 'BAD_GATEWAY' : 'CONFLICT';
    throw new AppError(code, CUSTOMER_TRIP_MESSAGES.refundFailed(policy.officeNumber));
  }
}

interface CancelMoney {
  /** What was paid for the leg before the cancellation, in cents, and of it by the booking's PayPal payment. */
  paidCents: number;
  paypalPaidCents: number;
  refundedCents: number;
  feePercentage: number;
}

/** What the office reads of a customer's cancellation: the trip, who cancelled, what was paid and given back. */
function officeNotice(deps: CustomerTripDeps, user: AuthUser, row: Row, money: CancelMoney) {
  const number = reservationNumber(row.id);
  const pickup = row.pickUpAt ? writtenPickUp(row.pickUpAt, deps.timeZone) : 'no pickup time';
  const feeCents = money.paypalPaidCents - money.refundedCents;
  const otherCents = money.paidCents - money.paypalPaidCents;
  const dollars = (cents: number) => formatMoney(fromCents(cents));
  const lines = [
    `Trip ${number} (${row.name ?? 'no passenger name'}) was cancelled online by ${user.email}.`,
    `Pickup ${pickup}, from ${row.pickUpLocation ?? '—'} to ${row.dropOffLocation ?? '—'}.`,
    `Paid before cancelling: ${dollars(money.paidCents)}.`,
    money.refundedCents > 0
      ? `Refunded to their PayPal account: ${dollars(money.refundedCents)}` +
        (feeCents > 0 ? ` (the ${money.feePercentage}% cancellation fee, ${dollars(feeCents)}, kept).` : '.')
      : 'Nothing was refunded online.',
    ...(otherCents > 0
      ? [
          `${dollars(otherCents)} was paid another way (cash, card, a payment after booking): refund what is owed ` +
            'by hand.',
        ]
      : []),
    ...(row.parentOf !== null || row.childOf !== null ? ['The other leg of the round trip is still booked.'] : []),
    `Details: ${deps.publicUrl.replace(/\/+$/, '')}/reservation/details/${row.id}`,
  ];
  return { subject: `Trip ${number} cancelled by the customer`, text: lines.join('\n') };
}

async function cancelOwnTrip(tx: Executor, deps: CustomerTripDeps, user: AuthUser, id: number, version: number) {
  // Locked until the transaction ends: a second cancel (a double click, another device) waits, then finds it done.
  const row = await readableLeg(tx, user, id, true);
  const policy = await policyOf(tx);
  // The status first (a second cancel reads "already cancelled"), then the cut-off, then the version read.
  const refusal = customerCancelRefusal(row, deps.now(), policy);
  if (refusal?.kind === 'status') throw new AppError('CONFLICT', refusal.message);
  if (refusal) throw forbidden(refusal.message);
  if (row.version !== version) throw AppError.staleVersion('reservation');

  const captureId = await bookingCaptureOf(tx, row);
  const paypalPaidCents = captureId ? await trips.paypalPaidCentsOf(tx, row.id, captureId) : 0;
  const refundCents = customerRefundCents(paypalPaidCents, policy.cancelFeePercentage);
  // Refunded first: a refund PayPal refuses cancels nothing.
  const refund = await refundForCustomer(tx, deps, user, row, refundCents, policy);
  const fee = fromCents(paypalPaidCents - refundCents);
  const audited = { byCustomer: true, feePercentage: policy.cancelFeePercentage, fee, ...(refund ? { refund } : {}) };
  const after = await writeMove(tx, user, row, 'cancelled', CUSTOMER_TRIP_MESSAGES.cancelledReason, audited);

  const summary = {
    number: reservationNumber(after.id),
    pickUpAt: after.pickUpAt,
    pickUpLocation: after.pickUpLocation,
    dropOffLocation: after.dropOffLocation,
  };
  if (after.email)
    await enqueueMail(
      tx,
      reservationCancelledMail(after.email, after.name ?? 'there', summary, {
        reason: null,
        refunded: refund?.amount ?? null,
        isRoundTripLeg: after.parentOf !== null || after.childOf !== null,
        url: tripUrl(deps.publicUrl, after.id),
        timeZone: deps.timeZone,
      }),
    );
  await notifyOffice(
    tx,
    officeNotice(deps, user, row, {
      paidCents: toCents(row.paidAmount),
      paypalPaidCents,
      refundedCents: refund ? toCents(refund.amount) : 0,
      feePercentage: policy.cancelFeePercentage,
    }),
  );
  return toCustomerTrip(tx, deps, user, after);
}

/**
 * `POST /reservations/{id}/customer-cancel`: the trip's own customer (or the account that booked it) cancels this leg
 * (a round trip's other leg stays booked) while `customerCancelRefusal` allows it, at the version they read. The
 * booking's PayPal payment of the leg is refunded less the policy's fee; the history, the audit trail, the
 * customer's e-mail and the office's notice are written with it, or nothing is.
 */
export const cancelCustomerTrip = (
  db: Database,
  deps: CustomerTripDeps,
  user: AuthUser,
  id: number,
  version: number,
): Promise<CustomerTrip> => db.transaction((tx) => cancelOwnTrip(tx, deps, user, id, version));
