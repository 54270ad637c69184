import { z } from 'zod';
import { RESERVATION_STATUSES, type ReservationStatus } from '../statuses.js';
import { isOneOf } from '../one-of.js';
import { dateQuery, whenAnObject } from './catalogue-rules.js';
import { isoDateTime, MAX_INT32, wholeNumberParamSchema } from './common.js';
import { listQuerySchema } from './list-query.js';
import { TRIP_TYPES } from './trip.js';

/**
 * The reservations list (SPEC §2 "Reservations list", issue 12; decision 042). Newest bookings first by default:
 * a booking, a draft or a duplicate just made is at the top where the person who made it looks, and the order
 * is total (`created_at` is never empty). Dispatchers planning the day filter by pickup date and sort by pickup.
 */
export const RESERVATION_SORT_FIELDS = ['pickUpAt', 'createdAt', 'amount', 'name', 'email', 'id', 'upcoming'] as const;

/** The statuses of a trip still to happen: booked, and neither finished nor a draft. */
export const UPCOMING_STATUSES = [
  'created',
  'viewed',
  'assigned',
  'unpaid',
] as const satisfies readonly ReservationStatus[];

/** Whether a list is sorted upcoming first: one person's trips only (the API refuses it for the whole book). */
export const isUpcomingSort = (sort: string | undefined): boolean => sort === 'upcoming' || sort === '-upcoming';

/**
 * `sort=upcoming`, a traveller's own list (issue 38): the trips still to come (`isUpcomingTrip`) first, the soonest
 * first; then every other (past, cancelled, completed, a draft) the most recent pickup first; a draft without a pickup
 * last. The API sorts by it (`-upcoming` reverses it).
 */
export const isUpcomingTrip = (trip: { status: string; pickUpAt: Date | null }, now: Date): boolean =>
  isOneOf(UPCOMING_STATUSES, trip.status) && trip.pickUpAt !== null && trip.pickUpAt.getTime() > now.getTime();

/** Which date `from`/`to` filter on: the pickup (anyone) or the booking's creation (admins only, SPEC §2). */
export const RESERVATION_DATE_FIELDS = ['pickUpAt', 'createdAt'] as const;
export type ReservationDateField = (typeof RESERVATION_DATE_FIELDS)[number];

export const RESERVATION_LIST_MESSAGES = {
  status: `status must be one or more of: ${RESERVATION_STATUSES.join(', ')} (comma-separated)`,
  dateField: `dateField must be one of: ${RESERVATION_DATE_FIELDS.join(', ')}`,
  createdAtForAdmins: 'Only an administrator may filter reservations by their creation date.',
  othersTrips: 'Seeing another person’s trips needs the permission reservations:view.',
  upcomingOfOne: 'sort=upcoming orders one person’s trips: give their userId too.',
  balanceDue: 'balanceDue must be true (a balance due) or false (nothing due)',
} as const;

const isStatus = (value: string): value is ReservationStatus => isOneOf(RESERVATION_STATUSES, value);

/** `status=created,assigned`: one or more statuses, each one of SPEC §4's, without repeats; a 400 on `status`. */
const statusFilter = z
  .string()
  .transform((v) => [...new Set(v.split(',').map((s) => s.trim()))])
  .refine((statuses) => statuses.every(isStatus), RESERVATION_LIST_MESSAGES.status)
  // Every one is a status by now (the refine): the filter keeps them all, typed.
  .transform((statuses) => statuses.filter(isStatus))
  .optional();

/**
 * `GET /reservations`: the shared list query (paging, cursors, sort, search) plus the status filter and a date
 * range. `from`/`to` are business dates (`YYYY-MM-DD`, both included) on `dateField`. Strict: an unknown
 * parameter is a 400.
 */
export const reservationListQuerySchema = listQuerySchema(RESERVATION_SORT_FIELDS)
  .extend({
    status: statusFilter,
    from: dateQuery('From').optional(),
    to: dateQuery('To').optional(),
    dateField: z.enum(RESERVATION_DATE_FIELDS, { error: RESERVATION_LIST_MESSAGES.dateField }).default('pickUpAt'),
    /**
     * What is owed, from the payments (issue 38, decision 080): `true` the booked trips whose amount is more than what
     * was paid for them (`balanceDue` > 0), `false` the others. Not a status: an assigned or completed trip may owe.
     */
    balanceDue: z
      .enum(['true', 'false'], { error: RESERVATION_LIST_MESSAGES.balanceDue })
      .transform((v) => v === 'true')
      .optional()
      .describe(
        'true: only the booked trips with a balance due (their amount less what was paid is more than 0), whatever ' +
          'their status; false: only those that owe nothing',
      ),
    /** One person's trips (booked for them, by them, or driven by them): your own, or anyone's with reservations:view. */
    userId: wholeNumberParamSchema('userId', { min: 1, message: 'userId must be a whole number' }).optional(),
  })
  .superRefine(
    (query, ctx) => {
      if (query.from && query.to && query.from > query.to) {
        ctx.addIssue({ code: 'custom', path: ['from'], message: 'From must not be after To' });
      }
    },
    { when: whenAnObject },
  );
