import {
  TRIP_TYPES,
  RESERVATION_STATUSES,
  oneOf,
  balanceDue,
  changeRefusal,
  customerCancelDeadline,
  customerCancelRefusal,
  customerRefundPlan,
  type CustomerRefundPlan,
  type CustomerTrip,
  fromCents,
  isOwner,
  legBreakdownSchema,
  mayChangeTrip,
  mayPayDue,
  paymentStatusRefusal,
  reservationNumber,
  tripReader,
} from '@livery/domain';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { PaypalClient } from '../../../lib/paypal.js';

import { type AuthUser } from '../../auth/index.js';
import { findCustomerPolicy } from '../../configurations/index.js';

import { serviceOf } from '../drivers/index.js';
import * as trips from './customer-trip-queries.js';

import { DETAILS_MESSAGES, detailsQueries as details } from '../details/index.js';

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

export type Row = queries.ReservationRow;
export type Policy = NonNullable<Awaited<ReturnType<typeof findCustomerPolicy>>>;

/** The configuration's customer policy: the cancel cut-off, the fee and the office's number. */
export async function policyOf(db: Executor): Promise<Policy> {
  const policy = await findCustomerPolicy(db);
  if (!policy) throw AppError.notFound('The configuration');
  return policy;
}

/**
 * What cancelling now would refund (decision 079): every PayPal payment of the leg — at booking and from the trip's
 * page — less the policy's fee, taken once on their sum.
 */
export async function refundPlanOf(db: Executor, row: Row, policy: Policy): Promise<CustomerRefundPlan> {
  return customerRefundPlan(await trips.onlinePaymentsOf(db, row.id), policy.cancelFeePercentage);
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
export async function toCustomerTrip(
  db: Executor,
  deps: CustomerTripDeps,
  user: AuthUser,
  row: Row,
): Promise<CustomerTrip> {
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
  // Held to the cancellation's cut-off too, for a customer (decision 079): what may not be cancelled online may not be
  // moved away online.
  const change = changeRefusal(legs, user, now, policy);
  const mayChange = change === null && mayChangeTrip(row, user);
  const due = balanceDue(row);
  const mayPay = deps.paypal !== null && due > 0 && paymentStatusRefusal(row.status) === null && mayPayDue(row, user);
  return {
    id: row.id,
    number: reservationNumber(row.id),
    status: oneOf(RESERVATION_STATUSES, row.status, 'A reservation status'),
    tripType: oneOf(TRIP_TYPES, row.tripType, 'A trip type'),
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
    service: serviceOf(row),
    amount: row.amount,
    paidAmount: row.paidAmount,
    balanceDue: due,
    refunded: fromCents(refunded),
    officeNumber: policy.officeNumber,
    cancellation: {
      cutoffHours: policy.cancelCutoffHours,
      feePercentage: policy.cancelFeePercentage,
      deadline: row.pickUpAt ? customerCancelDeadline(row.pickUpAt, policy.cancelCutoffHours).toISOString() : null,
      refundNow: cancel === null ? fromCents((await refundPlanOf(db, row, policy)).refundCents) : 0,
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
export async function readableLeg(db: Executor, user: AuthUser, id: number, lock: boolean): Promise<Row> {
  const row = lock
    ? await queries.findReservationForUpdate(db, id)
    : ((await queries.findReservation(db, id))?.row ?? null);
  if (!row || row.status === 'draft') throw new AppError('NOT_FOUND', DETAILS_MESSAGES.notFound);
  if (isOwner(row, user) || (!lock && tripReader(row, user, []) === 'staff')) return row;
  throw new AppError('NOT_FOUND', DETAILS_MESSAGES.notFound);
}

/**
 * Who may cancel the trip themselves, decided before the body is read (decision 071): its customer or the account
 * that booked it, as the cancel's locked read (`readableLeg(…, true)`) requires; anyone else a 404.
 */
export async function mayCancelOwnOn(db: Executor, user: AuthUser, id: number): Promise<void> {
  const row = await readableLeg(db, user, id, false);
  if (!isOwner(row, user)) throw new AppError('NOT_FOUND', DETAILS_MESSAGES.notFound);
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
