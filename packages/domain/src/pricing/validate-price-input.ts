/**
 * Inputs no trip can have are a RangeError with a sentence naming the field. The API validates requests with
 * its schemas first, so reaching one of these is a bug in the caller, not a person's typo.
 */
import { WHOLE_PERCENT } from './cents.js';
import type {
  AmountOrPercentage,
  PriceTripInput,
  PricingAddon,
  PricingConfiguration,
  PricingLegInput,
} from './types.js';

/** Cars on one leg: one driver share each, so a bound keeps a quote small (a class's quantity is far lower). */
export const MAX_CARS_PER_TRIP = 1000;

const TRIP_TYPES: ReadonlySet<string> = new Set(['from-airport', 'to-airport', 'point-to-point']);
const CODE_TYPES: ReadonlySet<string> = new Set(['general', 'round trip']);

export function fail(message: string): never {
  throw new RangeError(message);
}

/*
 * Each check names its field as `prefix + name + field` ("Surge " + "Snow" + "'s From"), joined only when it
 * fails: a quote runs a few dozen checks, and building their sentences up front was most of the cost.
 */

/** A non-negative safe integer: cents, tenths of a mile, counts. */
export function whole(value: unknown, prefix: string, name = '', field = ''): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    fail(`${prefix}${name}${field} must be a whole number, 0 or more (got ${String(value)})`);
}

export function percentage(value: unknown, prefix: string, name = '', field = ''): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > WHOLE_PERCENT)
    fail(
      `${prefix}${name}${field} must be a whole number of hundredths of a percent from 0 to ${WHOLE_PERCENT} (got ${String(value)})`,
    );
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const digitsAt = (text: string, from: number, to: number) => {
  let n = 0;
  for (let i = from; i < to; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
};

/**
 * `isIsoDate` without a regular expression or a Date: a quote checks a few dozen dates and this check was a
 * quarter of the engine's time. A property test keeps the two in agreement.
 */
export function isCalendarDate(text: string): boolean {
  if (text.length !== 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return false;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 7);
  const day = digitsAt(text, 8, 10);
  // Years before 100 are refused as isIsoDate refuses them (Date.UTC reads 0–99 as 1900–1999).
  if (year < 100 || month < 1 || month > 12 || day < 1) return false;
  const isLeap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && isLeap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0));
}

export function date(value: unknown, prefix: string, name = '', field = ''): void {
  if (typeof value !== 'string' || !isCalendarDate(value))
    fail(`${prefix}${name}${field} must be a date YYYY-MM-DD (got ${String(value)})`);
}

export function amountOrPercentage(value: AmountOrPercentage, prefix: string, name: string): void {
  if (value.amount !== null) whole(value.amount, prefix, name, "'s amount (cents)");
  if (value.percentage !== null) percentage(value.percentage, prefix, name, "'s percentage");
}

function leg(value: PricingLegInput, name: string): void {
  date(value.date, 'The ', name, ' pickup date');
  whole(value.miles, 'The ', name, ' miles (tenths of a mile)');
  whole(value.stops, 'The ', name, ' extra stops');
}

export function validatePriceTripInput(input: PriceTripInput): void {
  if (!TRIP_TYPES.has(input.tripType)) fail(`Unknown trip type ${String(input.tripType)}`);
  leg(input.outbound, 'outbound');
  if (input.returnLeg) leg(input.returnLeg, 'return');

  if (input.cars.length === 0) fail('A trip needs at least one car class');
  let cars = 0;
  for (const [i, car] of input.cars.entries()) {
    // A handful of classes: comparing with the ones before costs less than building a Set.
    for (let j = 0; j < i; j++)
      if (input.cars[j]?.carId === car.carId)
        fail(`Car class ${car.carId} appears twice; give its number of cars once`);
    if (!Number.isSafeInteger(car.cars) || car.cars < 1)
      fail(`The number of ${car.name} cars must be a whole number, at least 1 (got ${String(car.cars)})`);
    cars += car.cars;
    whole(car.toMultiply, '', car.name, "'s rate per mile (cents)");
    whole(car.toAdd, '', car.name, "'s amount to add (cents)");
    whole(car.minimumRate, '', car.name, "'s minimum rate (cents)");
  }
  if (cars > MAX_CARS_PER_TRIP) fail(`A trip may have at most ${MAX_CARS_PER_TRIP} cars (got ${cars})`);

  validateCharges(input);

  // Meet & greet needs someone picked up at an airport (or a point-to-point trip, DESIGN §5 step 4).
  if (input.meetAndGreet && input.tripType === 'to-airport' && !input.returnLeg)
    fail('Meet & greet needs a pickup at an airport: a one-way trip to the airport has none');

  validateConfiguration(input.configuration);
}

export function validateConfiguration({ meetAndGreet, maxMilesSurge, extraStopCharges }: PricingConfiguration): void {
  whole(meetAndGreet.amount, 'The meet & greet amount (cents)');
  percentage(meetAndGreet.percentage, 'The meet & greet percentage');
  whole(maxMilesSurge.maxMiles, 'The max-miles surge miles (tenths of a mile)');
  whole(maxMilesSurge.amount, 'The max-miles surge amount (cents)');
  whole(extraStopCharges.amount, 'The extra stop charge (cents)');
}

/** The code, the gratuity and the surges: the same checks for `priceTrip` and `priceJob`. */
export function validateCharges(input: Pick<PriceTripInput, 'discountCode' | 'gratuity' | 'surges'>): void {
  const code = input.discountCode;
  if (code) {
    if (!CODE_TYPES.has(code.type)) fail(`Unknown discount code type ${String(code.type)}`);
    date(code.from, 'Code ', code.code, "'s From");
    date(code.to, 'Code ', code.code, "'s To");
    amountOrPercentage(code, 'Code ', code.code);
  }

  const gratuity = input.gratuity;
  // Read before the kinds narrow it away: the message names an unknown kind.
  const gratuityKind: unknown = gratuity.kind;
  if (gratuity.kind === 'percentage') percentage(gratuity.percentage, 'The gratuity');
  else if (gratuity.kind === 'amount') whole(gratuity.amount, 'The gratuity (cents)');
  else if (gratuity.kind !== 'none') fail(`Unknown gratuity ${String(gratuityKind)}`);

  for (const surge of input.surges) {
    date(surge.from, 'Surge ', surge.name, "'s From");
    date(surge.to, 'Surge ', surge.name, "'s To");
    amountOrPercentage(surge, 'Surge ', surge.name);
  }
}

export function validateAddons(tripTotal: number, addons: readonly PricingAddon[]): void {
  whole(tripTotal, 'The trip total (cents)');
  for (const addon of addons) amountOrPercentage(addon, 'Addon ', addon.name);
}
