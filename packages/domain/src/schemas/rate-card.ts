/**
 * A rate card as staff write it (issue 39, decision 088): what the company charges, per car class and service type,
 * with its zones and flat rates, the wait-time grace, the taxes, the fees and the gratuity's base. Money in dollars
 * with at most 2 decimals and percentages 0–100 as every other form sends them; `toPricingRateCard` turns a checked
 * card into the engine's cents and basis points. Every refusal names its field.
 */
import { z } from 'zod';
import { hasAtMostThreeDecimals } from '../money.js';
import { moneySchema, percentageSchema, whenAnObject } from './catalogue-rules.js';
import { requiredText, wholeNumberSchema } from './common.js';
import { extraStopChargesSchema, maxMilesSurgeSchema, meetAndGreetSchema } from './configuration.js';
import { SERVICE_TYPES, type PickupKind, type ServiceType } from './service-types.js';

export { PICKUP_KINDS, SERVICE_TYPES, type PickupKind, type ServiceType } from './service-types.js';

/** The grace minutes a card starts with (decision 088). */
export const DEFAULT_WAIT_GRACE: Readonly<Record<PickupKind, number>> = {
  local: 15,
  'domestic-airport': 30,
  'international-airport': 60,
};

/** The kinds of line a tax may be taken of; taxes and fees are never taxed. */
export const TAXABLE_KINDS = ['base', 'extras', 'surge', 'discount', 'gratuity'] as const;
export type TaxableKind = (typeof TAXABLE_KINDS)[number];

/** What a percentage gratuity is taken of: the base lines alone, or the base and the extras. */
export const GRATUITY_BASES = ['base', 'base-and-extras'] as const;
export type GratuityBase = (typeof GRATUITY_BASES)[number];

/** The billing increments an hourly rate may use: those that divide an hour, so billed time is whole steps of it. */
export const HOURLY_INCREMENTS = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60] as const;
const INCREMENTS: ReadonlySet<number> = new Set(HOURLY_INCREMENTS);

/**
 * A text of the card (a name, a ZIP, a city, an airport): required, trimmed, and without control characters. The card
 * is stored as one JSON document (decision 091), and PostgreSQL's jsonb cannot hold a NUL: refused here, naming the
 * field, it is a 400 rather than the database's error.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const cardText = (label: string, max?: number) =>
  requiredText(label, max).refine((text) => !CONTROL_CHARACTER.test(text), `${label} must not hold control characters`);

/** Garage time and grace are at most a day: more is a typo, and it keeps every product far from the unsafe range. */
const A_DAY_IN_MINUTES = 24 * 60;
/** Minimum hours at most: a week of work. */
const MAX_MINIMUM_HOURS = 7 * 24;

const transferRatesSchema = z.strictObject({
  toMultiply: moneySchema('Rate per mile'),
  toAdd: moneySchema('Amount to add'),
  minimumRate: moneySchema('Minimum rate'),
});

const hourlyRatesSchema = z.strictObject({
  perHour: moneySchema('Rate an hour'),
  minimumHours: wholeNumberSchema('Minimum hours', {
    min: 1,
    max: MAX_MINIMUM_HOURS,
    message: `Minimum hours must be a whole number of hours from 1 to ${MAX_MINIMUM_HOURS}`,
  }),
  incrementMinutes: z
    .number({ error: 'Billing increment must be a number of minutes' })
    .refine(
      (minutes) => INCREMENTS.has(minutes),
      'Billing increment must divide an hour: 5, 10, 15, 20, 30 or 60 minutes (or 1, 2, 3, 4, 6, 12)',
    ),
  garageMinutesBefore: wholeNumberSchema('Garage minutes before', { max: A_DAY_IN_MINUTES }),
  garageMinutesAfter: wholeNumberSchema('Garage minutes after', { max: A_DAY_IN_MINUTES }),
  billGarage: z.boolean({ error: 'Bill garage time must be true or false' }),
});

const perSeatRatesSchema = z.strictObject({
  perSeat: moneySchema('Seat price'),
  seats: wholeNumberSchema('Seats offered', { min: 1, max: 1000 }),
});

const waitRatesSchema = z.strictObject({ perMinute: moneySchema('Wait rate a minute') });

