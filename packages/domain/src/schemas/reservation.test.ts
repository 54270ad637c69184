import { describe, expect, it } from 'vitest';
import { EDIT_MESSAGES, editRefusal } from './booked-trip.js';
import { RESERVATION_MESSAGES, tripSchema } from './trip.js';

const trip = {
  tripType: 'from-airport',
  pickUp: { placeId: 3, address: 'JFK Terminal 4' },
  dropOff: { address: '20 W 34th St, New York, NY 10001' },
  pickUpAt: '2026-12-01T09:30',
  passengers: 2,
  cars: [{ carId: 1, count: 1 }],
};

const messages = (input: unknown) => {
  const result = tripSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the trip a booking describes', () => {
  it('fills the defaults of a one-way trip', () => {
    expect(tripSchema.parse(trip)).toMatchObject({
      stops: [],
      meetAndGreet: false,
      gratuity: { kind: 'none' },
      isBagsChecked: false,
    });
  });

  it('refuses unknown fields, such as an amount the client would like to pay', () => {
    expect(messages({ ...trip, amount: 1 })).toHaveLength(1);
    expect(messages({ ...trip, pickUp: { address: 'x', lat: 1 } })).toHaveLength(1);
  });

  it('checks the pickup time, the miles, the gratuity and the cars', () => {
    expect(messages({ ...trip, pickUpAt: '2026-12-01 09:30' })).toEqual([`pickUpAt: ${RESERVATION_MESSAGES.pickUpAt}`]);
    expect(messages({ ...trip, pickUpAt: '2026-02-30T09:30' })).toHaveLength(1);
    expect(messages({ ...trip, miles: 12.25 })).toEqual(['miles: Miles take at most one decimal']);
    expect(messages({ ...trip, miles: 12.3 })).toEqual([]);
    expect(messages({ ...trip, miles: 0 })).toHaveLength(1);
    expect(messages({ ...trip, gratuity: { kind: 'percentage', percentage: 18 } })).toHaveLength(1);
    expect(messages({ ...trip, gratuity: { kind: 'amount', amount: 10.5 } })).toEqual([]);
    expect(messages({ ...trip, cars: [] })).toEqual(['cars: Choose at least one car']);
    expect(
      messages({
        ...trip,
        cars: [
          { carId: 1, count: 1 },
          { carId: 1, count: 2 },
        ],
      }),
    ).toEqual(['cars: Each car class appears once (set its count)']);
    expect(messages({ ...trip, stops: Array.from({ length: 6 }, () => ({ address: 'x' })) })).toHaveLength(1);
  });

  it('wants the return after the outbound', () => {
    expect(messages({ ...trip, returnTrip: { pickUpAt: '2026-12-01T08:00' } })).toEqual([
      `returnTrip.pickUpAt: ${RESERVATION_MESSAGES.returnAfterOutbound}`,
    ]);
    expect(messages({ ...trip, returnTrip: { pickUpAt: '2026-12-03T18:00' } })).toEqual([]);
  });
});

describe('who may change a booked trip now (editRefusal)', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  const leg = (pickUpAt: Date | null, status = 'unpaid') => ({ status, pickUpAt });

  it('refuses non-admins 6 hours or less before any leg’s pickup, to the minute', () => {
    expect(editRefusal([leg(inMinutes(6 * 60))], false, now)).toBe(EDIT_MESSAGES.tooLate);
    expect(editRefusal([leg(inMinutes(6 * 60 + 1))], false, now)).toBeNull();
    expect(editRefusal([leg(inMinutes(-30))], false, now)).toBe(EDIT_MESSAGES.tooLate);
    // The return counts too, and a leg without a pickup does not.
    expect(editRefusal([leg(inMinutes(72 * 60)), leg(inMinutes(5 * 60))], false, now)).toBe(EDIT_MESSAGES.tooLate);
    expect(editRefusal([leg(null)], false, now)).toBeNull();
  });

  it('lets admins change a trip at any time, but not a draft or a trip in a final status', () => {
    expect(editRefusal([leg(inMinutes(60))], true, now)).toBeNull();
    expect(editRefusal([leg(inMinutes(-60))], true, now)).toBeNull();
    expect(editRefusal([leg(inMinutes(72 * 60), 'draft')], true, now)).toBe(EDIT_MESSAGES.draft);
    for (const status of ['completed', 'cancelled', 'duplicate'])
      expect(editRefusal([leg(inMinutes(72 * 60)), leg(inMinutes(96 * 60), status)], true, now)).toBe(
        EDIT_MESSAGES.finalStatus(status),
      );
  });

  it('says a draft or a final status before the time, to everyone', () => {
    expect(editRefusal([leg(inMinutes(60), 'draft')], false, now)).toBe(EDIT_MESSAGES.draft);
    expect(editRefusal([leg(inMinutes(60), 'cancelled')], false, now)).toBe(
      'This reservation is cancelled: it can no longer be changed.',
    );
    expect(editRefusal([leg(inMinutes(72 * 60), 'assigned')], false, now)).toBeNull();
  });
});
