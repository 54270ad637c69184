/**
 * A booked leg as the what-if reads it (decision 093), and `priceJob`'s input for it under a draft card. The leg is
 * priced alone, as it was stored: what the person chose stays as booked (the code's outcome, the gratuity, meet &
 * greet, the surges, the addons and the approved wait), and what the card sets is priced again (the base, extra
 * stops, meet & greet's amount, the long-trip surge, taxes and fees).
 */
import { isRecord } from '../is-record.js';
import { hasAtMostTwoDecimals, MAX_MONEY, toCents } from '../money.js';
import { PICKUP_KINDS, SERVICE_TYPES, type PickupKind, type ServiceType } from '../schemas/service-types.js';
import type { JobService, PriceJobInput } from './job-types.js';
import type { RateCard } from './rate-card.js';
import type { Cents, PricingAddon, PricingDiscountCode, PricingGratuity, PricingSurge } from './types.js';

/**
 * A leg as its row holds it: the reservation's columns, and the parts of `price_breakdown` (a `QuoteLeg`) pricing
 * needs, each as stored (JSON, unchecked: a part the what-if cannot read skips the leg, it never stops the run).
 */
export interface BookedLegRow {
  id: number;
  /** `reservations.amount`: the leg's stored total, addons included. */
  amount: number | null;
  /** A leg of a round trip (`parent_of` or `child_of` set): the long-trip surge is for one-way trips only. */
  isRoundTrip: boolean;
  date: unknown;
  miles: unknown;
  stops: unknown;
  cars: unknown;
  service: unknown;
  pickupKind: unknown;
  airports: unknown;
  tolls: unknown;
  surges: unknown;
  /** `discountCode.applies`. */
  codeApplies: unknown;
  /** `configuration.meetAndGreet.charged`. */
  meetAndGreet: unknown;
  /** The trip's gratuity choice as booked (`trip.gratuity` of the breakdown: `gratuitySchema`). */
  gratuity: unknown;
  lines: unknown;
}

/** A leg ready to price: its job under the card, and what it is reported under. */
export interface WhatIfJob {
  input: PriceJobInput;
  service: ServiceType;
  /** The card's classes of the leg, in its order: `Sedan`, `Sedan + SUV`. */
  classes: string;
}

/** Why a leg is counted apart instead of priced. */
export const WHAT_IF_SKIP_REASONS = [
  'unreadable',
  'class-not-on-card',
  'service-not-sold',
  'class-without-rates',
  'refused',
] as const;
export type WhatIfSkipReason = (typeof WHAT_IF_SKIP_REASONS)[number];

export interface WhatIfSkip {
  reason: WhatIfSkipReason;
  /** The sentence the screen shows: "Limousine is not on the card". */
  label: string;
}

const SERVICES: ReadonlySet<string> = new Set(SERVICE_TYPES);
const isPickupKind = (value: unknown): value is PickupKind => PICKUP_KINDS.some((kind) => kind === value);

/** A stored two-decimal amount in cents, or null when it is not one. */
function centsOf(value: unknown): Cents | null {
  if (typeof value !== 'number') return null;
  // Whole dollars are exact at once; the text check below is a tenth of the what-if's time on a million legs.
  if (Number.isSafeInteger(value) && Math.abs(value) <= MAX_MONEY) return value * 100;
  return hasAtMostTwoDecimals(value) ? toCents(value) : null;
}

const wholeOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

/** Miles as stored (one decimal) in tenths. */
function tenthsOf(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  const tenths = Math.round(value * 10);
  return Math.abs(tenths - value * 10) < 1e-6 ? tenths : null;
}

interface StoredLine {
  kind: string;
  item: string;
  label: string;
  amount: Cents;
}