/** A car class's rates: null for a service type the class is not sold for. */
export const rateCardClassSchema = z.strictObject({
  carId: wholeNumberSchema('Car class', { min: 1 }),
  name: cardText('Car class name', 100),
  transfer: transferRatesSchema.nullable().default(null),
  hourly: hourlyRatesSchema.nullable().default(null),
  perSeat: perSeatRatesSchema.nullable().default(null),
  wait: waitRatesSchema.nullable().default(null),
});

const placeKeys = (label: string, max: number) =>
  z
    .array(cardText(label, max), { error: `${label}s must be a list` })
    .max(10_000, `A zone may list at most 10,000 ${label.toLowerCase()}s`)
    .default([]);

/** A zone: the ZIP codes, cities and airports (IATA codes) in it. */
export const zoneSchema = z.strictObject({
  id: wholeNumberSchema('Zone', { min: 1 }),
  name: cardText('Zone name', 100),
  zips: placeKeys('ZIP code', 10),
  cities: placeKeys('City', 100),
  airports: placeKeys('Airport', 10),
});

/** The price of a car class between two zones, either direction. */
export const flatRateSchema = z.strictObject({
  zoneA: wholeNumberSchema('Zone A', { min: 1 }),
  zoneB: wholeNumberSchema('Zone B', { min: 1 }),
  carId: wholeNumberSchema('Car class', { min: 1 }),
  price: moneySchema('Flat price'),
});

const graceSchema = (label: string) => wholeNumberSchema(label, { max: A_DAY_IN_MINUTES });

export const taxSchema = z.strictObject({
  name: cardText('Tax name', 100),
  // Taxes come with three decimals (New York City's 8.875 %), other percentages with two.
  percentage: z
    .number({ error: 'Tax rate must be a number' })
    .min(0, 'Tax rate must be between 0 and 100')
    .max(100, 'Tax rate must be between 0 and 100')
    .refine(hasAtMostThreeDecimals, 'Tax rate must have at most 3 decimals'),
  taxable: z.array(z.enum(TAXABLE_KINDS, { error: `Taxable lines are ${TAXABLE_KINDS.join(', ')}` })),
});

export const feesSchema = z.strictObject({
  /** An amount for each leg picked up or dropped off at the airport. */
  airports: z
    .array(z.strictObject({ airport: cardText('Airport', 10), amount: moneySchema('Airport fee') }))
    .default([]),
  fuelSurcharge: percentageSchema('Fuel surcharge'),
  serviceCharge: percentageSchema('Service charge'),
});

export const rateCardSchema = z
  .strictObject({
    name: cardText('Name'),
    services: z
      .array(z.enum(SERVICE_TYPES, { error: `A service type is one of ${SERVICE_TYPES.join(', ')}` }))
      .min(1, 'Turn on at least one service type'),
    classes: z.array(rateCardClassSchema).min(1, 'A card needs at least one car class'),
    zones: z.array(zoneSchema).default([]),
    flatRates: z.array(flatRateSchema).default([]),
    waitGrace: z.strictObject({
      local: graceSchema('Local grace minutes'),
      'domestic-airport': graceSchema('Domestic airport grace minutes'),
      'international-airport': graceSchema('International airport grace minutes'),
    }),
    taxes: z.array(taxSchema).default([]),
    fees: feesSchema,
    gratuityBase: z.enum(GRATUITY_BASES, { error: 'Gratuity base is base or base-and-extras' }),
    configuration: z.strictObject({
      meetAndGreet: meetAndGreetSchema,
      maxMilesSurge: maxMilesSurgeSchema,
      extraStopCharges: extraStopChargesSchema,
    }),
  })
  .superRefine((card, ctx) => refineRateCard(card, ctx), { when: whenAnObject });
export type RateCardRecord = z.infer<typeof rateCardSchema>;

type Issue = { path: (string | number)[]; message: string };
/** The parts of a card its cross-field rules read; each may be missing when its own field already failed. */
interface CardParts {
  services?: readonly ServiceType[];
  classes?: readonly { carId?: number; name?: string; transfer?: unknown; hourly?: unknown; perSeat?: unknown }[];
  zones?: readonly { id?: number; name?: string; zips?: string[]; cities?: string[]; airports?: string[] }[];
  flatRates?: readonly { zoneA?: number; zoneB?: number; carId?: number }[];
  fees?: { airports?: readonly { airport?: string }[] };
}

