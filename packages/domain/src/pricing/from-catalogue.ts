/**
 * From the records the API reads (dollars with two decimals, percentages 0–100 with two decimals, miles with
 * one decimal) to the engine's exact units. `toCents` refuses a value with more decimals than its column has.
 */
import { toCents } from '../money.js';
import type { Addon } from '../schemas/addon.js';
import type { Car } from '../schemas/car.js';
import type { DiscountCode } from '../schemas/discount-code.js';
import type { Surge } from '../schemas/surge.js';
import type { Gratuity } from '../schemas/trip.js';
import type {
  BasisPoints,
  PricingAddon,
  PricingCarClass,
  PricingConfiguration,
  PricingDiscountCode,
  PricingGratuity,
  PricingSurge,
  TenthsOfMile,
} from './types.js';

/** 12.5 (%) → 1250: a percentage has at most two decimals (numeric(5,2)), so the scaling is exact. */
export const toBasisPoints = (percentage: number): BasisPoints => toCents(percentage);

const centsOrNull = (value: number | null) => (value === null ? null : toCents(value));
const basisPointsOrNull = (value: number | null) => (value === null ? null : toBasisPoints(value));

/**
 * 17.3 → 173. Staff type miles with one decimal; a computed distance (great-circle, OSRM) is rounded to the
 * nearest tenth here, once, so the same leg always prices the same.
 */
export function toTenthsOfMile(miles: number): TenthsOfMile {
  if (!Number.isFinite(miles) || miles < 0) throw new RangeError(`Miles must be 0 or more (got ${miles})`);
  return Math.round(miles * 10);
}

export function toPricingCarClass(
  car: Pick<Car, 'id' | 'name' | 'toMultiply' | 'toAdd' | 'minimumRate'>,
  cars: number,
): PricingCarClass {
  return {
    carId: car.id,
    name: car.name,
    cars,
    toMultiply: toCents(car.toMultiply),
    toAdd: toCents(car.toAdd),
    minimumRate: toCents(car.minimumRate),
  };
}

export function toPricingSurge(
  surge: Pick<Surge, 'id' | 'name' | 'from' | 'to' | 'isActive' | 'amount' | 'percentage'>,
): PricingSurge {
  const { id, name, from, to, isActive } = surge;
  return {
    id,
    name,
    from,
    to,
    isActive,
    amount: centsOrNull(surge.amount),
    percentage: basisPointsOrNull(surge.percentage),
  };
}

export function toPricingDiscountCode(
  code: Pick<DiscountCode, 'code' | 'type' | 'from' | 'to' | 'isActive' | 'amount' | 'percentage'>,
): PricingDiscountCode {
  const { type, from, to, isActive } = code;
  return {
    code: code.code,
    type,
    from,
    to,
    isActive,
    amount: centsOrNull(code.amount),
    percentage: basisPointsOrNull(code.percentage),
  };
}

export function toPricingAddon(addon: Pick<Addon, 'id' | 'name' | 'amount' | 'percentage'>): PricingAddon {
  return {
    id: addon.id,
    name: addon.name,
    amount: centsOrNull(addon.amount),
    percentage: basisPointsOrNull(addon.percentage),
  };
}

/** The configuration's pricing sections as stored (dollars, percent, miles); a missing value counts as 0. */
export interface PricingConfigurationRecord {
  meetAndGreet: { amount: number | null; percentage: number | null };
  maxMilesSurge: { maxMiles: number | null; amount: number | null };
  extraStopCharges: { amount: number | null };
}

export function toPricingConfiguration(record: PricingConfigurationRecord): PricingConfiguration {
  const { meetAndGreet, maxMilesSurge, extraStopCharges } = record;
  return {
    meetAndGreet: {
      amount: toCents(meetAndGreet.amount ?? 0),
      percentage: toBasisPoints(meetAndGreet.percentage ?? 0),
    },
    // Without a mileage there is no threshold to pass, so no surge (rather than one on every trip).
    maxMilesSurge:
      maxMilesSurge.maxMiles === null
        ? { maxMiles: 0, amount: 0 }
        : { maxMiles: toTenthsOfMile(maxMilesSurge.maxMiles), amount: toCents(maxMilesSurge.amount ?? 0) },
    extraStopCharges: { amount: toCents(extraStopCharges.amount ?? 0) },
  };
}

/** The trip's gratuity choice (dollars, percent) in the engine's units. */
export function toPricingGratuity(gratuity: Gratuity): PricingGratuity {
  if (gratuity.kind === 'percentage') return { kind: 'percentage', percentage: toBasisPoints(gratuity.percentage) };
  if (gratuity.kind === 'amount') return { kind: 'amount', amount: toCents(gratuity.amount) };
  return { kind: 'none' };
}