function linesOf(value: unknown): StoredLine[] | null {
  if (!Array.isArray(value)) return null;
  const lines: StoredLine[] = [];
  for (const line of value) {
    if (!isRecord(line)) return null;
    const amount = typeof line['amount'] === 'number' ? centsOf(Math.abs(line['amount'])) : null;
    if (amount === null) return null;
    lines.push({
      kind: String(line['kind']),
      item: typeof line['item'] === 'string' ? line['item'] : '',
      label: typeof line['label'] === 'string' ? line['label'] : '',
      amount: Number(line['amount']) < 0 ? -amount : amount,
    });
  }
  return lines;
}

const isLine = (line: StoredLine, what: string) => line.kind === what || line.item === what;

/** The leg's service: decision 092's when stored, else a transfer by its miles (decision 036's engine). */
function serviceOf(row: BookedLegRow, miles: number): JobService | null {
  if (row.service === undefined || row.service === null) return { type: 'transfer', miles };
  if (!isRecord(row.service) || !SERVICES.has(String(row.service['type']))) return null;
  const service = row.service;
  switch (service['type']) {
    case 'transfer':
      return { type: 'transfer', miles };
    case 'hourly': {
      const minutes = wholeOf(service['minutes']);
      return minutes === null ? null : { type: 'hourly', minutes };
    }
    case 'flat': {
      const zone = (value: unknown) => (typeof value === 'number' ? value : null);
      return { type: 'flat', fromZone: zone(service['fromZone']), toZone: zone(service['toZone']), miles };
    }
    default: {
      const passengers = wholeOf(service['passengers']);
      return passengers === null ? null : { type: 'per-seat', passengers };
    }
  }
}

function carsOf(value: unknown): { carId: number; cars: number; name: string }[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const cars: { carId: number; cars: number; name: string }[] = [];
  for (const car of value) {
    if (!isRecord(car)) return null;
    const carId = wholeOf(car['carId']);
    const count = wholeOf(car['cars']);
    if (carId === null || count === null) return null;
    cars.push({ carId, cars: count, name: typeof car['name'] === 'string' ? car['name'] : `Class ${carId}` });
  }
  return cars;
}

function surgesOf(value: unknown, date: string): PricingSurge[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return null;
  const surges: PricingSurge[] = [];
  for (const surge of value) {
    if (!isRecord(surge) || typeof surge['id'] !== 'number') return null;
    const amount = surge['amount'] === null ? null : centsOf(surge['amount']);
    const percentage = surge['percentage'] === null ? null : centsOf(surge['percentage']);
    if ((amount === null && surge['amount'] !== null) || (percentage === null && surge['percentage'] !== null))
      return null;
    // The surge was active on the leg's date when it was priced: it stays so.
    const name = typeof surge['name'] === 'string' ? surge['name'] : 'Surge';
    surges.push({ id: surge['id'], name, amount, percentage, from: date, to: date, isActive: true });
  }
  return surges;
}

/**
 * The gratuity as booked: a percentage stays a percentage (of the card's gratuity base, so it follows the new
 * price); a custom amount, or a leg whose trip choice is not kept, keeps the leg's stored gratuity line.
 */
function gratuityOf(value: unknown, lines: readonly StoredLine[]): PricingGratuity {
  if (isRecord(value) && value['kind'] === 'percentage' && typeof value['percentage'] === 'number') {
    // A percentage with two decimals is whole basis points, as an amount is whole cents.
    const percentage = centsOf(value['percentage']);
    if (percentage !== null) return { kind: 'percentage', percentage };
  }
  if (isRecord(value) && value['kind'] === 'none') return { kind: 'none' };
  const line = lines.find((l) => isLine(l, 'gratuity'));
  return line && line.amount > 0 ? { kind: 'amount', amount: line.amount } : { kind: 'none' };
}

/** The code's outcome as booked: the cents it took off this leg, as a fixed amount (never more than the new sum). */
function discountOf(applies: unknown, lines: readonly StoredLine[], date: string): PricingDiscountCode | null {
  if (applies !== true) return null;
  const line = lines.find((l) => isLine(l, 'discount'));
  if (!line || line.amount === 0) return null;
  const code = line.label.replace(/^Code /, '');
  return { code, type: 'general', amount: -line.amount, percentage: null, from: date, to: date, isActive: true };
}

