import { CUSTOMER_CANCEL_MESSAGES, CUSTOMER_CHANGE_MESSAGES, EDIT_MESSAGES, type CustomerTrip } from '@livery/domain';
import { describe, expect, it } from 'vitest';
import { buildCustomerTrip } from '../../testing/customer-trip';
import { tripActions } from './trip-actions';

const NOW = new Date('2031-06-01T12:00:00Z');
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

const trip = (overrides: Partial<CustomerTrip> = {}) => buildCustomerTrip(overrides, NOW);

describe('tripActions: what the customer’s trip page offers', () => {
  it('offers changing and cancelling a trip well before pickup, and no call to the office', () => {
    expect(tripActions(trip(), NOW)).toEqual({
      pay: false,
      change: { allowed: true, reason: null },
      cancel: { allowed: true, reason: null, pastCutoff: false },
      callOffice: false,
      callOfficeReasons: [],
    });
  });

  it('past the cut-off: no Cancel, the office’s number to call, even when the server answered before the cut-off', () => {
    const late = tripActions(trip({ pickUpDateTime: inHours(23) }), NOW);
    expect(late.cancel).toEqual({
      allowed: false,
      reason: CUSTOMER_CANCEL_MESSAGES.cutoff(24, '+1 (212) 555-0100'),
      pastCutoff: true,
    });
    expect(late.callOffice).toBe(true);
  });

  it('past the cut-off: no Change either (issue 38: moved to next week, then cancelled), said once for both', () => {
    const late = tripActions(trip({ pickUpDateTime: inHours(11) }), NOW);
    expect(late.change).toEqual({ allowed: false, reason: CUSTOMER_CHANGE_MESSAGES.cutoff(24, '+1 (212) 555-0100') });
    expect(late.callOfficeReasons).toEqual([CUSTOMER_CHANGE_MESSAGES.cutoffBoth(24, '+1 (212) 555-0100')]);
    // The office's people (reservations:edit) read the trip without the customer's cut-off.
    const staff = tripActions(trip({ pickUpDateTime: inHours(11) }), NOW, {
      isAdmin: false,
      permissions: ['reservations:edit'],
    });
    expect(staff.change.allowed).toBe(true);
    // A cut-off of 0: the 6-hour rule alone.
    const none = trip({ pickUpDateTime: inHours(11), cancellation: { ...trip().cancellation, cutoffHours: 0 } });
    expect(tripActions(none, NOW).change.allowed).toBe(true);
  });

  it('within 6 hours: neither change nor cancel, with the reasons', () => {
    const soon = tripActions(trip({ pickUpDateTime: inHours(5) }), NOW);
    expect(soon.change).toEqual({ allowed: false, reason: EDIT_MESSAGES.tooLate });
    expect(soon.cancel.allowed).toBe(false);
    expect(soon.callOffice).toBe(true);
    expect(soon.callOfficeReasons).toEqual([
      CUSTOMER_CANCEL_MESSAGES.cutoff(24, '+1 (212) 555-0100'),
      EDIT_MESSAGES.tooLate,
    ]);
  });

  it('judges a change on both legs of a round trip', () => {
    const linkedLeg = { id: 42, number: 'A42', status: 'completed', pickUpDateTime: inHours(80) };
    const actions = tripActions(trip({ linkedLeg }), NOW);
    expect(actions.change).toEqual({ allowed: false, reason: EDIT_MESSAGES.finalStatus('completed') });
    expect(actions.cancel.allowed).toBe(true);
  });

  it('offers nothing on a cancelled trip and sends no one to the office for it', () => {
    const cancelled = tripActions(
      trip({
        status: 'cancelled',
        may: { pay: false, change: false, cancel: false },
        changeRefusal: EDIT_MESSAGES.finalStatus('cancelled'),
        cancelRefusal: CUSTOMER_CANCEL_MESSAGES.already,
      }),
      NOW,
    );
    expect(cancelled.change.allowed).toBe(false);
    expect(cancelled.cancel).toMatchObject({ allowed: false, pastCutoff: false });
    expect(cancelled.callOffice).toBe(false);
  });

  it('follows the server: staff reading the trip may not cancel it here; paying is the server’s answer', () => {
    const staff = tripActions(trip({ isYours: false, may: { pay: true, change: true, cancel: false } }), NOW);
    expect(staff.cancel).toEqual({ allowed: false, reason: null, pastCutoff: false });
    expect(staff.pay).toBe(true);
    expect(staff.callOffice).toBe(false);
  });
});
