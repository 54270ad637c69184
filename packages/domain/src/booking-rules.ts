import { hoursBetween } from './business-time.js';
import { can, isAdministrator, type Grantee, type Permission } from './permissions.js';
import { EDIT_MESSAGES, editRefusal, tooLateFor } from './schemas/booked-trip.js';
import { EDIT_CUTOFF_HOURS } from './schemas/reservation.js';

/**
 * Who may book a trip how close to its pickup, who owns a trip, and who may change it (DESIGN §4–§5): the rules
 * the API enforces on every quote, booking, PayPal order and change, and the screens show, from one place
 * (issue 23).
 */

/** What the customer's own cancel and change are held to (the office's settings). */
export interface CustomerCancelPolicy {
  cancelCutoffHours: number;
  /** The home page's contact number, named in every refusal: the office can still do what the page cannot. */
  officeNumber: string;
}

/** The booking windows: within `office` hours only staff who hold the permission book; within `call` a warning. */
export const BOOKING_WINDOW_HOURS = { office: 6, call: 24 } as const;

export const BOOKING_WINDOW_MESSAGES = {
  office: `The pickup is less than ${BOOKING_WINDOW_HOURS.office} hours away: only the office can book it. Please call us.`,
  call:
    `The pickup is less than ${BOOKING_WINDOW_HOURS.call} hours away: please call the office to make sure a car is ` +
    'free at that time.',
} as const;

/**
 * What the quote says of a pickup `hoursAhead` away for this person: within 6 hours, that only the office books it
 * (unless they hold `reservations:create-withIn-six-hours`); within 24, to call first (unless they hold
 * `reservations:create-withIn-twenty-four-hours`).
 */
export function bookingWindowWarnings(user: Grantee | null | undefined, hoursAhead: number): string[] {
  if (hoursAhead <= BOOKING_WINDOW_HOURS.office && !can(user, 'reservations:create-withIn-six-hours'))
    return [BOOKING_WINDOW_MESSAGES.office];
  if (hoursAhead <= BOOKING_WINDOW_HOURS.call && !can(user, 'reservations:create-withIn-twenty-four-hours'))
    return [BOOKING_WINDOW_MESSAGES.call];
  return [];
}

/** Why this person may not book a pickup at `pickUpAt` now (the 6-hour rule), or null: a booking's refusal. */
export function bookingWindowRefusal(user: Grantee | null | undefined, pickUpAt: Date, now: Date): string | null {
  return hoursBetween(now, pickUpAt) <= BOOKING_WINDOW_HOURS.office &&
    !can(user, 'reservations:create-withIn-six-hours')
    ? BOOKING_WINDOW_MESSAGES.office
    : null;
}

/** What the owner rule reads of a trip or draft. */
export interface Owned {
  customerId?: number | null;
  createdById?: number | null;
}

/** The self rule (DESIGN §4): a trip's customer and the person who booked it own it. */
export const isOwner = (trip: Owned, user: { id?: number } | null | undefined): boolean =>
  user?.id !== undefined && (trip.customerId === user.id || trip.createdById === user.id);

/** Who may change a trip (or go on with a draft): its owner, or staff who hold `reservations:edit`. */
export const mayChangeTrip = (trip: Owned, user: (Grantee & { id?: number }) | null | undefined): boolean =>
  isOwner(trip, user) || can(user, 'reservations:edit');

/**
 * Whether the office is told of a change this person saved (issue 38, item 6): a customer's own change is, staff who
 * edit trips are the office.
 */
export const changeTellsOffice = (user: Grantee | null | undefined): boolean => !can(user, 'reservations:edit');

/**
 * Sending a quote the customer accepts (issue 39, decision 090) is booking for someone else, not yet accepted: staff
 * who book for customers (decision 039). The API's `POST /quotes` requires the same list.
 */
export const QUOTE_SEND_PERMISSIONS = [
  'reservations:create',
  'reservations:search-user',
] as const satisfies readonly Permission[];

/** Whether this person may send a quote: the wizard's "Send as quote" and `POST /quotes` alike. */
export const maySendQuote = (user: Grantee | null | undefined): boolean =>
  QUOTE_SEND_PERMISSIONS.every((permission) => can(user, permission));

/** Administrators only: the reservations list's filter by the date a trip was booked (SPEC §2's Dates filter). */
export const mayFilterByBookingDate = (user: Grantee | null | undefined): boolean => isAdministrator(user);

/** Administrators only: marking a driver's jobs paid or unpaid (decision 048). */
export const mayMarkJobsPaid = (user: Grantee | null | undefined): boolean => isAdministrator(user);

const hours = (count: number) => `${count} hour${count === 1 ? '' : 's'}`;

/**
 * A change inside the customer policy's cut-off is the office's too (issue 38, decision 079): otherwise a trip past
 * it could be moved to next week by its customer, then cancelled online.
 */
export const CUSTOMER_CHANGE_MESSAGES = {
  cutoff: (cutoffHours: number, officeNumber: string) =>
    `Trips can be changed online up to ${hours(cutoffHours)} before pickup, as they can be cancelled. To change ` +
    `this one, please call the office at ${officeNumber}.`,
  /** Both past the cut-off: one sentence for the trip page rather than two alike. */
  cutoffBoth: (cutoffHours: number, officeNumber: string) =>
    `Trips can be changed or cancelled online up to ${hours(cutoffHours)} before pickup. To change or cancel this ` +
    `one, please call the office at ${officeNumber}.`,
} as const;

/**
 * The 6-hour refusal in the words this person needs (`tooLateFor`, issue 38 item 12): staff who edit trips are told
 * to ask an administrator, a customer to call the office.
 */
