import {
  type BookedTrip,
  changeRefusal,
  fromCents,
  isRecord,
  mayChangeTrip,
  oneOf,
  mayReopenTrip,
  reservationNumber,
  toCents,
  toLocalDateTime,
  type Trip,
  type TripLocation,
  tripSchema,
  TRIP_TYPES,
} from '@livery/domain';
import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { fullName, type AuthUser } from '../../auth/index.js';
import { findCustomerPolicy } from '../../configurations/index.js';
import { findUserById } from '../../people/index.js';
import { BOOKING_MESSAGES, reservationQueries as queries } from '../core/index.js';

export const BOOKED_TRIP_MESSAGES = {
  editPermission: 'Changing this reservation needs the permission reservations:edit.',
} as const;

type Leg = queries.ReservationWithCars;
type Row = queries.ReservationRow;

/** A leg's stored breakdown, read a field at a time (older rows may lack `trip`, or have none). */
const breakdownOf = (row: Row): Record<string, unknown> => (isRecord(row.priceBreakdown) ? row.priceBreakdown : {});
/** The breakdown's `configuration.meetAndGreet.charged`. */
const chargedMeetAndGreet = (breakdown: Record<string, unknown>): boolean => {
  const configuration = breakdown['configuration'];
  const meetAndGreet = isRecord(configuration) ? configuration['meetAndGreet'] : undefined;
  return isRecord(meetAndGreet) && meetAndGreet['charged'] === true;
};
/** The breakdown's `discountCode.code`, when it kept a code. */
const discountCodeOf = (breakdown: Record<string, unknown>): string | undefined => {
  const discountCode = breakdown['discountCode'];
  const code = isRecord(discountCode) ? discountCode['code'] : undefined;
  return typeof code === 'string' ? code : undefined;
};

const place = (placeId: number | null, address: string | null): TripLocation => ({
  placeId: placeId ?? undefined,
  address: address ?? '',
});
const stopsOf = (row: Row) => row.stops;
/** Miles a person typed are part of the trip; computed ones are the server's to compute again. */
const staffMiles = (row: Row) => (row.milesSource === 'staff' ? (row.miles ?? undefined) : undefined);

/**
 * The trip of a row booked before its breakdown kept it, rebuilt from the columns. The gratuity is not among
 * them (only its amount, inside the price): it comes back as none.
 */
function rebuiltTrip(outbound: Leg, back: Leg | null, timeZone: string): Trip {
  const { row } = outbound;
  const breakdowns = [row, ...(back ? [back.row] : [])].map(breakdownOf);
  return {
    tripType: oneOf(TRIP_TYPES, row.tripType, 'A trip type'),
    service: 'transfer',
    pickUp: place(row.pickUpPlaceId, row.pickUpLocation),
    dropOff: place(row.dropOffPlaceId, row.dropOffLocation),
    stops: stopsOf(row),
    pickUpAt: row.pickUpAt ? toLocalDateTime(row.pickUpAt, timeZone) : '',
    miles: staffMiles(row),
    passengers: row.passengers ?? 1,
    ...(back
      ? {
          returnTrip: {
            pickUpAt: back.row.pickUpAt ? toLocalDateTime(back.row.pickUpAt, timeZone) : '',
            stops: stopsOf(back.row),
            miles: staffMiles(back.row),
          },
        }
      : {}),
    cars: outbound.cars.flatMap((car) => (car.carId === null ? [] : [{ carId: car.carId, count: car.count }])),
    // Charged on the leg that picks up at the airport: the outbound, or the return of a trip to the airport.
    meetAndGreet: breakdowns.some(chargedMeetAndGreet),
    gratuity: { kind: 'none' },
    discountCode: discountCodeOf(breakdownOf(row)),
    isBagsChecked: row.isBagsChecked,
  };
}

function tripOf(outbound: Leg, back: Leg | null, timeZone: string): Trip {
  const kept = tripSchema.safeParse(breakdownOf(outbound.row).trip);
  return kept.success ? kept.data : rebuiltTrip(outbound, back, timeZone);
}

/** Step 3's fields as booked; an empty column is left out, as the form leaves it out. */
function customerOf(row: Row): BookedTrip['customer'] {
  return {
    customerId: row.customerId ?? undefined,
    name: row.name ?? '',
    email: row.email ?? '',
    phoneNumber: row.phoneNumber ?? '',
    affiliateId: row.affiliateId ?? undefined,
    hotelName: row.hotelName ?? undefined,
    flightNumber: row.flightNumber ?? undefined,
    airline: row.airline ?? undefined,
    comments: row.comments ?? undefined,
  };
}

/** The booked-for account as step 3's customer search labels it. */
async function customerLabelOf(db: Executor, customerId: number | null): Promise<string | null> {
  if (customerId === null) return null;
  const person = await findUserById(db, customerId);
  return person ? `${fullName(person)} (${person.email})` : null;
}

/**
 * A booked trip as the booking flow takes it again (`GET /reservations/{id}/booking`), by either leg's id. Drafts
 * have their own endpoint; a draft, an unknown id or someone else's trip is a 404, so ids reveal nothing.
 */
export async function getBookedTrip(
  db: Executor,
  user: AuthUser,
  id: number,
  now: Date,
  timeZone: string,
): Promise<BookedTrip> {
  const notFound = () => new AppError('NOT_FOUND', BOOKING_MESSAGES.notYours);
  const asked = await queries.findReservation(db, id);
  const outbound = asked && asked.row.childOf !== null ? await queries.findReservation(db, asked.row.childOf) : asked;
  if (!outbound || outbound.row.status === 'draft' || !mayReopenTrip(outbound.row, user)) throw notFound();
  const { row } = outbound;
  const back = row.parentOf === null ? null : await queries.findReservation(db, row.parentOf);

  const legs = [row, ...(back ? [back.row] : [])];
  return {
    id: row.id,
    number: reservationNumber(row.id),
    status: row.status,
    returnId: back?.row.id ?? null,
    returnNumber: back ? reservationNumber(back.row.id) : null,
    returnStatus: back?.row.status ?? null,
    version: row.version,
    trip: tripOf(outbound, back, timeZone),
    customer: customerOf(row),
    customerLabel: await customerLabelOf(db, row.customerId),
    affiliateName: outbound.affiliateName,
    total: fromCents(legs.reduce((cents, leg) => cents + toCents(leg.amount ?? 0), 0)),
    paymentType: row.paymentType,
    transactionId: row.transactionId,
    // A customer is held to the cancellation's cut-off too (decision 079): the update screen says so before they type.
    editRefusal: mayChangeTrip(row, user)
      ? changeRefusal(legs, user, now, await findCustomerPolicy(db))
      : BOOKED_TRIP_MESSAGES.editPermission,
  };
}
