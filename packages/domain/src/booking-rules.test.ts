import { describe, expect, it } from 'vitest';
import {
  BOOKING_WINDOW_HOURS,
  BOOKING_WINDOW_MESSAGES,
  bookingWindowRefusal,
  bookingWindowWarnings,
  changeRefusal,
  changeTellsOffice,
  changeRefusalOf,
  CUSTOMER_CHANGE_MESSAGES,
  isOwner,
  marksViewedOnOpen,
  mayBookForAffiliate,
  mayBookForOthers,
  mayBookPointToPoint,
  mayBookUnpaid,
  mayChangeTrip,
  mayDeleteDraft,
  mayFilterByBookingDate,
  mayMarkJobsPaid,
  mayMovePickUpTo,
  mayPayDue,
  mayReopenTrip,
  maySendQuote,
  maySetMiles,
  seesEveryTrip,
  QUOTE_SEND_PERMISSIONS,
  STATUS_MOVE_PERMISSIONS,
  tripReader,
  type Owned,
} from './booking-rules.js';
import type { Permission } from './permissions.js';
import { EDIT_MESSAGES } from './schemas/booked-trip.js';

/**
 * Who may book how close to the pickup, who owns a trip and who may change it (issue 23, DESIGN §4–§5), tested
 * directly on the rules rather than through the API.
 */

const HOUR = 3_600_000;
const now = new Date('2031-06-05T12:00:00Z');
const hoursAhead = (hours: number) => new Date(now.getTime() + hours * HOUR);

/** A person with these permissions (id 7 unless said). */
const person = (permissions: Permission[] = [], options: { id?: number; isAdmin?: boolean } = {}) => ({
  id: options.id ?? 7,
  isAdmin: options.isAdmin ?? false,
  permissions,
});
const admin = person([], { isAdmin: true });
const customer = person(['reservations:create']);
const theirTrip: Owned = { customerId: 7, createdById: 99 };
const bookedForThem: Owned = { customerId: 99, createdById: 7 };
const someoneElses: Owned = { customerId: 99, createdById: 98 };

describe('the booking windows', () => {
  it('are 6 hours (only the office books) and 24 hours (call first)', () => {
    expect(BOOKING_WINDOW_HOURS).toEqual({ office: 6, call: 24 });
    expect(BOOKING_WINDOW_MESSAGES.office).toContain('less than 6 hours away: only the office can book it');
    expect(BOOKING_WINDOW_MESSAGES.call).toContain('less than 24 hours away: please call the office');
  });

  it('warn a customer within 6 hours that only the office books, within 24 to call, and nothing further out', () => {
    expect(bookingWindowWarnings(customer, 6)).toEqual([BOOKING_WINDOW_MESSAGES.office]);
    expect(bookingWindowWarnings(customer, 6.01)).toEqual([BOOKING_WINDOW_MESSAGES.call]);
    expect(bookingWindowWarnings(customer, 24)).toEqual([BOOKING_WINDOW_MESSAGES.call]);
    expect(bookingWindowWarnings(customer, 24.01)).toEqual([]);
    expect(bookingWindowWarnings(null, 3)).toEqual([BOOKING_WINDOW_MESSAGES.office]);
  });

  it('spare those who hold each window’s permission, and administrators', () => {
    const office = person(['reservations:create-withIn-six-hours', 'reservations:create-withIn-twenty-four-hours']);
    expect(bookingWindowWarnings(office, 1)).toEqual([]);
    // Inside 6 hours with only the 6-hour right: past the office rule, still told to call (the 24-hour one).
    expect(bookingWindowWarnings(person(['reservations:create-withIn-six-hours']), 1)).toEqual([
      BOOKING_WINDOW_MESSAGES.call,
    ]);
    expect(bookingWindowWarnings(person(['reservations:create-withIn-twenty-four-hours']), 12)).toEqual([]);
    expect(bookingWindowWarnings(admin, 0.5)).toEqual([]);
  });

  it('refuse a booking 6 hours or less ahead to those without the 6-hour right, never one further out', () => {
    expect(bookingWindowRefusal(customer, hoursAhead(6), now)).toBe(BOOKING_WINDOW_MESSAGES.office);
    expect(bookingWindowRefusal(customer, hoursAhead(-1), now)).toBe(BOOKING_WINDOW_MESSAGES.office);
    expect(bookingWindowRefusal(customer, new Date(hoursAhead(6).getTime() + 60_000), now)).toBeNull();
    expect(bookingWindowRefusal(person(['reservations:create-withIn-six-hours']), hoursAhead(1), now)).toBeNull();
    expect(bookingWindowRefusal(admin, hoursAhead(1), now)).toBeNull();
  });
});

