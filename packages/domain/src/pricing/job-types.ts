/**
 * `priceJob`'s input and its answer (decision 088): a leg priced from its service and the rate card, its lines in
 * one fixed order — base, extras, surge, discount, gratuity, taxes, fees — and the total their exact sum.
 */
import type { PickupKind, RateCard, ServiceType } from './rate-card.js';
import type {
  Cents,
  DriverShare,
  LegDiscountCode,
  LegName,
  PricingAddon,
  PricingDiscountCode,
  PricingGratuity,
  PricingSurge,
  TenthsOfMile,
} from './types.js';

/** What a leg is sold as, with what its base line needs. */
export type JobService =
  | { type: 'transfer'; miles: TenthsOfMile }
  /** Booked minutes, garage time aside (the card adds it when it bills it). */
  | { type: 'hourly'; minutes: number }
  /**
   * The zones the pickup and the drop-off are in (`zoneOf`), null for a place in no zone; the miles price the leg
   * when the card has no flat rate for the pair and the class.
   */
  | { type: 'flat'; fromZone: number | null; toZone: number | null; miles: TenthsOfMile }
  | { type: 'per-seat'; passengers: number };

export interface JobLegInput {
  /** The pickup's business date `YYYY-MM-DD`. */
  date: string;
  service: JobService;
  /** Extra stops on this leg. */
  stops: number;
  /** The pickup's kind: the wait-time grace, and where meet & greet goes. */
  pickupKind: PickupKind;
  /** Approved waiting, On location → On board, in whole minutes (0 when none). */
  waitedMinutes: number;
  /** The IATA codes of the airports the leg picks up or drops off at (the airport fee). */
  airports: readonly string[];
  /** Tolls staff entered for the leg. */
  tolls: Cents;
}

export interface PriceJobInput {
  card: RateCard;
  outbound: JobLegInput;
  /** A round trip's return: the same type of service and the same cars (hourly has none). */
  returnLeg?: JobLegInput | null;
  /** The card's classes chosen, and how many cars of each (per-seat: one class). */
  cars: readonly { carId: number; cars: number }[];
  discountCode?: PricingDiscountCode | null;
  gratuity: PricingGratuity;
  /** Charged once: on the first leg picked up at an airport, else on the outbound. */
  meetAndGreet: boolean;
  /** Extras the person chose: an amount (split in half on a round trip) or a percentage of each leg's base. */
  addons: readonly PricingAddon[];
  /** Candidate surges; each leg keeps those active on its own date. */
  surges: readonly PricingSurge[];
}

/** The groups of lines, in the order a leg lists them. */
export const JOB_LINE_KINDS = ['base', 'extras', 'surge', 'discount', 'gratuity', 'tax', 'fee'] as const;
export type JobLineKind = (typeof JOB_LINE_KINDS)[number];

/** What a line is within its group. */
export type JobLineItem =
  | 'transfer'
  | 'hourly'
  | 'flat'
  | 'per-seat'
  | 'extra-stops'
  | 'meet-and-greet'
  | 'addon'
  | 'wait'
  | 'surge'
  | 'discount'
  | 'gratuity'
  | 'tax'
  | 'airport-fee'
  | 'fuel-surcharge'
  | 'tolls'
  | 'service-charge';

export interface JobLine {
  kind: JobLineKind;
  item: JobLineItem;
  /** "Sedan × 2", "Wait time Sedan × 1", "Sales tax 8.875%". */
  label: string;
  /** Negative only for a discount. */
  amount: Cents;
  /** The rule and its base: "8.875% of the $310.00 taxable (base + extras) = $27.51". */
  explanation: string;
  carId?: number;
  surgeId?: number;
  addonId?: number;
}

/** What a leg's price was computed from, kept with it (the card by its id). */
export interface JobLegInputs {
  cardId: number;
  date: string;
  service: JobService;
  /** A flat leg that found no flat rate and was priced by distance. */
  pricedByDistance: boolean;
  stops: number;
  pickupKind: PickupKind;
  waitedMinutes: number;
  airports: readonly string[];
  tolls: Cents;
  cars: readonly { carId: number; cars: number }[];
  discountCode: LegDiscountCode | null;
  gratuity: PricingGratuity;
  meetAndGreet: boolean;
  /** The surges active on this leg's date. */
  surges: PricingSurge[];
}

export interface JobLegPrice {
  leg: LegName;
  inputs: JobLegInputs;
  lines: JobLine[];
  /** The sum of each kind's lines. */
  sums: Record<JobLineKind, Cents>;
  /** Exactly the sum of the lines. */
  total: Cents;
  /**
   * What the drivers share: every line but taxes and fees (base through gratuity). Taxes are the state's and
   * fees the company's or the airport's; the drivers see their shares of the work, not the taxes.
   */
  driversTotal: Cents;
  driverShares: DriverShare[];
}

export interface JobPrice {
  service: ServiceType;
  isRoundTrip: boolean;
  legs: JobLegPrice[];
  /** Exactly the sum of the legs' totals. */
  total: Cents;
  explanation: string;
}
