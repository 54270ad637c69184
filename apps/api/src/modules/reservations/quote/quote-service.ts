import {
  BOOKING_WINDOW_MESSAGES,
  bookingWindowWarnings,
  businessDate,
  fromLocalDateTime,
  hoursBetween,
  INVALID_DISCOUNT_CODE,
  type LegFacts,
  mayBookForOthers,
  mayBookPointToPoint,
  maySetMiles,
  type MilesSource,
  PICKUP_MESSAGES,
  pickUpRefusal,
  priceTrip,
  type PricingConfigurationRecord,
  type Quote,
  type QuoteRequest,
  RESERVATION_MESSAGES,
  reservationNumber,
  sameTripWarning,
  toCents,
  toPricingCarClass,
  toPricingConfiguration,
  toPricingDiscountCode,
  toPricingSurge,
  toQuote,
  toTenthsOfMile,
  type Trip,
  type TripLocation,
} from '@livery/domain';
import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { type AuthUser } from '../../auth/index.js';
import { findCode, toDiscountCode } from '../../discount-codes/index.js';
import { type KnownPlace } from '../../places/index.js';
import { listSurgesOn } from '../../surges/index.js';
import { forbidden } from '../../../lib/permission-checks.js';
import { findCarsByIds } from '../core/index.js';
import { findSameTrips } from './same-trip-queries.js';

/** What a quote reads beyond the catalogue: the configuration, the known places and the distance provider. */
export interface QuoteSources {
  db: Executor;
  timeZone: string;
  now: () => Date;
  pricingConfiguration: (db: Executor) => Promise<PricingConfigurationRecord>;
  places: (db: Executor, ids: readonly number[]) => Promise<Map<number, KnownPlace>>;
  route: (
    points: readonly { lat: number; lng: number }[],
  ) => Promise<{ miles: number; source: 'great-circle' | 'osrm' }>;
}

export const QUOTE_MESSAGES = {
  pointToPoint: 'Point-to-point trips are booked by the office. Choose a trip from or to an airport, or call us.',
  milesByStaff: 'Only staff who book for customers may set the miles of a trip.',
  pastPickup: PICKUP_MESSAGES.past,
  skippedTime: PICKUP_MESSAGES.skippedTime,
  forSomeoneElse: 'A quote for another customer needs the permission reservations:search-user.',
  unknownPlace: 'This place is no longer known. Choose it again from the suggestions.',
  carUnavailable: 'This car class is not available. Choose another one.',
  meetAndGreet: 'Meet & greet is for a pickup at an airport; a one-way trip to the airport has none.',
  within24Hours: BOOKING_WINDOW_MESSAGES.call,
  within6Hours: BOOKING_WINDOW_MESSAGES.office,
} as const;

const fieldError = (field: string, message: string) => AppError.validation({ [field]: message }, message);

/** The pickup instant, or the domain's refusal on the field (the wizard shows the same one on step 1). */
function instantOf(local: string, timeZone: string, field: string, now: Date): Date {
  const refusal = pickUpRefusal(local, timeZone, now);
  if (refusal) throw fieldError(field, refusal);
  const instant = fromLocalDateTime(local, timeZone);
  if (!instant) throw fieldError(field, QUOTE_MESSAGES.skippedTime);
  return instant;
}

/** Whose trips a quote compares with (the same trip booked twice), and the legs of the trip being changed. */
export interface QuoteFor {
  customerId: number | null;
  exceptIds?: readonly number[];
}

/**
 * Who `POST /reservations/quote` is for: the customer named (yourself, or anyone with `reservations:search-user`),
 * else a signed-in customer themselves; staff booking a walk-in and visitors have no trips to compare with.
 */
export function quoteForOf(user: AuthUser | null, customerId: number | undefined): QuoteFor {
  const mayChoose = mayBookForOthers(user);
  if (customerId !== undefined && customerId !== user?.id && !mayChoose) throw forbidden(QUOTE_MESSAGES.forSomeoneElse);
  return { customerId: customerId ?? (user && !mayChoose ? user.id : null) };
}

