import { paymentStatusRefusal } from './payment-rules.js';
import { can, type Grantee } from './permissions.js';
import { isOwner, tooLateRefusal } from './booking-rules.js';
import { EDIT_MESSAGES, editRefusal } from './schemas/booked-trip.js';
import { RESERVATION_STATUSES, type ReservationAction, type ReservationStatus } from './statuses.js';
import { isOneOf } from './one-of.js';

/**
 * DESIGN §5's transition table: where each status may go. The server refuses any other move with a 409 naming
 * the current status; the screens offer only these.
 */
export const RESERVATION_TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  draft: ['created', 'unpaid'],
  created: ['viewed', 'assigned', 'cancelled', 'duplicate'],
  unpaid: ['created', 'assigned', 'cancelled', 'duplicate'],
  viewed: ['assigned', 'cancelled', 'duplicate'],
  assigned: ['completed', 'cancelled', 'viewed'],
  completed: [],
  cancelled: [],
  duplicate: [],
};

/** Where a status may go; none for a status that is not one (own keys only: `toString` is no status). */
const nextOf = (from: string): readonly string[] =>
  isOneOf(RESERVATION_STATUSES, from) ? RESERVATION_TRANSITIONS[from] : [];

export const mayMoveTo = (from: string, to: string): boolean => nextOf(from).includes(to);

/** The sentence of a refused move: what the trip is now and what it may become. */
export function transitionRefusal(from: string, to: string): string {
  const next = nextOf(from);
  return next.length === 0
    ? `This reservation is ${from}: it cannot become ${to}.`
    : `This reservation is ${from}: it may become ${next.join(', ')}, not ${to}.`;
}

/**
 * Whose drivers may not change (SPEC §2 "Assign driver: hidden for draft, cancelled, completed"; a duplicate has left
 * the books like a cancellation). Null when they may, else the sentence of the 409, naming the status.
 */
export function assignRefusal(status: string): string | null {
  if (status === 'draft')
    return 'This is a draft, not a booked trip: finish it in the booking flow, then assign drivers.';
  if (!Object.hasOwn(RESERVATION_TRANSITIONS, status) || ['cancelled', 'completed', 'duplicate'].includes(status))
    return `This reservation is ${status}: its drivers cannot be changed.`;
  return null;
}

/**
 * Whose addons may not change (SPEC §2 "Add addon: hidden for draft and cancelled", SPEC §4 "Draft: cannot be … given
 * addons"; DESIGN §5 "completed — addons still allowed"; a duplicate has left the books like a cancellation). Adding
 * and removing follow the same rule. Null when they may, else the sentence of the 409, naming the status.
 */
export function addonRefusal(status: string): string | null {
  if (status === 'draft') return 'This is a draft, not a booked trip: finish it in the booking flow, then add addons.';
  if (!Object.hasOwn(RESERVATION_TRANSITIONS, status) || ['cancelled', 'duplicate'].includes(status))
    return `This reservation is ${status}: its addons cannot be changed.`;
  return null;
}

/**
 * DESIGN §5: a trip becomes `assigned` when every car has a driver (from created, unpaid or viewed: the table's
 * moves), and goes back to `viewed` when a driver is removed from an assigned trip. Any other status stays.
 */
export function statusAfterDrivers(status: ReservationStatus, everyCarHasADriver: boolean): ReservationStatus {
  if (everyCarHasADriver) return mayMoveTo(status, 'assigned') ? 'assigned' : status;
  return status === 'assigned' ? 'viewed' : status;
}

/** The permission each action needs (SPEC §6). */
export const RESERVATION_ACTION_PERMISSIONS = {
  view: 'reservations:details',
  edit: 'reservations:edit',
  assign: 'reservations:assign',
  addAddon: 'reservations:addAddon',
  deleteAddon: 'reservations:deleteAddon',
  recordPayment: 'reservations:record-payment',
  duplicate: 'reservations:duplicate',
  complete: 'reservations:complete',
  cancel: 'reservations:cancel',
} as const;

