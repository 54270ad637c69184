import { z } from 'zod';
import { MILES_PRECISIONS } from './address.js';
import { emailSchema, phoneNumberSchema } from './auth.js';
import { idSchema, isoDateTime, requiredText, versionSchema } from './common.js';
import { moneySchema } from './catalogue-rules.js';
import { TRIP_TYPES, tripSchema } from './trip.js';

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
  /** How exactly the miles were measured (decision 059); null for a trip with no miles yet. */
  milesPrecision: z.enum(MILES_PRECISIONS).nullable(),
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
  /** Sent as a request the office still confirms (decision 055), not booked as confirmed: the screen says so. */
  requested: z.boolean().optional(),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;