/** The quote's warning of the same trip booked twice: a leg of this customer's picked up at the same time and place. */
async function sameTripWarnings(
  db: Executor,
  quoteFor: QuoteFor | undefined,
  pickUps: { at: Date; location: TripLocation }[],
): Promise<string[]> {
  if (!quoteFor?.customerId) return [];
  const found = await findSameTrips(
    db,
    quoteFor.customerId,
    pickUps.map(({ at, location }) => ({ at, placeId: location.placeId ?? null, address: location.address })),
    quoteFor.exceptIds ?? [],
  );
  return found.length === 0 ? [] : [sameTripWarning(found.map(reservationNumber))];
}

interface LegRoute {
  locations: TripLocation[];
  miles: number | undefined;
  field: string;
}

/**
 * The miles of a leg through its stops: staff's figure when given, else the distance provider's through the
 * known places. A typed address has no coordinates, so its leg needs staff's figure.
 */
async function legMiles(
  leg: LegRoute,
  known: Map<number, KnownPlace>,
  sources: QuoteSources,
): Promise<{ miles: number; source: MilesSource }> {
  if (leg.miles !== undefined) return { miles: leg.miles, source: 'staff' };
  const points: KnownPlace[] = [];
  for (const { placeId } of leg.locations) {
    const point = placeId === undefined ? undefined : known.get(placeId);
    if (point === undefined) throw fieldError(leg.field, RESERVATION_MESSAGES.milesRequired);
    points.push(point);
  }
  return sources.route(points);
}

/**
 * Prices a trip as DESIGN §5 says, from what the server reads (rates, codes, surges, configuration, miles): the
 * client's figures are never used. Refusals are 400s on the field at fault, or 403 for what needs a permission.
 */
