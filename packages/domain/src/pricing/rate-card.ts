/**
 * A rate card in the engine's units (decision 088): what the company charges for each service type, per car class,
 * with its zones, flat rates, wait-time grace, taxes, fees and the gratuity's base. Money in cents, percentages in
 * basis points, times in whole minutes (decision 036's units). `toPricingRateCard` makes one from a checked
 * `RateCardRecord`; the schema's rules (a place in one zone, flat rates of the card's classes) hold for it.
 */
import type { GratuityBase, PickupKind, ServiceType, TaxableKind } from '../schemas/rate-card.js';
import type { BasisPoints, Cents, PricingConfiguration, TaxRate } from './types.js';

export type { GratuityBase, PickupKind, ServiceType, TaxableKind };

/** Decision 036's distance price: `max(miles × toMultiply + toAdd, minimumRate)` a car. */
export interface TransferRates {
  toMultiply: Cents;
  toAdd: Cents;
  minimumRate: Cents;
}

/** Hourly work: billed in whole increments (which divide 60), at least `minimumHours`. */
export interface HourlyRates {
  perHour: Cents;
  /** Whole hours, at least 1. */
  minimumHours: number;
  /** Minutes, dividing 60: 5, 10, 15, 20, 30 or 60 (1, 2, 3, 4, 6 and 12 too). */
  incrementMinutes: number;
  /** The drive from the garage to the pickup and back, in minutes; billed only when `billGarage`. */
  garageMinutesBefore: number;
  garageMinutesAfter: number;
  billGarage: boolean;
}

/** A seat on a shared ride, and how many seats a car of the class offers. */
export interface PerSeatRates {
  perSeat: Cents;
  seats: number;
}

export interface WaitRates {
  perMinute: Cents;
}

/** A car class's rates on the card; null for a service the class is not sold for. */
export interface RateCardClass {
  carId: number;
  name: string;
  transfer: TransferRates | null;
  hourly: HourlyRates | null;
  perSeat: PerSeatRates | null;
  wait: WaitRates | null;
}

/** A set of places: a place is in the zone when its airport, ZIP code or city (in that order) is listed. */
export interface Zone {
  id: number;
  name: string;
  zips: readonly string[];
  /** Compared without case. */
  cities: readonly string[];
  /** IATA codes, compared without case. */
  airports: readonly string[];
}

/** The price of a class between two zones, either direction. */
export interface FlatRate {
  zoneA: number;
  zoneB: number;
  carId: number;
  price: Cents;
}

export interface Tax {
  name: string;
  /** In thousandths of a percent, at most 100,000 (100 %): 8.875 % is 8875. */
  rate: TaxRate;
  /** The kinds of line the tax is taken of. */
  taxable: readonly TaxableKind[];
}

export interface Fees {
  /** An amount for each leg picked up or dropped off at the airport (IATA code, without case). */
  airports: readonly { airport: string; amount: Cents }[];
  /** A percentage of the base. */
  fuelSurcharge: BasisPoints;
  /** A percentage of base + extras + surges − discount. */
  serviceCharge: BasisPoints;
}

export interface RateCard {
  id: number;
  name: string;
  /** The service types the company sells under this card. */
  services: readonly ServiceType[];
  classes: readonly RateCardClass[];
  zones: readonly Zone[];
  flatRates: readonly FlatRate[];
  /** Minutes of waiting that are free, by kind of pickup. */
  waitGrace: Readonly<Record<PickupKind, number>>;
  taxes: readonly Tax[];
  fees: Fees;
  gratuityBase: GratuityBase;
  /** Extra stops, meet & greet and the max-miles surge, as the configuration holds them today. */
  configuration: PricingConfiguration;
}
