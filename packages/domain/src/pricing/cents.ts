/**
 * Exact integer arithmetic for the engine. Every value it takes is a non-negative safe integer (checked by
 * `validatePriceTripInput`); a result too large to be exact is a RangeError, never a silently wrong price.
 */
import type { BasisPoints, Cents, TaxRate } from './types.js';

export const WHOLE_PERCENT: BasisPoints = 10_000;
/** 100 % as a tax rate, in thousandths of a percent: taxes come with three decimals (New York City's 8.875 %). */
export const WHOLE_TAX_RATE: TaxRate = 100_000;

/**
 * Throws when a computed amount left the safe-integer range (only absurd inputs get there). The message is
 * `owner's what` or `what`, joined only when it is thrown.
 */
export function assertExact(value: number, what: string, owner = ''): number {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${owner ? `${owner}'s ${what}` : what} is too large to price exactly`);
  return value;
}

/**
 * `a × b ÷ d` rounded half-up to a whole number, exact whenever the result is a safe integer: `a` is split
 * into `q·d + r`, so no intermediate product is larger than the result or than `d × b`.
 */
export function mulDivHalfUp(a: number, b: number, d: number): number {
  const r = a % d;
  const whole = ((a - r) / d) * b;
  const rest = r * b;
  const restRemainder = rest % d;
  const fraction = (rest - restRemainder) / d + (restRemainder * 2 >= d ? 1 : 0);
  return assertExact(whole + fraction, 'An amount');
}

/** `percentage` of `cents`, rounded half-up to the cent. */
export function percentOf(cents: Cents, percentage: BasisPoints): Cents {
  return mulDivHalfUp(cents, percentage, WHOLE_PERCENT);
}

/** A tax's `rate` of `cents`, rounded half-up to the cent. */
export function taxOf(cents: Cents, rate: TaxRate): Cents {
  return mulDivHalfUp(cents, rate, WHOLE_TAX_RATE);
}

/** Whether `a × b ÷ d` needed rounding. */
export function isRounded(a: number, b: number, d: number): boolean {
  return ((a % d) * b) % d !== 0;
}

/**
 * A trip-wide amount split over the legs of a round trip: the outbound gets the odd cent. One-way trips keep
 * the whole amount.
 */
export function legPart(amount: Cents, leg: 'outbound' | 'return', isRoundTrip: boolean): Cents {
  if (!isRoundTrip) return amount;
  const half = (amount - (amount % 2)) / 2;
  return leg === 'outbound' ? amount - half : half;
}

/** Whole cents `Σ` of the lines' amounts. */
export function sumAmounts(lines: readonly { amount: Cents }[]): Cents {
  let total = 0;
  for (const line of lines) total += line.amount;
  return assertExact(total, 'A total');
}