export const tooLateRefusal = (user: Grantee | null | undefined): string => tooLateFor(can(user, 'reservations:edit'));

/** A refused change: the trip's status (a 409 from the API) or a cut-off before pickup (a 403: call the office). */
export type ChangeRefusal = { kind: 'status' | 'cutoff'; message: string };

/**
 * Why this person may not change the trip now, or null (DESIGN §5 "Edit"): the office's rules first (`editRefusal`:
 * no draft nor final status; administrators are not held to the 6 hours before pickup), then, given the customer
 * policy, its cut-off for whoever changes a trip as its customer — without `reservations:edit` — at the same instant
 * as their cancellation's (`customerCancelRefusal`): what may not be cancelled online may not be moved online either.
 */
export function changeRefusalOf(
  legs: readonly { status: string; pickUpAt: Date | null }[],
  user: Grantee | null | undefined,
  now: Date,
  policy?: CustomerCancelPolicy | null,
): ChangeRefusal | null {
  const office = editRefusal(legs, user?.isAdmin === true, now);
  if (office === EDIT_MESSAGES.tooLate) return { kind: 'cutoff', message: tooLateRefusal(user) };
  if (office) return { kind: 'status', message: office };
  if (!policy || can(user, 'reservations:edit')) return null;
  const inside = legs.some((leg) => leg.pickUpAt && hoursBetween(now, leg.pickUpAt) < policy.cancelCutoffHours);
  return inside
    ? { kind: 'cutoff', message: CUSTOMER_CHANGE_MESSAGES.cutoff(policy.cancelCutoffHours, policy.officeNumber) }
    : null;
}

/** The sentence of `changeRefusalOf`, or null. Without the customer policy, the office's rules alone. */
export const changeRefusal = (
  legs: readonly { status: string; pickUpAt: Date | null }[],
  user: Grantee | null | undefined,
  now: Date,
  policy?: CustomerCancelPolicy | null,
): string | null => changeRefusalOf(legs, user, now, policy)?.message ?? null;

/** Whether a change may move the pickup to `pickUpAt`: not within the cut-off, unless an administrator changes it. */
export const mayMovePickUpTo = (user: Grantee | null | undefined, pickUpAt: Date, now: Date): boolean =>
  user?.isAdmin === true || hoursBetween(now, pickUpAt) > EDIT_CUTOFF_HOURS;

/** Who may take a booked trip up again in the booking flow: its owner, or staff who change, duplicate or look into it. */
export const mayReopenTrip = (trip: Owned, user: (Grantee & { id?: number }) | null | undefined): boolean =>
  mayChangeTrip(trip, user) || can(user, 'reservations:duplicate') || can(user, 'reservations:details');

/** Who may delete a draft: its author, or anyone with `reservations:delete` (decision 043). */
export const mayDeleteDraft = (draft: Owned, user: (Grantee & { id?: number }) | null | undefined): boolean =>
  (user?.id !== undefined && draft.createdById === user.id) || can(user, 'reservations:delete');

type Person = (Grantee & { id?: number }) | null | undefined;

/** Staff who book for others: choose the customer of a quote, booking, draft or change (`reservations:search-user`). */
export const mayBookForOthers = (user: Person): boolean => can(user, 'reservations:search-user');

/** Who may book a trip for an affiliate (`reservations:search-affiliate`). */
export const mayBookForAffiliate = (user: Person): boolean => can(user, 'reservations:search-affiliate');

/** Who may book without paying now (`reservations:create-without-payment`): the payment is recorded later. */
export const mayBookUnpaid = (user: Person): boolean => can(user, 'reservations:create-without-payment');

/**
 * Who may book a point-to-point trip: staff with `reservations:point-to-point`, and everyone when the company opens
 * them to visitors and customers (configuration `booking`, decision 092); others book from or to an airport.
 */
export const mayBookPointToPoint = (user: Person, forEveryone = false): boolean =>
  forEveryone || can(user, 'reservations:point-to-point');

/**
 * Who may type a trip's miles: staff, who book for others (customers hold `reservations:create` too; decision 039).
 */
export const maySetMiles = (user: Person): boolean =>
  can(user, 'reservations:create') && can(user, 'reservations:search-user');

/** Who may pay what is due on a trip: its owner, or staff who record payments. */
export const mayPayDue = (trip: Owned, user: Person): boolean =>
  isOwner(trip, user) || can(user, 'reservations:record-payment');

/** Who sees every reservation (drafts included) rather than their own trips (`reservations:view`). */
export const seesEveryTrip = (user: Person): boolean => can(user, 'reservations:view');

/**
 * How this person reads a trip's details (DESIGN §4), or null when they may not: staff with `reservations:details`
 * read everything; its owner and its drivers read it without the office's payment details.
 */
export type TripReader = 'staff' | 'owner' | 'driver';

export function tripReader(trip: Owned, user: Person, driverIds: readonly number[]): TripReader | null {
  if (can(user, 'reservations:details')) return 'staff';
  if (isOwner(trip, user)) return 'owner';
  if (user?.id !== undefined && driverIds.includes(user.id)) return 'driver';
  return null;
}

/** Opening a created trip marks it viewed, when staff who change statuses open someone else's trip. */
export const marksViewedOnOpen = (trip: Owned & { status: string }, user: Person): boolean =>
  trip.status === 'created' && can(user, 'reservations:change-status') && trip.customerId !== user?.id;

/** The permission a move by hand to this status needs beyond `reservations:change-status`, if any. */
export const STATUS_MOVE_PERMISSIONS: Partial<Record<string, Permission>> = {
  completed: 'reservations:complete',
  cancelled: 'reservations:cancel',
};