/** What the actions read of a reservation. */
export interface ActionTarget {
  status: string;
  /** The pickup instant (ISO text or Date); null for a draft without one. */
  pickUpAt: string | Date | null;
  /** Its customer and its creator: the self rule (DESIGN §4) lets them view and change it without the permissions. */
  customerId?: number | null;
  createdById?: number | null;
  /** The drivers assigned to its cars: they may view it (their job). */
  driverIds?: readonly number[];
  /**
   * The other leg of a round trip, when known. A change moves both legs (`PUT /reservations/{id}`), so Edit needs
   * both to allow it (`editRefusal`); without it only this leg is judged.
   */
  linkedLeg?: { status: string; pickUpAt: string | Date | null } | null;
  /** What is left to pay (`balanceDue`): Record payment is offered only while something is due. */
  balanceDue?: number;
}

/** Who asks: what they hold, and their id for the self rule. */
export type ReservationActor = Grantee & { id?: number };

const instant = (value: string | Date | null) => (value === null ? null : new Date(value));

/** The legs Edit judges: this one and, when known, the other leg of its round trip. */
const legsOf = (reservation: ActionTarget) =>
  [reservation, ...(reservation.linkedLeg ? [reservation.linkedLeg] : [])].map((leg) => ({
    status: leg.status,
    pickUpAt: instant(leg.pickUpAt),
  }));

/**
 * Whether SPEC §2's row action applies to this reservation for this person now (its status rules, the 6-hour rule
 * for non-admins, and its permission). Hidden in the list is refused by the server on the same rules. The self rule
 * (DESIGN §4): a trip's customer and creator may view and change it without `reservations:details` /
 * `reservations:edit`, as the API lets them; assigned drivers may view it.
 */
export function mayAct(
  action: ReservationAction,
  reservation: ActionTarget,
  user: ReservationActor | null | undefined,
  now: Date,
): boolean {
  if (!user) return false;
  const { status } = reservation;
  const permitted = can(user, RESERVATION_ACTION_PERMISSIONS[action]);
  switch (action) {
    case 'view':
      if (status === 'draft') return false;
      return (
        permitted ||
        isOwner(reservation, user) ||
        (user.id !== undefined && (reservation.driverIds ?? []).includes(user.id))
      );
    case 'edit': {
      if (!permitted && !isOwner(reservation, user)) return false;
      // A draft goes on in the booking flow, whose draft endpoints need reservations:draft.
      if (status === 'draft') return can(user, 'reservations:draft');
      return editRefusal(legsOf(reservation), user.isAdmin, now) === null;
    }
    case 'assign':
      return permitted && assignRefusal(status) === null;
    case 'addAddon':
    case 'deleteAddon':
      return permitted && addonRefusal(status) === null;
    case 'recordPayment':
      return permitted && paymentStatusRefusal(status) === null && (reservation.balanceDue ?? 0) > 0;
    case 'duplicate':
      return permitted && status !== 'draft';
    case 'complete':
      return permitted && status === 'assigned';
    case 'cancel':
      return permitted && mayMoveTo(status, 'cancelled');
  }
}

/**
 * What is said where Edit would be when the 6-hour rule alone withholds it from this person (issue 38 item 12): the
 * sentence the API refuses their change with (`tooLateRefusal`: staff are told to ask an administrator). Null when
 * Edit is offered, or withheld for another reason (no permission, a final status, a draft).
 */
export function editNotice(
  reservation: ActionTarget,
  user: ReservationActor | null | undefined,
  now: Date,
): string | null {
  if (!user || reservation.status === 'draft') return null;
  if (!can(user, RESERVATION_ACTION_PERMISSIONS.edit) && !isOwner(reservation, user)) return null;
  return editRefusal(legsOf(reservation), user.isAdmin, now) === EDIT_MESSAGES.tooLate ? tooLateRefusal(user) : null;
}
