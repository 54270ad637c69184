import { z } from 'zod';
import { TRIP_TYPES } from './trip.js';
import { MILES_PRECISIONS } from './address.js';
import { PICKUP_KINDS, SERVICE_TYPES } from './service-types.js';

/**
 * A priced trip as the API answers it (`POST /reservations/quote`) and as a reservation keeps it: the pricing
 * engine's breakdown with money as two-decimal numbers, percentages as percent and miles with one decimal
 * (DESIGN.md §3), so every line explains itself on screen and in the database. The engine's price becomes one with
 * `toQuote` (pricing/to-quote.ts).
 */
export const MILES_SOURCES = ['great-circle', 'osrm', 'staff'] as const;
export type MilesSource = (typeof MILES_SOURCES)[number];
export const MILES_SOURCE_LABELS: Record<MilesSource, string> = {
  'great-circle': 'straight-line distance × road factor',
  osrm: 'road route',
  staff: 'entered by staff',
};

const priceLineSchema = z.object({
  kind: z.string(),
  label: z.string(),
  amount: z.number(),
  explanation: z.string(),
  carId: z.number().int().optional(),
  surgeId: z.number().int().optional(),
  addonId: z.number().int().optional(),
});
export type QuoteLine = z.infer<typeof priceLineSchema>;

/**
 * What a leg priced by a rate card was sold as (decision 092), in the units people read: the hourly leg's booked
 * minutes, a flat leg's zones (null: a place in no zone) and whether it fell back to distance, a shared ride's seats.
 * Absent on legs priced before rate cards (decision 036's transfer by distance).
 */
export const quoteServiceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('transfer') }),
  z.object({ type: z.literal('hourly'), minutes: z.number().int() }),
  z.object({
    type: z.literal('flat'),
    fromZone: z.number().int().nullable(),
    toZone: z.number().int().nullable(),
    pricedByDistance: z.boolean(),
  }),
  z.object({ type: z.literal('per-seat'), passengers: z.number().int() }),
]);
export type QuoteService = z.infer<typeof quoteServiceSchema>;

const amountOrPercentage = { amount: z.number().nullable(), percentage: z.number().nullable() };

export const quoteLegSchema = z.object({
  leg: z.enum(['outbound', 'return']),
  /** The pickup as an instant, and its business date (what surges and codes are matched on). */
  pickUpAt: z.iso.datetime({ offset: true }),
  date: z.string(),
  miles: z.number(),
  milesSource: z.enum(MILES_SOURCES),
  /** How exactly the leg's points were placed (decision 059): staff see it; customers read plain words. */
  milesPrecision: z.enum(MILES_PRECISIONS),
  stops: z.number().int(),
  cars: z.array(
    z.object({
      carId: z.number().int(),
      name: z.string(),
      cars: z.number().int(),
      toMultiply: z.number(),
      toAdd: z.number(),
      minimumRate: z.number(),
    }),
  ),
  discountCode: z
    .object({ code: z.string(), type: z.string(), applies: z.boolean(), reason: z.string().nullable() })
    .nullable(),
  surges: z.array(z.object({ id: z.number().int(), name: z.string(), ...amountOrPercentage })),
  configuration: z.object({
    meetAndGreet: z.object({ amount: z.number(), percentage: z.number(), charged: z.boolean() }),
    maxMilesSurge: z.object({ maxMiles: z.number(), amount: z.number() }),
    extraStopCharges: z.object({ amount: z.number() }),
  }),
  /** Present on legs priced by a rate card (decision 092): the service, the pickup's kind, the airports touched. */
  service: quoteServiceSchema.optional(),
  pickupKind: z.enum(PICKUP_KINDS).optional(),
  airports: z.array(z.string()).optional(),
  /** Tolls staff entered for the leg, in dollars. */
  tolls: z.number().optional(),
  lines: z.array(priceLineSchema),
  carsTotal: z.number(),
  base: z.number(),
  total: z.number(),
  driverShares: z.array(z.object({ carId: z.number().int(), slot: z.number().int(), amount: z.number() })),
});
export type QuoteLeg = z.infer<typeof quoteLegSchema>;

export const quoteSchema = z.object({
  tripType: z.enum(TRIP_TYPES),
  /** The service type and the rate card the trip was priced with (decision 092); absent before rate cards. */
  service: z.enum(SERVICE_TYPES).optional(),
  rateCardId: z.number().int().nullable().optional(),
  isRoundTrip: z.boolean(),
  legs: z.array(quoteLegSchema),
  total: z.number(),
  explanation: z.string(),
  /** Sentences to show beside the price (e.g. a pickup within 24 hours: call the office). */
  warnings: z.array(z.string()),
});
export type Quote = z.infer<typeof quoteSchema>;
