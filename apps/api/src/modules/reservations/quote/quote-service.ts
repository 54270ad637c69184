import {
  addressKeyOf,
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
  type MilesPrecision,
  type MilesSource,
  ADDRESS_MESSAGES,
  coarsestPrecision,
  type PlacedPoint,
  type PointPrecision,
  PICKUP_MESSAGES,
  pickUpRefusal,
  priceTrip,
  type PricingConfigurationRecord,
  type RateCard,
  SERVICE_MESSAGES,
  type Quote,
  type QuoteRequest,
  RESERVATION_MESSAGES,
  reservationNumber,
  sameTripWarning,
  toPricingCarClass,
  toPricingConfiguration,
  toPricingDiscountCode,
  toPricingGratuity,
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
import { quoteWithCard } from './job-quote.js';
import { findSameTrips } from './same-trip-queries.js';

/** What a quote reads beyond the catalogue: the configuration, the known places and the distance provider. */
export interface QuoteSources {
  db: Executor;
  timeZone: string;
  now: () => Date;
  pricingConfiguration: (db: Executor) => Promise<PricingConfigurationRecord>;
  places: (db: Executor, ids: readonly number[]) => Promise<Map<number, KnownPlace>>;
  /** Where a typed address is (a customer's saved address, the geocoder, a ZIP or city centre), or null. */
  placeAddress: (db: Executor, customerId: number | null, address: string) => Promise<PlacedPoint | null>;
  /** Saves a booking's typed addresses in its customer's address book (decision 059). */
  rememberAddresses: (db: Executor, customerId: number, locations: readonly TripLocation[]) => Promise<void>;
  route: (
    points: readonly { lat: number; lng: number }[],
  ) => Promise<{ miles: number; source: 'great-circle' | 'osrm' }>;
  /** The rate card in force at an instant (decision 091), which prices the trip picked up then (decision 092). */
  cardInForce: (db: Executor, at: Date) => Promise<{ card: RateCard } | null>;
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

/** A pickup, drop-off or stop with the request field it came from (`pickUp`, `stops.1`, `returnTrip.stops.0`). */
interface Spot {
  location: TripLocation;
  field: string;
}

interface LegRoute {
  spots: Spot[];
  miles: number | undefined;
}

/** Places a trip's points: a known place by id, else its address (the same words placed once per quote). */
function pointPlacer(known: Map<number, KnownPlace>, sources: QuoteSources, customerId: number | null, staff: boolean) {
  const placed = new Map<string, Promise<PlacedPoint | null>>();
  return async ({ location, field }: Spot): Promise<PlacedPoint> => {
    const place = location.placeId === undefined ? undefined : known.get(location.placeId);
    if (place) return { lat: place.lat, lng: place.lng, precision: 'place' };
    const key = addressKeyOf(location.address);
    if (!placed.has(key)) placed.set(key, sources.placeAddress(sources.db, customerId, location.address));
    const point = await placed.get(key);
    if (!point) throw fieldError(field, staff ? ADDRESS_MESSAGES.unplaceableStaff : ADDRESS_MESSAGES.unplaceable);
    return point;
  };
}

/**
 * The miles of a leg through its stops, and how exactly they were measured (decision 059): staff's figure when
 * given, else the distance provider's through the points placed, as precise as the coarsest of them.
 */
async function legMiles(
  leg: LegRoute,
  place: (spot: Spot) => Promise<PlacedPoint>,
  sources: QuoteSources,
): Promise<{ miles: number; source: MilesSource; precision: MilesPrecision }> {
  if (leg.miles !== undefined) return { miles: leg.miles, source: 'staff', precision: 'staff' };
  const points: PlacedPoint[] = [];
  for (const spot of leg.spots) points.push(await place(spot));
  const precision = coarsestPrecision(points.map((p): PointPrecision => p.precision));
  return { ...(await sources.route(points)), precision };
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

  const place = pointPlacer(known, sources, quoteFor?.customerId ?? null, maySetMiles(user));
  const pickUp = { location: trip.pickUp, field: 'pickUp' };
  const dropOff = { location: trip.dropOff, field: 'dropOff' };
  const stopsOf = (stops: TripLocation[], prefix: string) =>
    stops.map((location, i) => ({ location, field: `${prefix}${i}` }));
  const outboundMiles = await legMiles(
    { spots: [pickUp, ...stopsOf(trip.stops, 'stops.'), dropOff], miles: trip.miles },
    place,
    sources,
  );
  const returnMiles =
    trip.returnTrip &&
    (await legMiles(
      {
        spots: [dropOff, ...stopsOf(trip.returnTrip.stops, 'returnTrip.stops.'), pickUp],
        miles: trip.returnTrip.miles,
      },
      place,
      sources,
    ));

  const gratuity = toPricingGratuity(trip.gratuity);
  const same = await sameTripWarnings(db, quoteFor, [
    { at: outboundAt, location: trip.pickUp },
    ...(returnAt ? [{ at: returnAt, location: trip.dropOff }] : []),
  ]);
  const warnings = [...bookingWindowWarnings(user, hoursBetween(now, outboundAt)), ...same];
  const facts: LegFacts[] = [
    { pickUpAt: outboundAt, milesSource: outboundMiles.source, milesPrecision: outboundMiles.precision },
  ];
  if (returnAt && returnMiles)
    facts.push({ pickUpAt: returnAt, milesSource: returnMiles.source, milesPrecision: returnMiles.precision });
  const outbound = { date: outboundDate, miles: toTenthsOfMile(outboundMiles.miles), stops: trip.stops.length };
  const back =
    trip.returnTrip && returnDate && returnMiles
      ? { date: returnDate, miles: toTenthsOfMile(returnMiles.miles), stops: trip.returnTrip.stops.length }
      : null;

  // The card in force at the pickup prices the trip (decision 092); without one, decision 036's engine prices a
  // transfer from the catalogue, and nothing else is sold.
  const inForce = await sources.cardInForce(db, outboundAt);
  if (inForce) {
    const legs = [outbound, ...(back ? [back] : [])].map((leg, i) => ({ ...leg, ...facts[i]! }));
    return quoteWithCard({ card: inForce.card, trip, known, legs, discountCode, gratuity, surges, warnings });
  }
  if (trip.service !== 'transfer') throw fieldError('service', SERVICE_MESSAGES.noCard);

  const price = priceTrip({
    tripType: trip.tripType,
    outbound,
    returnLeg: back,
    cars,
    discountCode,
    gratuity,
    meetAndGreet: trip.meetAndGreet,
    surges,
    configuration: toPricingConfiguration(await sources.pricingConfiguration(db)),
  });
  return toQuote(price, facts, warnings);
}

/** `POST /reservations/quote`: the trip priced for whom it names (see `quoteForOf`). */
export async function quoteRequest(sources: QuoteSources, user: AuthUser | null, request: QuoteRequest) {
  const { customerId, ...trip } = request;
  return quoteTrip(sources, user, trip, quoteForOf(user, customerId));
}
