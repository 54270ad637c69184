import { z } from 'zod';
import { isLocalDateTime } from '../business-time.js';

import { idSchema, MAX_INT32 } from './common.js';
import { moneySchema } from './catalogue-rules.js';
import { BOOKABLE_SERVICES, MAX_HOURLY_MINUTES, SERVICE_MESSAGES } from './service-types.js';

/**
 * The trip a person describes in the booking flow (DESIGN.md §5 "Creation flow", steps 1–2): what a quote prices,
 * what a booking books and what a draft keeps. The server resolves places, miles, rates, codes and surges itself;
 * nothing here is a price.
 */
export const TRIP_TYPES = ['from-airport', 'to-airport', 'point-to-point'] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export const TRIP_TYPE_LABELS: Record<TripType, string> = {
  'from-airport': 'From airport',
  'to-airport': 'To airport',
  'point-to-point': 'Point to point',
};

export const GRATUITY_PERCENTAGES = [15, 20, 25, 30] as const;
export const MAX_EXTRA_STOPS = 5;
export const MAX_PASSENGERS = 100;
/** Miles a leg may be given by hand: a livery trip of a few thousand miles is the most anyone books. */
export const MAX_TRIP_MILES = 5000;

export const RESERVATION_MESSAGES = {
  pickUpAt: 'Pickup must be a date and time written YYYY-MM-DDTHH:mm',
  airportRequired: 'Choose an airport or one of its terminals',
  seats: 'The cars chosen must seat every passenger',
  returnAfterOutbound: 'The return must be picked up after the outbound pickup',
} as const;

/**
 * A pickup, dropoff or stop: a known place (airport, terminal or landmark) by id, or any address, which the server
 * places when the trip is priced (decision 059): never coordinates from the browser.
 */
export const tripLocationSchema = z.strictObject({
  placeId: idSchema.optional(),
  address: z
    .string({ error: 'Address is required' })
    .trim()
    .min(1, 'Address is required')
    .max(300, 'Address must be at most 300 characters'),
});
export type TripLocation = z.infer<typeof tripLocationSchema>;

/** Every point a trip names: pickup, drop-off, the outbound's stops and the return's. */
export const tripLocationsOf = (trip: {
  pickUp: TripLocation;
  dropOff: TripLocation;
  stops: TripLocation[];
  returnTrip?: { stops: TripLocation[] } | undefined;
}): TripLocation[] => [trip.pickUp, trip.dropOff, ...trip.stops, ...(trip.returnTrip?.stops ?? [])];

const localDateTime = z
  .string({ error: RESERVATION_MESSAGES.pickUpAt })
  .refine(isLocalDateTime, RESERVATION_MESSAGES.pickUpAt);

const milesOverride = z
  .number({ error: 'Miles must be a number' })
  .positive('Miles must be more than 0')
  .max(MAX_TRIP_MILES, `Miles must be at most ${MAX_TRIP_MILES}`)
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, 'Miles take at most one decimal');

const stops = z.array(tripLocationSchema).max(MAX_EXTRA_STOPS, `At most ${MAX_EXTRA_STOPS} extra stops`).default([]);

export const gratuitySchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({
    kind: z.literal('percentage'),
    percentage: z.union(
      GRATUITY_PERCENTAGES.map((p) => z.literal(p)),
      { error: `Gratuity is ${GRATUITY_PERCENTAGES.join(', ')} % or an amount` },
    ),
  }),
  z.strictObject({ kind: z.literal('amount'), amount: moneySchema('Gratuity') }),
]);
export type Gratuity = z.infer<typeof gratuitySchema>;

export const tripCarSchema = z.strictObject({
  carId: idSchema,
  count: z
    .number({ error: 'Cars must be a whole number' })
    .int('Cars must be a whole number')
    .min(1, 'At least one car of a class chosen')
    .max(MAX_INT32, 'Too many cars'),
});

/** Steps 1 and 2: the route, the time, the passengers and the cars with their options. */
export const tripSchema = z
  .strictObject({
    tripType: z.enum(TRIP_TYPES, { error: 'Trip type is from airport, to airport or point to point' }),
    /** What is sold (decision 092): a transfer unless the rate card in force sells hourly work or seats. */
    service: z.enum(BOOKABLE_SERVICES, { error: 'Service is transfer, hourly or per seat' }).default('transfer'),
    /** An hourly booking's time, in minutes (2 h 10 min is 130); the card rounds it up to its increment. */
    durationMinutes: z
      .number({ error: 'Hours must be a number' })
      .int('Minutes must be whole')
      .positive(SERVICE_MESSAGES.durationPositive)
      .max(MAX_HOURLY_MINUTES, SERVICE_MESSAGES.durationTooLong)
      .optional(),
    pickUp: tripLocationSchema,
    dropOff: tripLocationSchema,
    stops,
    pickUpAt: localDateTime,
    /** Staff who book for others may set a leg's miles (kept as typed by staff): an address nothing places needs it. */
    miles: milesOverride.optional(),
    passengers: z
      .number({ error: 'Passengers must be a whole number' })
      .int('Passengers must be a whole number')
      .min(1, 'At least one passenger')
      .max(MAX_PASSENGERS, `At most ${MAX_PASSENGERS} passengers`),
    /** Present for a round trip: picked up where the outbound drops off, dropped where it picked up. */
    returnTrip: z.strictObject({ pickUpAt: localDateTime, stops, miles: milesOverride.optional() }).optional(),
    cars: z.array(tripCarSchema).min(1, 'Choose at least one car').max(20, 'At most 20 car classes'),
    meetAndGreet: z.boolean({ error: 'Meet & greet must be true or false' }).default(false),
    gratuity: gratuitySchema.default({ kind: 'none' }),
    discountCode: z
      .string({ error: 'Discount code must be text' })
      .trim()
      .max(50, 'Discount code must be at most 50 characters')
      .optional(),
    isBagsChecked: z.boolean({ error: 'Bags checked must be true or false' }).default(false),
  })
  .superRefine((trip, ctx) => {
    const ids = trip.cars.map((c) => c.carId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['cars'], message: 'Each car class appears once (set its count)' });
    if (trip.service === 'hourly' && trip.durationMinutes === undefined)
      ctx.addIssue({ code: 'custom', path: ['durationMinutes'], message: SERVICE_MESSAGES.durationNeeded });
    if (trip.service === 'hourly' && trip.returnTrip)
      ctx.addIssue({ code: 'custom', path: ['returnTrip'], message: SERVICE_MESSAGES.noReturnHourly });
    if (trip.service === 'per-seat' && trip.cars.length > 1)
      ctx.addIssue({ code: 'custom', path: ['cars'], message: SERVICE_MESSAGES.oneClassPerSeat });
    if (trip.returnTrip && trip.returnTrip.pickUpAt <= trip.pickUpAt)
      ctx.addIssue({
        code: 'custom',
        path: ['returnTrip', 'pickUpAt'],
        message: RESERVATION_MESSAGES.returnAfterOutbound,
      });
  });
export type TripInput = z.input<typeof tripSchema>;
export type Trip = z.output<typeof tripSchema>;

/**
 * `POST /reservations/quote` and the quote of a change (`POST /reservations/{id}/quote`): the trip, and the customer it
 * is for when staff book for someone (`reservations:search-user`), so the quote can warn of the same trip booked twice.
 * A customer's own quote is for themselves.
 */
export const quoteRequestSchema = tripSchema.extend({ customerId: idSchema.optional() });
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;
