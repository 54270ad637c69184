import {
  BOOKABLE_SERVICE_LABELS,
  bookableServicesOf,
  type JobLegFacts,
  type JobLegInput,
  type JobService,
  pickupKindOf,
  priceJob,
  type PricingDiscountCode,
  type PricingSurge,
  type Quote,
  type RateCard,
  SERVICE_MESSAGES,
  type ServiceType,
  type Trip,
  type TripLocation,
  toPricingGratuity,
  toQuoteFromJob,
  zoneOf,
  zonePlaceOf,
} from '@livery/domain';
import { AppError } from '../../../lib/app-error.js';
import type { KnownPlace } from '../../places/index.js';

const fieldError = (field: string, message: string) => AppError.validation({ [field]: message }, message);

/** A leg of the trip measured: its date, miles and stops, with where its pickup and miles came from. */
export interface CardLeg extends JobLegFacts {
  date: string;
  stops: number;
}

export interface CardQuoteTerms {
  card: RateCard;
  trip: Trip;
  known: Map<number, KnownPlace>;
  legs: readonly CardLeg[];
  discountCode: PricingDiscountCode | null;
  surges: readonly PricingSurge[];
  warnings: string[];
}

/**
 * What the engine prices a booked service as (decision 092): a transfer is flat when the card sells flat rates (the
 * engine falls back to distance, class by class, and says so), else by distance; hourly and seats as booked.
 */
export function engineServiceOf(card: RateCard, service: Trip['service']): ServiceType {
  if (service !== 'transfer') return service;
  return card.services.includes('flat') ? 'flat' : 'transfer';
}

function placeFacts(location: TripLocation, known: Map<number, KnownPlace>) {
  const place = location.placeId === undefined ? undefined : known.get(location.placeId);
  const airport = place?.isAirport ? place.airportCode : null;
  // The kind of pickup (decision 094): an airport marked international, another airport, or local.
  return {
    airport,
    kind: pickupKindOf(place ?? null),
    zonePlace: zonePlaceOf(place?.address ?? location.address, airport),
  };
}

/** Where a leg starts and ends: the outbound as booked, the return the other way. */
const endsOf = (trip: Trip, i: number) => (i === 0 ? [trip.pickUp, trip.dropOff] : [trip.dropOff, trip.pickUp]);

function jobServiceOf(
  type: ServiceType,
  card: RateCard,
  trip: Trip,
  leg: CardLeg,
  ends: TripLocation[],
  known: Map<number, KnownPlace>,
) {
  const { miles } = leg;
  switch (type) {
    case 'transfer':
      return { type, miles } satisfies JobService;
    case 'hourly':
      return { type, minutes: trip.durationMinutes ?? 0 } satisfies JobService;
    case 'per-seat':
      return { type, passengers: trip.passengers } satisfies JobService;
    case 'flat': {
      const [start, end] = ends;
      const from = start && zoneOf(placeFacts(start, known).zonePlace, card.zones);
      const to = end && zoneOf(placeFacts(end, known).zonePlace, card.zones);
      return { type, fromZone: from?.id ?? null, toZone: to?.id ?? null, miles } satisfies JobService;
    }
  }
}

/** Each chosen class must be on the card with rates for the service: else the class's field says so. */
function checkClasses(card: RateCard, trip: Trip, type: ServiceType): void {
  trip.cars.forEach((chosen, i) => {
    const rates = card.classes.find((c) => c.carId === chosen.carId);
    const sold =
      rates &&
      (type === 'hourly'
        ? rates.hourly
        : type === 'per-seat'
          ? rates.perSeat
          : type === 'transfer'
            ? rates.transfer
            : rates.transfer || card.flatRates.some((rate) => rate.carId === chosen.carId));
    if (!sold)
      throw fieldError(
        `cars.${i}.carId`,
        `${rates?.name ?? 'This car class'} is not sold as ${BOOKABLE_SERVICE_LABELS[trip.service].toLowerCase()} for this date. Choose another car.`,
      );
  });
}

/**
 * Prices a trip with the card in force at its pickup (decision 092): the card engine's lines in their order, the card
 * kept with the quote. The trip's checks (places, cars, seats, the code) are the caller's; what only the card knows
 * (the service sold, the classes' rates, a shared ride's seats) is refused here on the field at fault.
 */
export function quoteWithCard(terms: CardQuoteTerms): Quote {
  const { card, trip, known, legs } = terms;
  if (!bookableServicesOf(card.services).includes(trip.service))
    throw fieldError('service', SERVICE_MESSAGES.notSold(BOOKABLE_SERVICE_LABELS[trip.service]));
  const type = engineServiceOf(card, trip.service);
  checkClasses(card, trip, type);
  const legInput = (leg: CardLeg, i: number): JobLegInput => {
    const ends = endsOf(trip, i);
    const [from, to] = ends.map((end) => placeFacts(end, known));
    if (!from || !to) throw new Error('a leg without its two ends');
    return {
      date: leg.date,
      service: jobServiceOf(type, card, trip, leg, ends, known),
      stops: leg.stops,
      pickupKind: from.kind,
      waitedMinutes: 0,
      airports: [...new Set([from.airport, to.airport].filter((code): code is string => Boolean(code)))],
      tolls: 0,
    };
  };
  const [outbound, back] = legs;
  if (!outbound) throw new Error('a trip without an outbound leg');
  try {
    const price = priceJob({
      card,
      outbound: legInput(outbound, 0),
      returnLeg: back ? legInput(back, 1) : null,
      cars: trip.cars.map((c) => ({ carId: c.carId, cars: c.count })),
      discountCode: terms.discountCode,
      gratuity: toPricingGratuity(trip.gratuity),
      meetAndGreet: trip.meetAndGreet,
      addons: [],
      surges: terms.surges,
    });
    return toQuoteFromJob(price, card, trip.tripType, legs, terms.warnings);
  } catch (error) {
    // What the card cannot price for these cars (more passengers than a shared ride's seats): the cars' field.
    if (error instanceof RangeError) throw fieldError('cars', error.message);
    throw error;
  }
}
