/** The engine's price as the API answers it and a reservation keeps it (`quoteSchema`, schemas/quote.ts). */
import { fromCents } from '../money.js';
import type { MilesPrecision } from '../schemas/address.js';
import type { MilesSource, Quote, QuoteLeg, QuoteLine } from '../schemas/quote.js';
import type { LegPrice, PriceLine, TripPrice } from './types.js';

const toLine = (line: PriceLine<string>): QuoteLine => ({ ...line, amount: fromCents(line.amount) });
const percent = (basisPoints: number | null) => (basisPoints === null ? null : basisPoints / 100);
const money = (cents: number | null) => (cents === null ? null : fromCents(cents));

/** What the engine could not know: where each leg's pickup instant and miles came from. */
export interface LegFacts {
  pickUpAt: Date;
  milesSource: MilesSource;
  milesPrecision: MilesPrecision;
}

export function toQuoteLeg(leg: LegPrice, facts: LegFacts): QuoteLeg {
  const { inputs } = leg;
  const { meetAndGreet, maxMilesSurge, extraStopCharges } = inputs.configuration;
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
    discountCode: inputs.discountCode && {
      code: inputs.discountCode.code,
      type: inputs.discountCode.type,
      applies: inputs.discountCode.applies,
      reason: inputs.discountCode.reason,
    },
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
        charged: inputs.meetAndGreet,
      },
      maxMilesSurge: { maxMiles: maxMilesSurge.maxMiles / 10, amount: fromCents(maxMilesSurge.amount) },
      extraStopCharges: { amount: fromCents(extraStopCharges.amount) },
    },
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
