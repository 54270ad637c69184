/** The engine's price as the API answers it and a reservation keeps it (`quoteSchema`, schemas/quote.ts). */
import { fromCents } from '../money.js';
import type { MilesPrecision } from '../schemas/address.js';
import type { MilesSource, Quote, QuoteLeg, QuoteLine, QuoteService } from '../schemas/quote.js';
import type { TripType } from '../schemas/trip.js';
import type { JobLegInputs, JobLegPrice, JobPrice } from './job-types.js';
import type { RateCard } from './rate-card.js';
import type { LegPrice, LegPriceInputs, PriceLine, PricingConfiguration, TenthsOfMile, TripPrice } from './types.js';

const toLine = (line: PriceLine<string>): QuoteLine => ({ ...line, amount: fromCents(line.amount) });
const percent = (basisPoints: number | null) => (basisPoints === null ? null : basisPoints / 100);
const money = (cents: number | null) => (cents === null ? null : fromCents(cents));

/** What the engine could not know: where each leg's pickup instant and miles came from. */
export interface LegFacts {
  pickUpAt: Date;
  milesSource: MilesSource;
  milesPrecision: MilesPrecision;
}

/** A leg's code, surges and the configuration's extras, as a quote shows them (both engines' legs). */
function adjustmentsView(
  inputs: Pick<LegPriceInputs, 'discountCode' | 'surges'>,
  configuration: PricingConfiguration,
  meetAndGreetCharged: boolean,
): Pick<QuoteLeg, 'discountCode' | 'surges' | 'configuration'> {
  const { discountCode: code } = inputs;
  const { meetAndGreet, maxMilesSurge, extraStopCharges } = configuration;
  return {
    discountCode: code && { code: code.code, type: code.type, applies: code.applies, reason: code.reason },
    surges: inputs.surges.map((s) => ({
      id: s.id,
      name: s.name,
      amount: money(s.amount),
      percentage: percent(s.percentage),
    })),
    configuration: {
      meetAndGreet: {
        amount: fromCents(meetAndGreet.amount),
        percentage: meetAndGreet.percentage / 100,
        charged: meetAndGreetCharged,
      },
      maxMilesSurge: { maxMiles: maxMilesSurge.maxMiles / 10, amount: fromCents(maxMilesSurge.amount) },
      extraStopCharges: { amount: fromCents(extraStopCharges.amount) },
    },
  };
}

export function toQuoteLeg(leg: LegPrice, facts: LegFacts): QuoteLeg {
  const { inputs } = leg;
  return {
    leg: leg.leg,
    pickUpAt: facts.pickUpAt.toISOString(),
    date: inputs.date,
    miles: inputs.miles / 10,
    milesSource: facts.milesSource,
    milesPrecision: facts.milesPrecision,
    stops: inputs.stops,
    cars: inputs.cars.map((car) => ({
      carId: car.carId,
      name: car.name,
      cars: car.cars,
      toMultiply: fromCents(car.toMultiply),
      toAdd: fromCents(car.toAdd),
      minimumRate: fromCents(car.minimumRate),
    })),
    ...adjustmentsView(inputs, inputs.configuration, inputs.meetAndGreet),
    lines: leg.lines.map(toLine),
    carsTotal: fromCents(leg.carsTotal),
    base: fromCents(leg.base),
    total: fromCents(leg.total),
    driverShares: leg.driverShares.map((s) => ({ ...s, amount: fromCents(s.amount) })),
  };
}

export function toQuote(price: TripPrice, facts: readonly LegFacts[], warnings: string[] = []): Quote {
  return {
    tripType: price.tripType,
    isRoundTrip: price.isRoundTrip,
    legs: price.legs.map((leg, i) => {
      const legFacts = facts[i];
      if (!legFacts) throw new RangeError(`No pickup and miles source for the ${leg.leg} leg`);
      return toQuoteLeg(leg, legFacts);
    }),
    total: fromCents(price.total),
    explanation: price.explanation,
    warnings,
  };
}