export type ReservationListQuery = z.infer<typeof reservationListQuerySchema>;

/**
 * The reservation a search names by its number (DESIGN §3): `A1042`, `a1042` or `1042` → 1042; anything else
 * (or an id no reservation can have) → null, and the search is by name, e-mail and phone only.
 */
export function reservationIdOf(search: string): number | null {
  const match = /^a?(\d{1,10})$/i.exec(search.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= MAX_INT32 ? id : null;
}

/** A driver on a trip, as the list names them. */
export const assignedDriverSchema = z.object({ id: z.number().int(), fullName: z.string() });
export type AssignedDriver = z.infer<typeof assignedDriverSchema>;

/** A car class of a trip and how many of it, as the list shows them ("Sedan × 2"). */
export const listedCarSchema = z.object({ name: z.string(), count: z.number().int() });
export type ListedCar = z.infer<typeof listedCarSchema>;

/**
 * A row of the reservations list: SPEC §2's columns and what the row actions need (status, version, trip
 * type), nothing more — the price breakdown and a draft's wizard state stay with the details and the wizard.
 * A draft may lack most of it (null).
 */
export const reservationListItemSchema = z.object({
  id: z.number().int(),
  /** `A` + id; links to the details, or to the wizard with `draft=true` for a draft. */
  number: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  tripType: z.enum(TRIP_TYPES),
  paymentType: z.string().nullable(),
  /** The Livery account the trip is booked for (Customer Id). */
  customerId: z.number().int().nullable(),
  transactionId: z.string().nullable(),
  assignedDrivers: z.array(assignedDriverSchema),
  /** Its car classes in booking order (none for a draft): the dispatcher's Cars column (issue 22). */
  cars: z.array(listedCarSchema),
  /** The customer's name as booked (the Username column). */
  name: z.string().nullable(),
  email: z.string().nullable(),
  affiliateName: z.string().nullable(),
  /** On an outbound: its return (Return Trip). */
  parentOf: z.number().int().nullable(),
  parentOfNumber: z.string().nullable(),
  /** On a return: its outbound (Return Trip Off). */
  childOf: z.number().int().nullable(),
  childOfNumber: z.string().nullable(),
  pickUpDateTime: isoDateTime.nullable(),
  pickUpLocation: z.string().nullable(),
  dropOffLocation: z.string().nullable(),
  hotelName: z.string().nullable(),
  isBagsChecked: z.boolean(),
  amount: z.number().nullable(),
  /** What was paid and not refunded, and what is left to pay (`balanceDue`, decision 051): read from the row. */
  paidAmount: z.number(),
  balanceDue: z.number(),
  phoneNumber: z.string().nullable(),
  version: z.number().int(),
  createdAt: isoDateTime,
});
export type ReservationListItem = z.infer<typeof reservationListItemSchema>;

/** SPEC §2's column headers of the reservations list, in their order (Actions aside): the table's and the CSV's. */
export const RESERVATION_COLUMN_HEADERS = {
  id: 'Id',
  paymentType: 'Payment Type',
  customerId: 'Customer Id',
  transactionId: 'Transaction Id',
  assignedDrivers: 'Assigned Drivers',
  name: 'Username',
  email: 'Email',
  affiliateName: 'Affiliate Name',
  parentOf: 'Return Trip',
  childOf: 'Return Trip Off',
  pickUpDateTime: 'Pickup Time',
  pickUpLocation: 'Pickup Address',
  dropOffLocation: 'Dropoff Address',
  hotelName: 'Hotel Name',
  isBagsChecked: 'Bag Checked',
  status: 'Status',
  amount: 'Amount',
  phoneNumber: 'Phone',
  createdAt: 'Created At',
} as const satisfies Partial<Record<keyof ReservationListItem, string>>;
