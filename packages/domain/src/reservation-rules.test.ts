import { describe, expect, it } from 'vitest';
import { PERMISSIONS, type Permission } from './permissions.js';
import { changeRefusal } from './booking-rules.js';
import { EDIT_MESSAGES } from './schemas/booked-trip.js';
import {
  addonRefusal,
  assignRefusal,
  editNotice,
  mayAct,
  mayMoveTo,
  RESERVATION_ACTION_PERMISSIONS,
  RESERVATION_TRANSITIONS,
  statusAfterDrivers,
  transitionRefusal,
  type ActionTarget,
  type ReservationActor,
} from './reservation-rules.js';
import {
  RESERVATION_ACTIONS,
  RESERVATION_STATUSES,
  type ReservationAction,
  type ReservationStatus,
} from './statuses.js';

/** DESIGN §5's table, written out again so that a change to the rules' table is a change to this test too. */
const ALLOWED: Record<ReservationStatus, ReservationStatus[]> = {
  draft: ['created', 'unpaid'],
  created: ['viewed', 'assigned', 'cancelled', 'duplicate'],
  unpaid: ['created', 'assigned', 'cancelled', 'duplicate'],
  viewed: ['assigned', 'cancelled', 'duplicate'],
  assigned: ['completed', 'cancelled', 'viewed'],
  completed: [],
  cancelled: [],
  duplicate: [],
};

const pairs = RESERVATION_STATUSES.flatMap((from) => RESERVATION_STATUSES.map((to) => [from, to] as const));

describe('the transition table (DESIGN §5)', () => {
  it('is DESIGN §5’s table, for every status', () => {
    expect(RESERVATION_TRANSITIONS).toEqual(ALLOWED);
  });

  it.each(pairs.filter(([from, to]) => ALLOWED[from].includes(to)))('allows %s → %s', (from, to) => {
    expect(mayMoveTo(from, to)).toBe(true);
  });

  it.each(pairs.filter(([from, to]) => !ALLOWED[from].includes(to)))('refuses %s → %s', (from, to) => {
    expect(mayMoveTo(from, to)).toBe(false);
    expect(transitionRefusal(from, to)).toContain(`This reservation is ${from}`);
  });

  it('has no way out of completed, cancelled and duplicate', () => {
    for (const final of ['completed', 'cancelled', 'duplicate'] as const)
      for (const to of RESERVATION_STATUSES) expect(mayMoveTo(final, to)).toBe(false);
  });

  it('refuses a status that is not one, either way, even a name an object has (toString)', () => {
    expect(mayMoveTo('deleted', 'created')).toBe(false);
    expect(mayMoveTo('created', 'deleted')).toBe(false);
    expect(mayMoveTo('toString', 'created')).toBe(false);
    expect(mayMoveTo('__proto__', 'created')).toBe(false);
    expect(transitionRefusal('toString', 'created')).toBe('This reservation is toString: it cannot become created.');
  });

  it('names the current status and where it may go in the refusal', () => {
    expect(transitionRefusal('created', 'completed')).toBe(
      'This reservation is created: it may become viewed, assigned, cancelled, duplicate, not completed.',
    );
    expect(transitionRefusal('completed', 'cancelled')).toBe(
      'This reservation is completed: it cannot become cancelled.',
    );
  });
});

const NOW = new Date('2031-06-01T12:00:00Z');
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const FAR = inMinutes(72 * 60).toISOString();

/** A dispatcher-like person: every permission, not an administrator. */
const staff: ReservationActor = { id: 1, isAdmin: false, permissions: PERMISSIONS };
const admin: ReservationActor = { id: 2, isAdmin: true, permissions: [] };
const only = (...permissions: Permission[]): ReservationActor => ({ id: 3, isAdmin: false, permissions });
const allBut = (...permissions: Permission[]): ReservationActor => ({
  id: 4,
  isAdmin: false,
  permissions: PERMISSIONS.filter((p) => !permissions.includes(p)),
});
const trip = (status: string, pickUpAt: string | Date | null = FAR, more: Partial<ActionTarget> = {}) => ({
  status,
  pickUpAt,
  ...more,
});

