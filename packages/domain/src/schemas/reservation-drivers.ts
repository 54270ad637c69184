import { z } from 'zod';
import { isoDateTime, versionSchema, wholeNumberSchema } from './common.js';
import { reservationDetailsSchema } from './reservation-details.js';

/**
 * Assigning drivers to a trip's cars (issue 12, DESIGN §5, decision 046): `PUT /reservations/{id}/drivers` and the
 * drivers the dialog offers (`GET /reservations/{id}/assignable-drivers`), each with the other trips that make them
 * a poor choice — a warning, never a refusal.
 */

export const DRIVER_MESSAGES = {
  slotTwice: 'This slot is given twice: give each slot once.',
  driverTwice: 'The same driver cannot drive two cars of one trip.',
  notADriver: (id: number) => `User ${id} is not a driver: only people holding the driver role can be assigned.`,
  notThisTrip: (slotId: number, number: string) =>
    `Slot ${slotId} is not a car of ${number}: reload the reservation and choose again.`,
} as const;

const positiveId = (what: string) => wholeNumberSchema(what, { min: 1 });

/** One car's slot (`cars[].slots[].id` of the details) and its driver; null takes the driver off. */
export const driverSlotAssignmentSchema = z.strictObject({
  slotId: positiveId('slotId'),
  driverId: positiveId('driverId').nullable(),
});
export type DriverSlotAssignment = z.output<typeof driverSlotAssignmentSchema>;

/**
 * `PUT /reservations/{id}/drivers`: the slots to change, at the version read (the slots not named keep their
 * drivers). A slot named twice, or one driver on two slots of the request, is refused here; the server also refuses
 * a driver already on another slot of the trip.
 */
export const assignDriversSchema = z.strictObject({
  version: versionSchema,
  slots: z
    .array(driverSlotAssignmentSchema, { error: 'slots must be a list of { slotId, driverId }' })
    .min(1, 'Give at least one slot')
    .max(200, 'Give at most 200 slots')
    .superRefine((slots, ctx) => {
      const seenSlots = new Set<number>();
      const seenDrivers = new Set<number>();
      slots.forEach(({ slotId, driverId }, i) => {
        if (seenSlots.has(slotId))
          ctx.addIssue({ code: 'custom', path: [i, 'slotId'], message: DRIVER_MESSAGES.slotTwice });
        seenSlots.add(slotId);
        if (driverId === null) return;
        if (seenDrivers.has(driverId))
          ctx.addIssue({ code: 'custom', path: [i, 'driverId'], message: DRIVER_MESSAGES.driverTwice });
        seenDrivers.add(driverId);
      });
    }),
});
export type AssignDriversRequest = z.output<typeof assignDriversSchema>;

/** Another trip still to be driven (created, unpaid, viewed, assigned) whose pickup is close to this one's. */
export const driverTripSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  pickUpDateTime: isoDateTime,
});
export type DriverTrip = z.infer<typeof driverTripSchema>;

/**
 * A driver the dialog offers, with their other trips whose pickup is less than `DRIVER_CONFLICT_HOURS` from this
 * trip's (soonest first): a warning to show beside the name.
 */
export const assignableDriverSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  phoneNumber: z.string().nullable(),
  /** The carrier's e-mail-to-SMS suffix (`@vtext.com`, …); without it and a phone the driver gets no SMS. */
  phoneType: z.string().nullable(),
  conflicts: z.array(driverTripSchema),
});
export type AssignableDriver = z.infer<typeof assignableDriverSchema>;

/** The drivers list is capped: a company has tens of drivers; `search` finds one among more. */
export const ASSIGNABLE_DRIVERS_LIMIT = 500;

/** `GET /reservations/{id}/assignable-drivers?search=`: by first or last name, e-mail or phone. */
export const assignableDriversQuerySchema = z.strictObject({
  search: z
    .string({ error: 'Search must be text' })
    .trim()
    .max(100, 'Search must be at most 100 characters')
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});
export type AssignableDriversQuery = z.output<typeof assignableDriversQuerySchema>;

/** A driver of the trip with their other trips too close to this one (the warning after saving). */
export const driverConflictSchema = z.object({
  driverId: z.number().int(),
  driverName: z.string(),
  trips: z.array(driverTripSchema),
});
export type DriverConflict = z.infer<typeof driverConflictSchema>;

/** The answer of `PUT /reservations/{id}/drivers`: the details as they are now, and the warnings. */
export const assignDriversResultSchema = reservationDetailsSchema.extend({
  /** Each driver of the trip who has another trip too close to this one; empty when none. */
  driverConflicts: z.array(driverConflictSchema),
});
export type AssignDriversResult = z.infer<typeof assignDriversResultSchema>;
