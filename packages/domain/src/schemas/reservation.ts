import { z } from 'zod';
import { hoursBetween, isLocalDateTime } from '../business-time.js';
import { emailSchema, phoneNumberSchema } from './auth.js';
import { idSchema, isoDateTime, MAX_INT32, requiredText, versionSchema } from './common.js';
import { moneySchema } from './catalogue-rules.js';

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
  milesRequired: 'Enter the miles of this leg: an address without a known place has no coordinates',
} as const;

/**
 * A pickup, dropoff or stop: a known place (airport, terminal or address with coordinates) by id, or a typed
 * address. A typed address has no coordinates, so its leg needs miles entered by staff.
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
    pickUp: tripLocationSchema,
    dropOff: tripLocationSchema,
    stops,
    pickUpAt: localDateTime,
    /** Staff (`reservations:create`) may set a leg's miles; an address without coordinates needs it. */
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

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** Step 3: who travels and how to reach them. */
export const bookingCustomerSchema = z.strictObject({
  /** The account the trip is booked for: yourself, or anyone with `reservations:search-user`. */
  customerId: idSchema.optional(),
  name: requiredText('Name', 200),
  email: emailSchema,
  phoneNumber: phoneNumberSchema,
  /** With `reservations:search-affiliate`. */
  affiliateId: idSchema.optional(),
  hotelName: optionalText('Hotel name', 200),
  /** When the trip touches an airport. */
  flightNumber: optionalText('Flight number', 20),
  airline: optionalText('Airline', 100),
  comments: optionalText('Comments', 2000),
});
export type BookingCustomer = z.output<typeof bookingCustomerSchema>;

export const PAYMENT_TYPES = ['unpaid', 'paypal'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * `POST /reservations` (with an `Idempotency-Key` header). `expectedTotal` is the quote the person agreed to: the
 * server prices the trip again and books only at that total; a different one is a 409 with the new breakdown.
 */
export const bookingRequestSchema = z.strictObject({
  /** The draft this booking proceeds from: it becomes the booking (same id and number). */
  draftId: idSchema.optional(),
  trip: tripSchema,
  customer: bookingCustomerSchema,
  expectedTotal: moneySchema('The total you agreed to'),
  termsAccepted: z.literal(true, { error: 'Please accept the terms to book' }),
  /**
   * `unpaid` needs `reservations:create-without-payment`; PayPal pays for the booking; `request` sends it unpaid for
   * the office to confirm, only while the server takes no payment online (decision 055).
   */
  payment: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('unpaid') }),
    z.strictObject({ kind: z.literal('paypal'), orderId: requiredText('PayPal order', 64) }),
    z.strictObject({ kind: z.literal('request') }),
  ]),
});
export type BookingRequest = z.output<typeof bookingRequestSchema>;

// ── PayPal (decision 040) ─────────────────────────────────────────────────────────────────────────────
/** The one currency the business charges in. */
export const PAYPAL_CURRENCY = 'USD';

/** `GET /payments/paypal/config`: what the browser needs to load PayPal's JS SDK, public. */
export const paypalConfigSchema = z.object({
  /** False when the server has no PayPal credentials: the payment step says payment is unavailable. */
  available: z.boolean(),
  /** The SDK's `client-id` (null when unavailable). */
  clientId: z.string().nullable(),
  /** The SDK script's URL without its query (`sdkBaseUrl` of `@paypal/paypal-js`). */
  sdkUrl: z.string(),
  currency: z.literal(PAYPAL_CURRENCY),
});
export type PaypalConfig = z.infer<typeof paypalConfigSchema>;

/**
 * `POST /reservations/paypal/orders`: the buttons' `createOrder`. The server prices the trip again and opens a
 * PayPal order for its own total; a total other than `expectedTotal` is a 409 with the new quote, as booking is.
 */
export const createPaypalOrderSchema = z.strictObject({
  trip: tripSchema,
  expectedTotal: moneySchema('The total you agreed to'),
});
export type CreatePaypalOrderRequest = z.output<typeof createPaypalOrderSchema>;
export const paypalOrderSchema = z.object({ orderId: z.string() });
export type PaypalOrder = z.infer<typeof paypalOrderSchema>;

/** `PUT /reservations/{id}`: the whole trip again, at the version read; the server prices it again. */
export const updateReservationSchema = z.strictObject({
  trip: tripSchema,
  customer: bookingCustomerSchema,
  expectedTotal: moneySchema('The total you agreed to'),
  version: versionSchema,
});
export type UpdateReservationRequest = z.output<typeof updateReservationSchema>;

