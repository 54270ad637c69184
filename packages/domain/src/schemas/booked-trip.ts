import { z } from 'zod';
import { BOOKABLE_SERVICES } from './service-types.js';
import { hoursBetween } from '../business-time.js';
import { isOneOf } from '../one-of.js';
import { TRIP_TYPES } from './trip.js';
import { EDIT_CUTOFF_HOURS, FINAL_STATUSES } from './reservation.js';

// ── A booked trip, to change it or book it again ─────────────────────────────────────────────────────────
export const EDIT_MESSAGES = {
  finalStatus: (status: string) => `This reservation is ${status}: it can no longer be changed.`,
  draft: 'This is a draft: continue it in the booking flow.',
  tooLate: `A booked trip cannot be changed ${EDIT_CUTOFF_HOURS} hours or less before its pickup. Please call the office.`,
  /** The same rule as staff who edit trips read it (SPEC §2 "Edit": only an administrator may; issue 38 item 12). */
  tooLateForStaff:
    `Within ${EDIT_CUTOFF_HOURS} hours of pickup only an administrator can edit a trip: ` +
    'ask an administrator to make the change.',
} as const;

/**
 * The 6-hour refusal as its reader needs it (issue 38 item 12): staff who edit trips are the office, so they are told
 * whom to ask; a customer, to call the office.
 */
export const tooLateFor = (asStaff: boolean): string =>
  asStaff ? EDIT_MESSAGES.tooLateForStaff : EDIT_MESSAGES.tooLate;

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
  const final = legs.find((leg) => isOneOf(FINAL_STATUSES, leg.status));
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
    service: z.enum(BOOKABLE_SERVICES),
    durationMinutes: z.number().int().optional(),
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