describe('who owns a trip', () => {
  it('is its customer and the person who booked it, never someone without an id', () => {
    expect(isOwner(theirTrip, { id: 7 })).toBe(true);
    expect(isOwner(bookedForThem, { id: 7 })).toBe(true);
    expect(isOwner(someoneElses, { id: 7 })).toBe(false);
    expect(isOwner({ customerId: null, createdById: null }, { id: 7 })).toBe(false);
    expect(isOwner(theirTrip, {})).toBe(false);
    expect(isOwner(theirTrip, null)).toBe(false);
    expect(isOwner({}, undefined)).toBe(false);
  });
});

describe('who may change, reopen and delete', () => {
  it('lets the owner change a trip, and staff with reservations:edit', () => {
    expect(mayChangeTrip(theirTrip, customer)).toBe(true);
    expect(mayChangeTrip(someoneElses, customer)).toBe(false);
    expect(mayChangeTrip(someoneElses, person(['reservations:edit']))).toBe(true);
    expect(mayChangeTrip(someoneElses, admin)).toBe(true);
    expect(mayChangeTrip(someoneElses, null)).toBe(false);
  });

  it('lets the owner take a trip up again, and staff who change, duplicate or look into it', () => {
    expect(mayReopenTrip(theirTrip, customer)).toBe(true);
    for (const permission of ['reservations:edit', 'reservations:duplicate', 'reservations:details'] as const)
      expect(mayReopenTrip(someoneElses, person([permission]))).toBe(true);
    expect(mayReopenTrip(someoneElses, person(['reservations:view']))).toBe(false);
  });

  it('lets a draft’s author delete it, and anyone with reservations:delete; not its customer', () => {
    expect(mayDeleteDraft({ createdById: 7 }, customer)).toBe(true);
    expect(mayDeleteDraft({ customerId: 7, createdById: 99 }, customer)).toBe(false);
    expect(mayDeleteDraft(someoneElses, person(['reservations:delete']))).toBe(true);
    expect(mayDeleteDraft({ createdById: 7 }, { isAdmin: false, permissions: [] })).toBe(false);
  });

  it('refuses a change of a final or draft trip to anyone, and within 6 hours of the pickup to non-admins', () => {
    const leg = (status: string, hours: number | null) => ({
      status,
      pickUpAt: hours === null ? null : hoursAhead(hours),
    });
    expect(changeRefusal([leg('created', 48)], customer, now)).toBeNull();
    expect(changeRefusal([leg('created', 48), leg('assigned', 5)], customer, now)).toBe(EDIT_MESSAGES.tooLate);
    expect(changeRefusal([leg('created', 5)], admin, now)).toBeNull();
    expect(changeRefusal([leg('completed', 48)], admin, now)).toBe(EDIT_MESSAGES.finalStatus('completed'));
    expect(changeRefusal([leg('draft', null)], admin, now)).toBe(EDIT_MESSAGES.draft);
    expect(changeRefusal([leg('created', null)], null, now)).toBeNull();
  });

  it('holds a customer’s own change to the cancellation cut-off, so a trip past it cannot be moved away and cancelled', () => {
    const policy = { cancelCutoffHours: 24, officeNumber: '+1 212 555 0100' };
    const leg = (hours: number) => ({ status: 'created', pickUpAt: hoursAhead(hours) });
    // Issue 38: 11 hours away, past the 24-hour cut-off: moving it is the office's, as cancelling it is.
    expect(changeRefusalOf([leg(11)], customer, now, policy)).toEqual({
      kind: 'cutoff',
      message: CUSTOMER_CHANGE_MESSAGES.cutoff(24, '+1 212 555 0100'),
    });
    expect(changeRefusal([leg(11)], customer, now, policy)).toContain('call the office at +1 212 555 0100');
    // At exactly the cut-off it still may, as its cancellation still may; either leg of a round trip counts.
    expect(changeRefusalOf([leg(24)], customer, now, policy)).toBeNull();
    expect(changeRefusalOf([leg(48), leg(23.9)], customer, now, policy)?.kind).toBe('cutoff');
    // Within 6 hours the office's own rule speaks first; a final status is a status refusal.
    expect(changeRefusalOf([leg(5)], customer, now, policy)).toEqual({
      kind: 'cutoff',
      message: EDIT_MESSAGES.tooLate,
    });
    expect(changeRefusalOf([{ status: 'completed', pickUpAt: hoursAhead(48) }], customer, now, policy)?.kind).toBe(
      'status',
    );
    // The office (reservations:edit, administrators) is not held to the customer's cut-off; nor is a call without it.
    expect(changeRefusalOf([leg(11)], person(['reservations:edit']), now, policy)).toBeNull();
    expect(changeRefusalOf([leg(11)], admin, now, policy)).toBeNull();
    expect(changeRefusalOf([leg(11)], customer, now)).toBeNull();
    // A cut-off of 0 leaves the 6-hour rule alone.
    expect(changeRefusalOf([leg(7)], customer, now, { ...policy, cancelCutoffHours: 0 })).toBeNull();
    expect(CUSTOMER_CHANGE_MESSAGES.cutoffBoth(1, 'x')).toContain('changed or cancelled online up to 1 hour before');
  });

  it('lets a change move the pickup only past the cut-off, unless an administrator changes it', () => {
    expect(mayMovePickUpTo(customer, hoursAhead(6), now)).toBe(false);
    expect(mayMovePickUpTo(customer, hoursAhead(6.1), now)).toBe(true);
    expect(mayMovePickUpTo(person(['reservations:edit']), hoursAhead(1), now)).toBe(false);
    expect(mayMovePickUpTo(admin, hoursAhead(-2), now)).toBe(true);
  });
});