/** What a rate card's leg was sold as, in the quote's terms (decision 092). */
function quoteServiceOf(inputs: JobLegInputs): QuoteService {
  const { service } = inputs;
  switch (service.type) {
    case 'transfer':
      return { type: 'transfer' };
    case 'hourly':
      return { type: 'hourly', minutes: service.minutes };
    case 'flat':
      return {
        type: 'flat',
        fromZone: service.fromZone,
        toZone: service.toZone,
        pricedByDistance: inputs.pricedByDistance,
      };
    case 'per-seat':
      return { type: 'per-seat', passengers: service.passengers };
  }
}

/** A leg's miles, when the service has them (hourly and per-seat legs keep the route's, measured all the same). */
export interface JobLegFacts extends LegFacts {
  miles: TenthsOfMile;
}

/**
 * `priceJob`'s leg as the API answers it and a reservation keeps it (decision 092): the same shape as decision 036's,
 * so every screen reads it, with the service, the pickup's kind and the airports. A base line is the class's `car`
 * line (one a class, as before); every other line is named by its item (`extra-stops`, `tax`, `airport-fee`, …).
 */
export function toQuoteLegFromJob(leg: JobLegPrice, card: RateCard, facts: JobLegFacts): QuoteLeg {
  const { inputs } = leg;
  const classOf = new Map(card.classes.map((c) => [c.carId, c]));
  return {
    leg: leg.leg,
    pickUpAt: facts.pickUpAt.toISOString(),
    date: inputs.date,
    miles: facts.miles / 10,
    milesSource: facts.milesSource,
    milesPrecision: facts.milesPrecision,
    stops: inputs.stops,
    cars: inputs.cars.map(({ carId, cars }) => {
      const rates = classOf.get(carId);
      return {
        carId,
        name: rates?.name ?? '',
        cars,
        toMultiply: fromCents(rates?.transfer?.toMultiply ?? 0),
        toAdd: fromCents(rates?.transfer?.toAdd ?? 0),
        minimumRate: fromCents(rates?.transfer?.minimumRate ?? 0),
      };
    }),
    ...adjustmentsView(
      inputs,
      card.configuration,
      leg.lines.some((line) => line.item === 'meet-and-greet'),
    ),
    service: quoteServiceOf(inputs),
    pickupKind: inputs.pickupKind,
    airports: [...inputs.airports],
    tolls: fromCents(inputs.tolls),
    lines: leg.lines.map(({ kind, item, label, amount, explanation, carId, surgeId, addonId }) => ({
      kind: kind === 'base' ? 'car' : item,
      label,
      amount: fromCents(amount),
      explanation,
      ...(carId === undefined ? {} : { carId }),
      ...(surgeId === undefined ? {} : { surgeId }),
      ...(addonId === undefined ? {} : { addonId }),
    })),
    carsTotal: fromCents(leg.sums.base),
    base: fromCents(leg.sums.base),
    total: fromCents(leg.total),
    driverShares: leg.driverShares.map((s) => ({ ...s, amount: fromCents(s.amount) })),
  };
}

/** `priceJob`'s price as a quote: the legs, the card it was priced with, and the warnings to show beside it. */
export function toQuoteFromJob(
  price: JobPrice,
  card: RateCard,
  tripType: TripType,
  facts: readonly JobLegFacts[],
  warnings: string[] = [],
): Quote {
  return {
    tripType,
    service: price.service,
    rateCardId: card.id,
    isRoundTrip: price.isRoundTrip,
    legs: price.legs.map((leg, i) => {
      const legFacts = facts[i];
      if (!legFacts) throw new RangeError(`No pickup and miles source for the ${leg.leg} leg`);
      return toQuoteLegFromJob(leg, card, legFacts);
    }),
    total: fromCents(price.total),
    explanation: price.explanation,
    warnings,
  };
}