function refineRateCard(card: CardParts, ctx: z.RefinementCtx): void {
  for (const issue of rateCardIssues(card)) ctx.addIssue({ code: 'custom', ...issue });
}

/** A place key as zones compare it: trimmed, and without case (cities and airport codes are typed either way). */
export const placeKey = (text: string) => text.trim().toLowerCase();

const RATES_OF: Record<ServiceType, 'transfer' | 'hourly' | 'perSeat'> = {
  transfer: 'transfer',
  hourly: 'hourly',
  // A flat leg with no flat rate for it is priced by distance, so flat needs the transfer rates too.
  flat: 'transfer',
  'per-seat': 'perSeat',
};

/** The rules between fields: classes once, zones apart, flat rates of the card's classes and zones. */
export function rateCardIssues(card: CardParts): Issue[] {
  const issues: Issue[] = [];
  const classes = card.classes ?? [];
  const carIds = new Set<number>();
  classes.forEach((carClass, i) => {
    if (carClass.carId === undefined) return;
    if (carIds.has(carClass.carId))
      issues.push({ path: ['classes', i, 'carId'], message: `Car class ${carClass.carId} is on the card twice` });
    carIds.add(carClass.carId);
  });
  for (const service of card.services ?? []) {
    const rates = RATES_OF[service];
    if (classes.length > 0 && !classes.some((carClass) => carClass[rates]))
      issues.push({ path: ['services'], message: `No car class has ${rates} rates for the ${service} service` });
  }

  const zones = card.zones ?? [];
  const zoneNames = new Map<number, string>();
  zones.forEach((zone, i) => {
    if (zone.id === undefined) return;
    if (zoneNames.has(zone.id)) issues.push({ path: ['zones', i, 'id'], message: `Zone ${zone.id} is listed twice` });
    zoneNames.set(zone.id, zone.name ?? `Zone ${zone.id}`);
  });
  for (const [field, noun] of [
    ['zips', 'ZIP code'],
    ['cities', 'City'],
    ['airports', 'Airport'],
  ] as const) {
    const owner = new Map<string, string>();
    zones.forEach((zone, i) => {
      const name = zone.name ?? `Zone ${i + 1}`;
      (zone[field] ?? []).forEach((place, j) => {
        const key = placeKey(place);
        const first = owner.get(key);
        if (first === undefined) owner.set(key, name);
        else
          issues.push({
            path: ['zones', i, field, j],
            message:
              first === name
                ? `${noun} ${place.trim()} is listed twice in ${name}`
                : `${noun} ${place.trim()} is in both ${first} and ${name}: a place is in one zone at most`,
          });
      });
    });
  }

  const pairs = new Set<string>();
  (card.flatRates ?? []).forEach((rate, i) => {
    if (rate.carId !== undefined && !carIds.has(rate.carId))
      issues.push({ path: ['flatRates', i, 'carId'], message: `Car class ${rate.carId} is not on this card` });
    for (const side of ['zoneA', 'zoneB'] as const) {
      const zone = rate[side];
      if (zone !== undefined && !zoneNames.has(zone))
        issues.push({ path: ['flatRates', i, side], message: `Zone ${zone} is not on this card` });
    }
    if (rate.zoneA === undefined || rate.zoneB === undefined || rate.carId === undefined) return;
    const [low, high] = rate.zoneA < rate.zoneB ? [rate.zoneA, rate.zoneB] : [rate.zoneB, rate.zoneA];
    const pair = `${low}-${high}-${rate.carId}`;
    if (pairs.has(pair))
      issues.push({
        path: ['flatRates', i, 'carId'],
        message: `Car class ${rate.carId} already has a flat rate between ${zoneNames.get(low) ?? low} and ${zoneNames.get(high) ?? high} (either direction)`,
      });
    pairs.add(pair);
  });

  const airports = new Set<string>();
  (card.fees?.airports ?? []).forEach((fee, i) => {
    if (fee.airport === undefined) return;
    const key = placeKey(fee.airport);
    if (airports.has(key))
      issues.push({ path: ['fees', 'airports', i, 'airport'], message: `Airport ${fee.airport} has two fees` });
    airports.add(key);
  });
  return issues;
}