/** Statuses whose trip can no longer be changed (DESIGN §5). */
export const FINAL_STATUSES = ['completed', 'cancelled', 'duplicate'] as const;
/** Non-admins may not edit a booked trip this close to its pickup (SPEC §9). */
export const EDIT_CUTOFF_HOURS = 6;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** A client's key for one booking attempt: a UUID or similar, 8–100 characters of letters, digits, `-` and `_`. */
export const idempotencyKeySchema = z
  .string({ error: 'Send an Idempotency-Key header (a new UUID for each booking) so a retry books only once' })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'The Idempotency-Key must be 8–100 letters, digits, - or _');

/** A reservation's number: `A` + its id (DESIGN §3). */
export const reservationNumber = (id: number) => `A${id}`;

/** A reservation as the API answers it (SPEC §3's fields, plus what DESIGN §5 keeps). */
export const reservationSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.string(),
  tripType: z.enum(TRIP_TYPES),
  customerId: z.number().int().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  affiliateId: z.number().int().nullable(),
  affiliateName: z.string().nullable(),
  hotelName: z.string().nullable(),
  flightNumber: z.string().nullable(),
  airline: z.string().nullable(),
  comments: z.string().nullable(),
  isBagsChecked: z.boolean(),
  pickUpDateTime: isoDateTime.nullable(),
  pickUpLocation: z.string().nullable(),
  dropOffLocation: z.string().nullable(),
  stops: z.array(z.object({ address: z.string(), placeId: z.number().int().optional() })),
  passengers: z.number().int().nullable(),
  miles: z.number().nullable(),
  milesSource: z.string().nullable(),
  parentOf: z.number().int().nullable(),
  parentOfNumber: z.string().nullable(),
  childOf: z.number().int().nullable(),
  childOfNumber: z.string().nullable(),
  paymentType: z.string().nullable(),
  paypalCustomerId: z.string().nullable(),
  transactionId: z.string().nullable(),
  amount: z.number().nullable(),
  cars: z.array(
    z.object({
      carId: z.number().int().nullable(),
      name: z.string(),
      count: z.number().int(),
      lineAmount: z.number(),
    }),
  ),
  version: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Reservation = z.infer<typeof reservationSchema>;