/** SPEC §2's row actions by status, for someone holding every permission with the pickup days away. */
const ACTIONS_BY_STATUS: Record<ReservationStatus, ReservationAction[]> = {
  // View, Duplicate, Assign and Add addon are not for drafts; Edit continues the booking flow.
  draft: ['edit'],
  created: ['view', 'edit', 'assign', 'addAddon', 'deleteAddon', 'duplicate', 'cancel'],
  viewed: ['view', 'edit', 'assign', 'addAddon', 'deleteAddon', 'duplicate', 'cancel'],
  unpaid: ['view', 'edit', 'assign', 'addAddon', 'deleteAddon', 'duplicate', 'cancel'],
  // Complete only when assigned.
  assigned: ['view', 'edit', 'assign', 'addAddon', 'deleteAddon', 'duplicate', 'complete', 'cancel'],
  // Completed: no edit, assign or cancel; addons still allowed (added and removed).
  completed: ['view', 'addAddon', 'deleteAddon', 'duplicate'],
  cancelled: ['view', 'duplicate'],
  // A duplicate leaves the lists like a cancellation.
  duplicate: ['view', 'duplicate'],
};

describe('mayAct: the status rules of each row action (SPEC §2)', () => {
  it.each(RESERVATION_STATUSES)('offers exactly the actions of a %s trip', (status) => {
    const offered = RESERVATION_ACTIONS.filter((action) => mayAct(action, trip(status), staff, NOW));
    expect(offered).toEqual(ACTIONS_BY_STATUS[status]);
  });

  it('offers Cancel exactly where the table allows cancelled', () => {
    for (const status of RESERVATION_STATUSES)
      expect(mayAct('cancel', trip(status), staff, NOW)).toBe(ALLOWED[status].includes('cancelled'));
  });
});

describe('mayAct: the 6-hour rule of Edit', () => {
  const at = (minutes: number) => trip('created', inMinutes(minutes));

  it('refuses a non-admin at exactly 6 hours before pickup, and allows them at 6 hours 1 minute', () => {
    expect(mayAct('edit', at(6 * 60), staff, NOW)).toBe(false);
    expect(mayAct('edit', at(6 * 60 + 1), staff, NOW)).toBe(true);
    expect(mayAct('edit', trip('created', inMinutes(6 * 60).toISOString()), staff, NOW)).toBe(false);
  });

  it('refuses a non-admin closer than that, and once the pickup has passed', () => {
    expect(mayAct('edit', at(5 * 60 + 59), staff, NOW)).toBe(false);
    expect(mayAct('edit', at(0), staff, NOW)).toBe(false);
    expect(mayAct('edit', at(-60), staff, NOW)).toBe(false);
  });

  it('lets an admin edit at any time before the trip is final', () => {
    for (const minutes of [6 * 60, 60, 0, -60]) expect(mayAct('edit', at(minutes), admin, NOW)).toBe(true);
    expect(mayAct('edit', trip('completed', inMinutes(60 * 24)), admin, NOW)).toBe(false);
    expect(mayAct('edit', trip('cancelled'), admin, NOW)).toBe(false);
    expect(mayAct('edit', trip('duplicate'), admin, NOW)).toBe(false);
  });

  it('does not apply to a draft, nor to a trip without a pickup', () => {
    expect(mayAct('edit', trip('draft', inMinutes(60)), staff, NOW)).toBe(true);
    expect(mayAct('edit', trip('draft', null), staff, NOW)).toBe(true);
    expect(mayAct('edit', trip('unpaid', null), staff, NOW)).toBe(true);
  });

  it('judges both legs of a round trip when the other leg is known, as the change moves both', () => {
    const back = trip('created', inMinutes(48 * 60), { linkedLeg: { status: 'created', pickUpAt: inMinutes(5 * 60) } });
    expect(mayAct('edit', back, staff, NOW)).toBe(false);
    expect(mayAct('edit', back, admin, NOW)).toBe(true);
    const otherCancelled = trip('created', FAR, { linkedLeg: { status: 'cancelled', pickUpAt: FAR } });
    expect(mayAct('edit', otherCancelled, admin, NOW)).toBe(false);
    const bothFar = trip('created', FAR, { linkedLeg: { status: 'viewed', pickUpAt: FAR } });
    expect(mayAct('edit', bothFar, staff, NOW)).toBe(true);
  });

  it('applies to Edit only: the other actions stay within 6 hours of pickup', () => {
    const soon = trip('assigned', inMinutes(30));
    for (const action of ['view', 'assign', 'addAddon', 'duplicate', 'complete', 'cancel'] as const)
      expect(mayAct(action, soon, staff, NOW)).toBe(true);
  });
});

