/**
 * Step 1 (DESIGN.md §5): a car class's line, `max(miles × toMultiply + toAdd, minimumRate) × cars`, plus the
 * max-miles surge once per class line on a long one-way trip.
 */
import { assertExact, isRounded, mulDivHalfUp } from './cents.js';
import { count, formatCents, formatMiles } from './format.js';
import type { PriceLine, PricingCarClass, PricingConfiguration, TenthsOfMile } from './types.js';

/** The max-miles surge for this leg, or null when it does not apply (round trip, short trip, no amount). */
export function maxMilesSurgeOf(
  configuration: PricingConfiguration,
  miles: TenthsOfMile,
  isRoundTrip: boolean,
): PricingConfiguration['maxMilesSurge'] | null {
  const surge = configuration.maxMilesSurge;
  return !isRoundTrip && surge.amount > 0 && miles > surge.maxMiles ? surge : null;
}

/**
 * One car's rate is rounded half-up to the cent (miles are tenths, so `miles × rate` may end in half a cent)
 * before the minimum and the count: the class line is then a whole number of cents per car.
 */
export function priceCarLine(
  car: PricingCarClass,
  miles: TenthsOfMile,
  surge: PricingConfiguration['maxMilesSurge'] | null,
): PriceLine {
  const mileage = mulDivHalfUp(miles, car.toMultiply, 10);
  const rate = assertExact(mileage + car.toAdd, 'rate', car.name);
  const perCar = rate < car.minimumRate ? car.minimumRate : rate;
  const cars = assertExact(perCar * car.cars, 'line', car.name);
  const amount = surge ? assertExact(cars + surge.amount, 'line', car.name) : cars;

  const rounded = isRounded(miles, car.toMultiply, 10) ? ' (rounded to the cent)' : '';
  const formula = `${formatMiles(miles)} × ${formatCents(car.toMultiply)} + ${formatCents(car.toAdd)} = ${formatCents(rate)}${rounded}`;
  const minimum =
    rate < car.minimumRate
      ? `below the ${formatCents(car.minimumRate)} minimum, so ${formatCents(perCar)}`
      : `${rate === car.minimumRate ? 'equal to' : 'above'} the ${formatCents(car.minimumRate)} minimum`;
  const longTrip = surge
    ? `, + ${formatCents(surge.amount)} max-miles surge (one-way over ${formatMiles(surge.maxMiles)})`
    : '';
  return {
    kind: 'car',
    label: `${car.name} × ${car.cars}`,
    amount,
    explanation: `${formula}, ${minimum}, × ${count(car.cars, 'car')}${longTrip} = ${formatCents(amount)}`,
    carId: car.carId,
  };
}
