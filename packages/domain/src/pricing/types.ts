/**
 * The pricing engine's inputs and its itemised answer (DESIGN.md §5 "Price", decision 036). Every number is an
 * integer in an exact unit, so no step ever does floating-point arithmetic on money.
 */
import type { DiscountCodeType } from '../schemas/discount-code.js';
import type { TripType } from '../schemas/trip.js';

/** Money in integer cents: $12.50 is 1250. */
export type Cents = number;
/** A percentage in integer hundredths of a percent (basis points): 12.5 % is 1250, 100 % is 10000. */
export type BasisPoints = number;
/** A tax rate in integer thousandths of a percent: 8.875 % is 8875, 100 % is 100000. */
export type TaxRate = number;
/** A distance in integer tenths of a mile: 17.3 mi is 173. */
export type TenthsOfMile = number;

/** Surges, discount codes and addons: a non-zero amount is used, else the percentage (null counts as 0). */
export interface AmountOrPercentage {
  amount: Cents | null;
  percentage: BasisPoints | null;
}

/** A car class chosen for the trip, with its rates when priced. */
export interface PricingCarClass {
  carId: number;
  name: string;
  /** How many cars of this class (at least 1). */
  cars: number;
  /** Per mile. */
  toMultiply: Cents;
  toAdd: Cents;
  minimumRate: Cents;
}

export interface PricingSurge extends AmountOrPercentage {
  id: number;
  name: string;
  /** Business dates `YYYY-MM-DD`, both inclusive. */
  from: string;
  to: string;
  isActive: boolean;
}

export interface PricingDiscountCode extends AmountOrPercentage {
  code: string;
  type: DiscountCodeType;
  from: string;
  to: string;
  isActive: boolean;
}

export type PricingGratuity =
  | { kind: 'none' }
  | { kind: 'percentage'; percentage: BasisPoints }
  /** A custom amount for the whole trip (split in half on a round trip). */
  | { kind: 'amount'; amount: Cents };

/** The configuration record's pricing sections, in the engine's units. */
export interface PricingConfiguration {
  meetAndGreet: { amount: Cents; percentage: BasisPoints };
  maxMilesSurge: { maxMiles: TenthsOfMile; amount: Cents };
  extraStopCharges: { amount: Cents };
}

export interface PricingLegInput {
  /** The pickup's business date `YYYY-MM-DD` (the caller converts the instant in the business time zone). */
  date: string;
  /** The leg's miles, extra stops included. */
  miles: TenthsOfMile;
  /** Extra stops on this leg. */
  stops: number;
}

export interface PriceTripInput {
  tripType: TripType;
  outbound: PricingLegInput;
  /** Present for a round trip: the same cars, picked up where the outbound drops off. */
  returnLeg?: PricingLegInput | null;
  cars: readonly PricingCarClass[];
  /** The code the person entered, as found; the engine decides whether it applies to each leg. */
  discountCode?: PricingDiscountCode | null;
  gratuity: PricingGratuity;
  meetAndGreet: boolean;
  /** Candidate surges; each leg keeps those active on its own pickup date. */
  surges: readonly PricingSurge[];
  configuration: PricingConfiguration;
}

export type LegName = 'outbound' | 'return';

export type PriceLineKind = 'car' | 'discount' | 'gratuity' | 'meet-and-greet' | 'surge' | 'extra-stops';

export interface PriceLine<Kind extends string = PriceLineKind> {
  kind: Kind;
  /** What the line is: "Sedan", "Code SAVE10", "Gratuity 20%". */
  label: string;
  /** Negative only for a discount. */
  amount: Cents;
  /** Where the number came from: "17.3 mi × $3.00 + $10.00 = $61.90, above the $50.00 minimum, × 2 cars = $123.80". */
  explanation: string;
  carId?: number;
  surgeId?: number;
  addonId?: number;
}

export interface LegDiscountCode extends PricingDiscountCode {
  applies: boolean;
  /** Why it does not apply to this leg, for the person reading the breakdown; null when it applies. */
  reason: string | null;
}

/** Everything a leg's price was computed from, kept with it so the amount is explained after rates change. */
export interface LegPriceInputs {
  tripType: TripType;
  isRoundTrip: boolean;
  date: string;
  miles: TenthsOfMile;
  stops: number;
  cars: PricingCarClass[];
  discountCode: LegDiscountCode | null;
  gratuity: PricingGratuity;
  /** Whether meet & greet is charged on this leg. */
  meetAndGreet: boolean;
  configuration: PricingConfiguration;
  /** The surges active on this leg's date. */
  surges: PricingSurge[];
}

/** One car's driver share: `slot` counts 1… within its class. */
export interface DriverShare {
  carId: number;
  slot: number;
  amount: Cents;
}

export interface LegPrice {
  leg: LegName;
  inputs: LegPriceInputs;
  lines: PriceLine[];
  /** The car lines' sum (step 1). */
  carsTotal: Cents;
  /** The cars total less the discount (step 2): what percentages of "base" are taken of. */
  base: Cents;
  /** Exactly the sum of the lines. */
  total: Cents;
  driverShares: DriverShare[];
}

export interface TripPrice {
  tripType: TripType;
  isRoundTrip: boolean;
  /** The outbound, then the return on a round trip. */
  legs: LegPrice[];
  /** Exactly the sum of the legs' totals, so of every line. */
  total: Cents;
  explanation: string;
}

export interface PricingAddon extends AmountOrPercentage {
  id: number;
  name: string;
}

export type AddonLineKind = 'trip' | 'addon';

export interface AddonsPrice {
  tripTotal: Cents;
  /** The trip line first, then one line per addon in the order they were added. */
  lines: PriceLine<AddonLineKind>[];
  /** Exactly the sum of the lines. */
  total: Cents;
}