describe('editNotice: what is said where Edit would be (issue 38 item 12)', () => {
  const customer: ReservationActor = { id: 9, isAdmin: false, permissions: [] };

  it('tells staff within 6 hours whom to ask, in the sentence the API refuses with', () => {
    const soon = trip('assigned', inMinutes(5 * 60));
    expect(mayAct('edit', soon, staff, NOW)).toBe(false);
    expect(editNotice(soon, staff, NOW)).toBe(EDIT_MESSAGES.tooLateForStaff);
    expect(EDIT_MESSAGES.tooLateForStaff).toBe(
      'Within 6 hours of pickup only an administrator can edit a trip: ask an administrator to make the change.',
    );
    expect(editNotice(soon, staff, NOW)).toBe(
      changeRefusal([{ status: 'assigned', pickUpAt: inMinutes(300) }], staff, NOW),
    );
    const back = trip('created', FAR, { linkedLeg: { status: 'created', pickUpAt: inMinutes(60) } });
    expect(editNotice(back, staff, NOW)).toBe(EDIT_MESSAGES.tooLateForStaff);
  });

  it('tells a trip’s own customer to call the office', () => {
    expect(editNotice(trip('created', inMinutes(60), { customerId: 9 }), customer, NOW)).toBe(EDIT_MESSAGES.tooLate);
  });

  it('says nothing when Edit is offered, or withheld for another reason', () => {
    expect(editNotice(trip('created', FAR), staff, NOW)).toBeNull();
    expect(editNotice(trip('created', inMinutes(60)), admin, NOW)).toBeNull();
    expect(editNotice(trip('completed', inMinutes(60)), staff, NOW)).toBeNull();
    expect(editNotice(trip('draft', inMinutes(60)), staff, NOW)).toBeNull();
    expect(editNotice(trip('created', inMinutes(60)), allBut('reservations:edit'), NOW)).toBeNull();
    expect(editNotice(trip('created', inMinutes(60)), null, NOW)).toBeNull();
  });
});

describe('mayAct: permissions', () => {
  /** A status where each action applies. */
  const target: Record<ReservationAction, ActionTarget> = {
    view: trip('created'),
    edit: trip('created'),
    assign: trip('created'),
    addAddon: trip('completed'),
    deleteAddon: trip('completed'),
    recordPayment: trip('unpaid', FAR, { balanceDue: 50 }),
    duplicate: trip('cancelled'),
    complete: trip('assigned'),
    cancel: trip('viewed'),
  };

  it.each(RESERVATION_ACTIONS)('%s needs its permission of SPEC §6, and that permission is enough', (action) => {
    const permission = RESERVATION_ACTION_PERMISSIONS[action];
    expect(mayAct(action, target[action], only(permission), NOW)).toBe(true);
    expect(mayAct(action, target[action], allBut(permission), NOW)).toBe(false);
    expect(mayAct(action, target[action], only(), NOW)).toBe(false);
  });

  it('names permissions of the catalogue', () => {
    for (const permission of Object.values(RESERVATION_ACTION_PERMISSIONS))
      expect(PERMISSIONS as readonly string[]).toContain(permission);
  });

  it('gives an admin every action, with no permission held, on the status rules', () => {
    for (const action of RESERVATION_ACTIONS) expect(mayAct(action, target[action], admin, NOW)).toBe(true);
    expect(mayAct('complete', trip('created'), admin, NOW)).toBe(false);
    expect(mayAct('cancel', trip('completed'), admin, NOW)).toBe(false);
    expect(mayAct('view', trip('draft'), admin, NOW)).toBe(false);
  });

  it('gives nobody anything when signed out', () => {
    for (const action of RESERVATION_ACTIONS) {
      expect(mayAct(action, target[action], null, NOW)).toBe(false);
      expect(mayAct(action, target[action], undefined, NOW)).toBe(false);
    }
  });

  it('lets a trip’s customer and creator view and edit it without the permissions (the self rule), nothing more', () => {
    const customer = only('reservations:create', 'reservations:draft');
    const own = (status: string, more: Partial<ActionTarget> = {}) => trip(status, FAR, more);
    for (const owner of [{ customerId: customer.id }, { createdById: customer.id }]) {
      expect(mayAct('view', own('created', owner), customer, NOW)).toBe(true);
      expect(mayAct('edit', own('created', owner), customer, NOW)).toBe(true);
      for (const action of ['assign', 'addAddon', 'deleteAddon', 'duplicate', 'cancel'] as const)
        expect(mayAct(action, own('created', owner), customer, NOW)).toBe(false);
      expect(mayAct('complete', own('assigned', owner), customer, NOW)).toBe(false);
      // The 6-hour rule and the final statuses hold for them too.
      expect(mayAct('edit', trip('created', inMinutes(60), owner), customer, NOW)).toBe(false);
      expect(mayAct('edit', own('completed', owner), customer, NOW)).toBe(false);
    }
    expect(mayAct('view', own('created', { customerId: 999 }), customer, NOW)).toBe(false);
    expect(mayAct('edit', own('created', { customerId: 999 }), customer, NOW)).toBe(false);
    // Without an id nobody owns anything.
    expect(mayAct('view', own('created', { customerId: null }), { isAdmin: false, permissions: [] }, NOW)).toBe(false);
  });

  it('lets the author continue a draft only with reservations:draft, which the draft endpoints need', () => {
    const author = { createdById: 3 };
    expect(mayAct('edit', trip('draft', null, author), only('reservations:draft'), NOW)).toBe(true);
    expect(mayAct('edit', trip('draft', null, author), only('reservations:edit'), NOW)).toBe(false);
    expect(mayAct('edit', trip('draft', null), only('reservations:draft'), NOW)).toBe(false);
    expect(mayAct('edit', trip('draft', null), only('reservations:draft', 'reservations:edit'), NOW)).toBe(true);
  });

  it('lets a driver assigned to the trip view it, not act on it', () => {
    const driver = only();
    const job = trip('assigned', FAR, { driverIds: [7, driver.id ?? 0] });
    expect(mayAct('view', job, driver, NOW)).toBe(true);
    expect(mayAct('view', trip('assigned', FAR, { driverIds: [7] }), driver, NOW)).toBe(false);
    for (const action of ['edit', 'assign', 'addAddon', 'deleteAddon', 'duplicate', 'complete', 'cancel'] as const)
      expect(mayAct(action, job, driver, NOW)).toBe(false);
  });
});

