/**
 * Steps 1–7 of DESIGN.md §5 for one leg: the car lines, then the discount, gratuity, meet & greet, surges and
 * extra stops, each a line; the leg total is exactly the sum of the lines, and the driver shares add up to it.
 */
import { assertExact, sumAmounts } from './cents.js';
import { splitDriverShares } from './driver-shares.js';
import { priceCarLine, maxMilesSurgeOf } from './price-car-line.js';
import { legDiscountCode, priceDiscount } from './price-discount.js';
import { isSurgeActiveOn, priceExtraStops, priceGratuity, priceMeetAndGreet, priceSurge } from './price-extras.js';
import type { Cents, LegName, LegPrice, PriceLine, PriceTripInput, PricingLegInput } from './types.js';

export interface LegTerms {
  leg: LegName;
  input: PricingLegInput;
  trip: PriceTripInput;
  isRoundTrip: boolean;
  /** Null when meet & greet is not charged on this leg, else the note on where it goes ('' on a one-way trip). */
  meetAndGreet: string | null;
}

export function priceLeg({ leg, input, trip, isRoundTrip, meetAndGreet }: LegTerms): LegPrice {
  const { configuration } = trip;
  const lines: PriceLine[] = [];

  // 1. A line per car class.
  const maxMilesSurge = maxMilesSurgeOf(configuration, input.miles, isRoundTrip);
  const classLines: { carId: number; cars: number; amount: Cents }[] = [];
  let carsTotal = 0;
  for (const car of trip.cars) {
    const line = priceCarLine(car, input.miles, maxMilesSurge);
    lines.push(line);
    classLines.push({ carId: car.carId, cars: car.cars, amount: line.amount });
    carsTotal += line.amount;
  }
  assertExact(carsTotal, 'The cars total');

  // 2. The discount, checked against this leg's pickup date.
  const code = trip.discountCode ? legDiscountCode(trip.discountCode, isRoundTrip, input.date) : null;
  let base = carsTotal;
  if (trip.discountCode && code?.applies) {
    const discount = priceDiscount(trip.discountCode, carsTotal, leg, isRoundTrip);
    lines.push(discount);
    base += discount.amount;
  }

  // 3–6. Gratuity, meet & greet, the surges of the day, extra stops.
  const gratuity = priceGratuity(trip.gratuity, base, leg, isRoundTrip);
  if (gratuity) lines.push(gratuity);
  if (meetAndGreet !== null) lines.push(priceMeetAndGreet(configuration.meetAndGreet, base, meetAndGreet));
  const surges = trip.surges.filter((surge) => isSurgeActiveOn(surge, input.date));
  for (const surge of surges) lines.push(priceSurge(surge, base));
  if (input.stops > 0) lines.push(priceExtraStops(configuration.extraStopCharges, input.stops));

  // 7. Every line is whole cents already, so the total is their sum.
  const total = sumAmounts(lines);
  return {
    leg,
    inputs: {
      tripType: trip.tripType,
      isRoundTrip,
      date: input.date,
      miles: input.miles,
      stops: input.stops,
      cars: trip.cars.slice(),
      discountCode: code,
      gratuity: trip.gratuity,
      meetAndGreet: meetAndGreet !== null,
      configuration,
      surges,
    },
    lines,
    carsTotal,
    base,
    total,
    driverShares: splitDriverShares(classLines, total),
  };
}