/** Addons and approved waiting as booked: each its stored line's amount. */
function keptExtras(lines: readonly StoredLine[]): PricingAddon[] {
  const kept: PricingAddon[] = [];
  for (const line of lines)
    if (isLine(line, 'addon') || isLine(line, 'wait'))
      kept.push({ id: -(kept.length + 1), name: line.label, amount: line.amount, percentage: null });
  return kept;
}

const unreadable = (what: string): WhatIfSkip => ({
  reason: 'unreadable',
  label: `The stored price lacks ${what}`,
});

/**
 * The cards to price with: the draft, and the same card for a leg of a round trip, whose base takes no long-trip
 * surge (decision 036: one-way trips only). Each leg is priced as a job of its own.
 */
export interface WhatIfCards {
  oneWay: RateCard;
  roundTrip: RateCard;
}

export function whatIfCards(card: RateCard): WhatIfCards {
  const { maxMilesSurge } = card.configuration;
  return {
    oneWay: card,
    roundTrip: { ...card, configuration: { ...card.configuration, maxMilesSurge: { ...maxMilesSurge, amount: 0 } } },
  };
}

/** The leg's job under the card, or why it is counted apart. */
export function whatIfJob(row: BookedLegRow, cards: WhatIfCards): WhatIfJob | WhatIfSkip {
  const card = cards.oneWay;
  if (typeof row.date !== 'string') return unreadable('its date');
  const date = row.date;
  const miles = tenthsOf(row.miles ?? 0);
  if (miles === null) return unreadable('its miles');
  const service = serviceOf(row, miles);
  if (!service) return unreadable('its service');
  const cars = carsOf(row.cars);
  if (!cars) return unreadable('its car classes');
  const lines = linesOf(row.lines);
  if (!lines) return unreadable('its lines');
  const surges = surgesOf(row.surges, date);
  if (!surges) return unreadable('its surges');
  const stops = wholeOf(row.stops ?? 0);
  if (stops === null) return unreadable('its extra stops');
  const tolls = row.tolls === undefined || row.tolls === null ? 0 : centsOf(row.tolls);
  if (tolls === null) return unreadable('its tolls');

  if (!card.services.includes(service.type))
    return { reason: 'service-not-sold', label: `The card does not sell ${service.type}` };
  const names: string[] = [];
  for (const car of cars) {
    const rates = card.classes.find((c) => c.carId === car.carId);
    if (!rates) return { reason: 'class-not-on-card', label: `${car.name} is not on the card` };
    const sold =
      service.type === 'transfer'
        ? rates.transfer
        : service.type === 'hourly'
          ? rates.hourly
          : service.type === 'per-seat'
            ? rates.perSeat
            : true;
    if (!sold) return { reason: 'class-without-rates', label: `${rates.name} has no ${service.type} rates` };
    names.push(rates.name);
  }

  const airports = Array.isArray(row.airports) ? row.airports.filter((a) => typeof a === 'string') : [];
  return {
    service: service.type,
    classes: names.join(' + '),
    input: {
      card: row.isRoundTrip ? cards.roundTrip : card,
      outbound: {
        date,
        service,
        stops,
        pickupKind: isPickupKind(row.pickupKind) ? row.pickupKind : 'local',
        // Approved waiting is kept as its stored line (an extra below): the leg does not keep the minutes.
        waitedMinutes: 0,
        airports,
        tolls,
      },
      returnLeg: null,
      cars: cars.map(({ carId, cars: count }) => ({ carId, cars: count })),
      discountCode: discountOf(row.codeApplies, lines, date),
      gratuity: gratuityOf(row.gratuity, lines),
      meetAndGreet: row.meetAndGreet === true,
      addons: keptExtras(lines),
      surges,
    },
  };
}