describe('addons on a booked trip (SPEC §2 "Add addon", DESIGN §5 step 8)', () => {
  it('refuses drafts, cancelled and duplicate trips, naming the status; a completed trip still takes addons', () => {
    for (const status of RESERVATION_STATUSES) {
      const refusal = addonRefusal(status);
      const refused = ['draft', 'cancelled', 'duplicate'].includes(status);
      expect(refusal === null, status).toBe(!refused);
      if (refused && status !== 'draft')
        expect(refusal).toBe(`This reservation is ${status}: its addons cannot be changed.`);
    }
    expect(addonRefusal('completed')).toBeNull();
    expect(addonRefusal('draft')).toContain('draft');
    expect(addonRefusal('toString')).toBe('This reservation is toString: its addons cannot be changed.');
  });

  it('agrees with mayAct for adding and deleting, each with its own permission', () => {
    const adder = only('reservations:addAddon');
    const remover = only('reservations:deleteAddon');
    for (const status of RESERVATION_STATUSES) {
      const allowed = addonRefusal(status) === null;
      expect(mayAct('addAddon', trip(status), adder, NOW), status).toBe(allowed);
      expect(mayAct('deleteAddon', trip(status), remover, NOW), status).toBe(allowed);
      expect(mayAct('deleteAddon', trip(status), adder, NOW), status).toBe(false);
      expect(mayAct('addAddon', trip(status), remover, NOW), status).toBe(false);
    }
  });

  it('does not depend on the pickup time (unlike Edit): an addon may follow a trip driven hours ago', () => {
    for (const minutes of [60, 0, -24 * 60])
      expect(mayAct('addAddon', trip('completed', inMinutes(minutes)), staff, NOW)).toBe(true);
  });
});

describe('assigning drivers (DESIGN §5: assigned follows the drivers)', () => {
  it('refuses drafts, the final statuses and duplicates, naming the status, and agrees with mayAct', () => {
    const assigner = { id: 1, isAdmin: false, permissions: ['reservations:assign'] };
    for (const status of RESERVATION_STATUSES) {
      const refusal = assignRefusal(status);
      const refused = ['draft', 'cancelled', 'completed', 'duplicate'].includes(status);
      expect(refusal === null, status).toBe(!refused);
      if (refused && status !== 'draft')
        expect(refusal).toBe(`This reservation is ${status}: its drivers cannot be changed.`);
      expect(mayAct('assign', { status, pickUpAt: null }, assigner, new Date())).toBe(!refused);
    }
    expect(assignRefusal('draft')).toContain('draft');
    expect(assignRefusal('toString')).toBe('This reservation is toString: its drivers cannot be changed.');
  });

  it('becomes assigned when every car has a driver, from created, unpaid and viewed', () => {
    for (const status of ['created', 'unpaid', 'viewed', 'assigned'] as const)
      expect(statusAfterDrivers(status, true)).toBe('assigned');
  });

  it('goes back to viewed when a driver is removed from an assigned trip, and stays otherwise', () => {
    expect(statusAfterDrivers('assigned', false)).toBe('viewed');
    for (const status of ['created', 'unpaid', 'viewed'] as const)
      expect(statusAfterDrivers(status, false)).toBe(status);
  });

  it('never makes a move outside the transition table', () => {
    for (const status of RESERVATION_STATUSES)
      for (const everyCar of [true, false]) {
        const next = statusAfterDrivers(status, everyCar);
        if (next !== status) expect(mayMoveTo(status, next), `${status} → ${next}`).toBe(true);
      }
  });
});
