import { z } from 'zod';
import { isoDateTime, versionSchema, wholeNumberSchema } from './common.js';
import { reservationDetailsSchema } from './reservation-details.js';

/**
 * Assigning drivers to a trip's cars (issue 12, DESIGN §5, decision 046): `PUT /reservations/{id}/drivers` and the
 * drivers the dialog offers (`GET /reservations/{id}/assignable-drivers`), each with their other trips that conflict
 * with this one (`tripsConflict`). Putting a driver on a conflicting trip is asked first: the PUT answers a 409 listing
 * the conflicts until the request acknowledges them (issue 38 item 14, decision 081).
 */

export const DRIVER_MESSAGES = {
  slotTwice: 'This slot is given twice: give each slot once.',
  driverTwice: 'The same driver cannot drive two cars of one trip.',
  notADriver: (id: number) => `User ${id} is not a driver: only people holding the driver role can be assigned.`,
  notThisTrip: (slotId: number, number: string) =>
    `Slot ${slotId} is not a car of ${number}: reload the reservation and choose again.`,
  /** One driver's conflicts, as the question before saving and the 409 without the acknowledgement say them. */
  conflict: (conflict: ConflictNames, number: string) =>
    `${conflict.driverName} also drives ${listOf(conflict.trips.map((trip) => trip.number))} at the same time as ${number}.`,
  /** The 409's message: the conflicts, then what to do. */
  conflicts: (conflicts: readonly ConflictNames[], number: string) =>
    `${conflicts.map((conflict) => DRIVER_MESSAGES.conflict(conflict, number)).join(' ')} ` +
    'Assign anyway (acknowledgeConflicts: true) or choose another driver.',
} as const;

/** What a conflict's sentence names: the driver and the numbers of their other trips. */
interface ConflictNames {
  driverName: string;
  trips: readonly { number: string }[];
}

/** "A6", "A6 and A7", "A6, A7 and A8". */
function listOf(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

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
 * a driver already on another slot of the trip, and a driver put on it whose other trips conflict with it unless
 * `acknowledgeConflicts` is true (the person was asked and chose "Assign anyway").
 */
export const assignDriversSchema = z.strictObject({
  version: versionSchema,
  acknowledgeConflicts: z.boolean({ error: 'acknowledgeConflicts must be true or false' }).optional(),
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

/** Another trip still to be driven (created, unpaid, viewed, assigned) that conflicts with this one. */
export const driverTripSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  pickUpDateTime: isoDateTime,
});
export type DriverTrip = z.infer<typeof driverTripSchema>;

/**
 * A driver the dialog offers, with their other trips that conflict with this one (`tripsConflict`, soonest first):
 * shown beside the name, and asked about before saving.
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

/** A driver with their other trips that conflict with this one (`tripsConflict`). */
export const driverConflictSchema = z.object({
  driverId: z.number().int(),
  driverName: z.string(),
  trips: z.array(driverTripSchema),
});
export type DriverConflict = z.infer<typeof driverConflictSchema>;

/** The answer of `PUT /reservations/{id}/drivers`: the details as they are now, and the warnings. */
export const assignDriversResultSchema = reservationDetailsSchema.extend({
  /** Each driver of the trip whose other trips conflict with this one (acknowledged when just put on); empty when none. */
  driverConflicts: z.array(driverConflictSchema),
});
export type AssignDriversResult = z.infer<typeof assignDriversResultSchema>;