describe('what staff may do when booking', () => {
  it('gives each booking choice to the holders of its permission (and administrators) only', () => {
    const rules = [
      [mayBookForOthers, 'reservations:search-user'],
      [mayBookForAffiliate, 'reservations:search-affiliate'],
      [mayBookUnpaid, 'reservations:create-without-payment'],
      [mayBookPointToPoint, 'reservations:point-to-point'],
      [seesEveryTrip, 'reservations:view'],
    ] as const;
    for (const [rule, permission] of rules) {
      expect(rule(person([permission])), permission).toBe(true);
      expect(rule(customer), permission).toBe(false);
      expect(rule(admin), permission).toBe(true);
      expect(rule(null), permission).toBe(false);
    }
  });

  it('lets only staff who book for others type miles: a customer holds reservations:create too', () => {
    expect(maySetMiles(person(['reservations:create', 'reservations:search-user']))).toBe(true);
    expect(maySetMiles(customer)).toBe(false);
    expect(maySetMiles(person(['reservations:search-user']))).toBe(false);
    expect(maySetMiles(admin)).toBe(true);
  });

  it('lets staff who book for customers send a quote: both permissions, which POST /quotes requires too', () => {
    expect(maySendQuote(person([...QUOTE_SEND_PERMISSIONS]))).toBe(true);
    expect(maySendQuote(customer)).toBe(false);
    expect(maySendQuote(person(['reservations:search-user']))).toBe(false);
    expect(maySendQuote(admin)).toBe(true);
    expect(maySendQuote(null)).toBe(false);
  });

  it('keeps the booking-date filter and marking jobs paid to administrators', () => {
    const everything = person(['reservations:view', 'reservations:details', 'users:jobs']);
    for (const rule of [mayFilterByBookingDate, mayMarkJobsPaid]) {
      expect(rule(admin)).toBe(true);
      expect(rule(everything)).toBe(false);
      expect(rule(undefined)).toBe(false);
    }
  });

  it('lets the owner pay what is due, and staff who record payments', () => {
    expect(mayPayDue(theirTrip, customer)).toBe(true);
    expect(mayPayDue(someoneElses, customer)).toBe(false);
    expect(mayPayDue(someoneElses, person(['reservations:record-payment']))).toBe(true);
  });
});

describe('how a person reads a trip', () => {
  it('is staff with reservations:details, else its owner, else one of its drivers, else nobody', () => {
    expect(tripReader(someoneElses, person(['reservations:details']), [])).toBe('staff');
    expect(tripReader(theirTrip, person(['reservations:details']), [7])).toBe('staff');
    expect(tripReader(theirTrip, customer, [7])).toBe('owner');
    expect(tripReader(someoneElses, person([]), [3, 7])).toBe('driver');
    expect(tripReader(someoneElses, person([]), [3])).toBeNull();
    expect(tripReader(someoneElses, null, [7])).toBeNull();
  });

  it('marks a created trip viewed when staff who change statuses open someone else’s', () => {
    const dispatcher = person(['reservations:change-status']);
    expect(marksViewedOnOpen({ ...someoneElses, status: 'created' }, dispatcher)).toBe(true);
    expect(marksViewedOnOpen({ ...someoneElses, status: 'assigned' }, dispatcher)).toBe(false);
    expect(marksViewedOnOpen({ ...theirTrip, status: 'created' }, dispatcher)).toBe(false);
    expect(marksViewedOnOpen({ ...someoneElses, status: 'created' }, customer)).toBe(false);
  });

  it('tells the office of a change its customer saved, not of one staff who edit trips saved (issue 38)', () => {
    expect(changeTellsOffice(customer)).toBe(true);
    expect(changeTellsOffice(person(['reservations:edit']))).toBe(false);
    expect(changeTellsOffice(person([], { isAdmin: true }))).toBe(false);
  });

  it('asks the right to complete or cancel for those moves by hand, and no more for the others', () => {
    expect(STATUS_MOVE_PERMISSIONS).toEqual({
      completed: 'reservations:complete',
      cancelled: 'reservations:cancel',
    });
  });
});