export async function quoteTrip(
  sources: QuoteSources,
  user: AuthUser | null,
  trip: Trip,
  quoteFor?: QuoteFor,
): Promise<Quote> {
  const { db, timeZone } = sources;
  const now = sources.now();
  if (trip.tripType === 'point-to-point' && !mayBookPointToPoint(user)) throw forbidden(QUOTE_MESSAGES.pointToPoint);
  const setsMiles = trip.miles !== undefined || trip.returnTrip?.miles !== undefined;
  // Customers hold reservations:create too; staff are those who also book for others (decision 039).
  if (setsMiles && !maySetMiles(user)) throw forbidden(QUOTE_MESSAGES.milesByStaff);

  // DESIGN §5 step 4: at an airport pickup or on a point-to-point trip; a one-way trip to the airport has none.
  if (trip.meetAndGreet && trip.tripType === 'to-airport' && !trip.returnTrip)
    throw fieldError('meetAndGreet', QUOTE_MESSAGES.meetAndGreet);

  const outboundAt = instantOf(trip.pickUpAt, timeZone, 'pickUpAt', now);
  const returnAt = trip.returnTrip && instantOf(trip.returnTrip.pickUpAt, timeZone, 'returnTrip.pickUpAt', now);

  // Places: every id the trip names must be known; the airport end of an airport trip must be an airport.
  const named = [trip.pickUp, trip.dropOff, ...trip.stops, ...(trip.returnTrip?.stops ?? [])];
  const ids = [...new Set(named.flatMap((l) => (l.placeId === undefined ? [] : [l.placeId])))];
  const known = await sources.places(db, ids);
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) {
    const field = trip.pickUp.placeId === missing ? 'pickUp' : trip.dropOff.placeId === missing ? 'dropOff' : 'stops';
    throw fieldError(field, QUOTE_MESSAGES.unknownPlace);
  }
  const airportEnd = trip.tripType === 'from-airport' ? 'pickUp' : trip.tripType === 'to-airport' ? 'dropOff' : null;
  if (airportEnd) {
    const placeId = trip[airportEnd].placeId;
    if (placeId === undefined || !known.get(placeId)?.isAirport)
      throw fieldError(airportEnd, RESERVATION_MESSAGES.airportRequired);
  }

  // Cars: active, within each class's quantity, seating every passenger.
  const rows = await findCarsByIds(
    db,
    trip.cars.map((c) => c.carId),
  );
  let seats = 0;
  const cars = trip.cars.map((chosen, i) => {
    const car = rows.get(chosen.carId);
    if (!car || !car.isActive) throw fieldError(`cars.${i}.carId`, QUOTE_MESSAGES.carUnavailable);
    if (chosen.count > car.quantity)
      throw fieldError(`cars.${i}.count`, `At most ${car.quantity} ${car.name} car${car.quantity === 1 ? '' : 's'}`);
    seats += car.maxPassenger * chosen.count;
    return toPricingCarClass(car, chosen.count);
  });
  if (seats < trip.passengers) throw fieldError('cars', RESERVATION_MESSAGES.seats);

  // The code: unknown or inactive is refused; one that does not apply to a leg is shown there with why.
  let discountCode = null;
  if (trip.discountCode) {
    const row = await findCode(db, trip.discountCode);
    if (!row || !row.isActive) throw fieldError('discountCode', INVALID_DISCOUNT_CODE);
    discountCode = toPricingDiscountCode(toDiscountCode(row));
  }

  const outboundDate = businessDate(outboundAt, timeZone);
  const returnDate = returnAt ? businessDate(returnAt, timeZone) : null;
  const surgeRows = await listSurgesOn(db, outboundDate);
  if (returnDate && returnDate !== outboundDate) surgeRows.push(...(await listSurgesOn(db, returnDate)));
  const surges = [...new Map(surgeRows.map((s) => [s.id, toPricingSurge(s)])).values()];

  const outboundMiles = await legMiles(
    { locations: [trip.pickUp, ...trip.stops, trip.dropOff], miles: trip.miles, field: 'miles' },
    known,
    sources,
  );
  const returnMiles =
    trip.returnTrip &&
    (await legMiles(
      {
        locations: [trip.dropOff, ...trip.returnTrip.stops, trip.pickUp],
        miles: trip.returnTrip.miles,
        field: 'returnTrip.miles',
      },
      known,
      sources,
    ));

  const price = priceTrip({
    tripType: trip.tripType,
    outbound: { date: outboundDate, miles: toTenthsOfMile(outboundMiles.miles), stops: trip.stops.length },
    returnLeg:
      trip.returnTrip && returnDate && returnMiles
        ? { date: returnDate, miles: toTenthsOfMile(returnMiles.miles), stops: trip.returnTrip.stops.length }
        : null,
    cars,
    discountCode,
    gratuity:
      trip.gratuity.kind === 'percentage'
        ? { kind: 'percentage', percentage: trip.gratuity.percentage * 100 }
        : trip.gratuity.kind === 'amount'
          ? { kind: 'amount', amount: toCents(trip.gratuity.amount) }
          : { kind: 'none' },
    meetAndGreet: trip.meetAndGreet,
    surges,
    configuration: toPricingConfiguration(await sources.pricingConfiguration(db)),
  });

  const facts: LegFacts[] = [{ pickUpAt: outboundAt, milesSource: outboundMiles.source }];
  if (returnAt && returnMiles) facts.push({ pickUpAt: returnAt, milesSource: returnMiles.source });
  const same = await sameTripWarnings(db, quoteFor, [
    { at: outboundAt, location: trip.pickUp },
    ...(returnAt ? [{ at: returnAt, location: trip.dropOff }] : []),
  ]);
  return toQuote(price, facts, [...bookingWindowWarnings(user, hoursBetween(now, outboundAt)), ...same]);
}

/** `POST /reservations/quote`: the trip priced for whom it names (see `quoteForOf`). */
export async function quoteRequest(sources: QuoteSources, user: AuthUser | null, request: QuoteRequest) {
  const { customerId, ...trip } = request;
  return quoteTrip(sources, user, trip, quoteForOf(user, customerId));
}