/** What a booking answers: the reservation (the outbound on a round trip), its return, and what to show. */
export const bookingResultSchema = z.object({
  reservation: reservationSchema,
  returnReservation: reservationSchema.nullable(),
  warnings: z.array(z.string()),
  /** On an update: the trip's total before it, so the screen shows what is due or refundable. */
  previousTotal: z.number().optional(),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;

// ── Drafts ─────────────────────────────────────────────────────────────────────────────────────────────
/** The most a draft's wizard state may weigh, as JSON: a full wizard is a few kilobytes. */
export const MAX_DRAFT_STATE_BYTES = 64 * 1024;

/**
 * The wizard's whole state, as the browser keeps it (steps, choices, typed text): stored as it is and given back
 * to resume the booking anywhere. The server reads nothing in it but a few fields for the lists.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

/** Every text in a JSON value is valid Unicode (no lone surrogate, which PostgreSQL's jsonb refuses). */
function isWellFormedJson(value: unknown): boolean {
  if (typeof value === 'string') return isWellFormed(value);
  if (Array.isArray(value)) return value.every(isWellFormedJson);
  if (value && typeof value === 'object')
    return Object.entries(value).every(([key, item]) => isWellFormed(key) && isWellFormedJson(item));
  return true;
}

export const draftStateSchema = z
  .record(z.string(), z.unknown(), { error: 'The draft must be an object' })
  .refine(isWellFormedJson, { message: 'The draft holds text that is not valid Unicode' })
  .refine((state) => JSON.stringify(state).length <= MAX_DRAFT_STATE_BYTES, {
    message: `A draft must be at most ${MAX_DRAFT_STATE_BYTES / 1024} KB`,
  });

export const createDraftSchema = z.strictObject({ state: draftStateSchema });
export const updateDraftSchema = z.strictObject({ state: draftStateSchema, version: versionSchema });
export type DraftInput = z.infer<typeof createDraftSchema>;

export const draftSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.literal('draft'),
  state: z.record(z.string(), z.unknown()),
  version: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Draft = z.infer<typeof draftSchema>;

// ── Look-ups of the booking flow ───────────────────────────────────────────────────────────────────────
/** `GET /reservations/lookups/{customers,affiliates}?search=`: a few matches for step 3's searches. */
export const bookingLookupQuerySchema = z.strictObject({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type BookingLookupQuery = z.infer<typeof bookingLookupQuerySchema>;

/** What step 3 needs of a customer to book for them: nothing more (no address, no roles). */
export const customerLookupSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
});
export type CustomerLookup = z.infer<typeof customerLookupSchema>;
export const affiliateLookupSchema = z.object({ id: z.number().int(), name: z.string() });

// ── A booked trip, to change it or book it again ─────────────────────────────────────────────────────────
export const EDIT_MESSAGES = {
  finalStatus: (status: string) => `This reservation is ${status}: it can no longer be changed.`,
  draft: 'This is a draft: continue it in the booking flow.',
  tooLate: `A booked trip cannot be changed ${EDIT_CUTOFF_HOURS} hours or less before its pickup. Please call the office.`,
} as const;

/**
 * Why a booked trip may not be changed by this person now, or null when it may (DESIGN §5 "Edit"): never a draft
 * (it goes on in the booking flow) nor a completed, cancelled or duplicate trip; non-admins not 6 hours or less
 * before any leg's pickup. The API refuses on it and the update screen says it before anyone types.
 */
export function editRefusal(
  legs: readonly { status: string; pickUpAt: Date | null }[],
  isAdmin: boolean,
  now: Date,
): string | null {
  if (legs.some((leg) => leg.status === 'draft')) return EDIT_MESSAGES.draft;
  const final = legs.find((leg) => (FINAL_STATUSES as readonly string[]).includes(leg.status));
  if (final) return EDIT_MESSAGES.finalStatus(final.status);
  if (isAdmin) return null;
  return legs.some((leg) => leg.pickUpAt && hoursBetween(now, leg.pickUpAt) <= EDIT_CUTOFF_HOURS)
    ? EDIT_MESSAGES.tooLate
    : null;
}

/**
 * `GET /reservations/{id}/booking`: a booked trip as the booking flow takes it again, for the update screen and
 * for a duplicate (which books it anew, without its dates). The trip is the one booked (wall-clock pickups in the
 * business time zone), whichever leg's id was asked; ids and numbers are the outbound's and its return's.
 */
export const bookedTripSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.string(),
  returnId: z.number().int().nullable(),
  returnNumber: z.string().nullable(),
  returnStatus: z.string().nullable(),
  /** The outbound's version, sent back by `PUT /reservations/{id}`. */
  version: z.number().int(),
  trip: z.object({
    tripType: z.enum(TRIP_TYPES),
    pickUp: z.object({ placeId: z.number().int().optional(), address: z.string() }),
    dropOff: z.object({ placeId: z.number().int().optional(), address: z.string() }),
    stops: z.array(z.object({ placeId: z.number().int().optional(), address: z.string() })),
    pickUpAt: z.string(),
    miles: z.number().optional(),
    passengers: z.number().int(),
    returnTrip: z
      .object({
        pickUpAt: z.string(),
        stops: z.array(z.object({ placeId: z.number().int().optional(), address: z.string() })),
        miles: z.number().optional(),
      })
      .optional(),
    cars: z.array(z.object({ carId: z.number().int(), count: z.number().int() })),
    meetAndGreet: z.boolean(),
    gratuity: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('none') }),
      z.object({ kind: z.literal('percentage'), percentage: z.number() }),
      z.object({ kind: z.literal('amount'), amount: z.number() }),
    ]),
    discountCode: z.string().optional(),
    isBagsChecked: z.boolean(),
  }),
  customer: z.object({
    customerId: z.number().int().optional(),
    name: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    affiliateId: z.number().int().optional(),
    hotelName: z.string().optional(),
    flightNumber: z.string().optional(),
    airline: z.string().optional(),
    comments: z.string().optional(),
  }),
  /** How the booked-for account and the affiliate read in step 3's searches. */
  customerLabel: z.string().nullable(),
  affiliateName: z.string().nullable(),
  /** Both legs' total as booked, and how it was paid: the update screen shows what is then due or refundable. */
  total: z.number(),
  paymentType: z.string().nullable(),
  transactionId: z.string().nullable(),
  /** `editRefusal` for the person asking, now: null when they may change it. */
  editRefusal: z.string().nullable(),
});
export type BookedTrip = z.infer<typeof bookedTripSchema>;
