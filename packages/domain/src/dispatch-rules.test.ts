import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  conflictSearchWindow,
  conflictsWith,
  DEFAULT_TRIP_MINUTES,
  expectedDropOff,
  isDueSoonWithoutDriver,
  LONGEST_TRIP_HOURS,
  overlappingSlotIds,
  timedTrip,
  tripsConflict,
  type TimedBar,
} from './dispatch-rules.js';

const at = (hhmm: string) => new Date(`2031-06-05T${hhmm}:00.000Z`);
const bar = (slotId: number, from: string, to: string): TimedBar => ({
  slotId,
  pickUpAt: at(from),
  expectedDropOffAt: at(to),
});

describe('expectedDropOff', () => {
  it('adds the miles at the average speed', () => {
    expect(expectedDropOff(at('10:00'), 15, 30)).toEqual(at('10:30'));
    expect(expectedDropOff(at('10:00'), 45, 30)).toEqual(at('11:30'));
    expect(expectedDropOff(at('10:00'), 20, 60)).toEqual(at('10:20'));
  });

  it('gives a trip without miles an hour', () => {
    expect(DEFAULT_TRIP_MINUTES).toBe(60);
    expect(expectedDropOff(at('10:00'), null, 30)).toEqual(at('11:00'));
    expect(expectedDropOff(at('10:00'), 0, 30)).toEqual(at('11:00'));
    expect(expectedDropOff(at('10:00'), 10, 0)).toEqual(at('11:00'));
  });
});

describe('expectedDropOff of hourly work (decision 092)', () => {
  it('keeps the car the time booked, or the drive when longer, and a booked hourly trip conflicts over it', () => {
    expect(expectedDropOff(at('10:00'), 5, 30, 130)).toEqual(at('12:10'));
    expect(expectedDropOff(at('10:00'), 90, 30, 60)).toEqual(at('13:00'));
    expect(expectedDropOff(at('10:00'), 0, 30, 30)).toEqual(at('11:00'));
    expect(tripsConflict(timedTrip(at('10:00'), 5, 30, 180), timedTrip(at('12:30'), 5, 30))).toBe(true);
    expect(tripsConflict(timedTrip(at('10:00'), 5, 30), timedTrip(at('12:30'), 5, 30))).toBe(false);
  });
});

describe('expectedDropOff, capped', () => {
  it('takes no trip to last longer than LONGEST_TRIP_HOURS', () => {
    expect(LONGEST_TRIP_HOURS).toBe(24);
    expect(expectedDropOff(at('10:00'), 30 * 24, 30)).toEqual(new Date(at('10:00').getTime() + 24 * 3_600_000));
    expect(expectedDropOff(at('10:00'), 30 * 100, 30)).toEqual(new Date(at('10:00').getTime() + 24 * 3_600_000));
  });
});

describe('tripsConflict: the one definition of a conflict', () => {
  const trip = (from: string, to: string) => ({ pickUpAt: at(from), expectedDropOffAt: at(to) });

  it('holds when each trip is picked up before the other is dropped off, either way round', () => {
    expect(tripsConflict(trip('10:00', '11:00'), trip('10:30', '11:30'))).toBe(true);
    expect(tripsConflict(trip('10:30', '11:30'), trip('10:00', '11:00'))).toBe(true);
    expect(tripsConflict(trip('09:00', '14:00'), trip('13:00', '13:30'))).toBe(true);
    expect(tripsConflict(trip('10:00', '11:00'), trip('10:00', '11:00'))).toBe(true);
  });

  it('does not hold for trips that follow each other, touching or apart', () => {
    expect(tripsConflict(trip('10:00', '11:00'), trip('11:00', '12:00'))).toBe(false);
    expect(tripsConflict(trip('11:00', '12:00'), trip('10:00', '11:00'))).toBe(false);
    // Pickups 90 minutes apart, the first dropped off after 30: no conflict (the old two-hours-of-pickup rule said one).
    expect(tripsConflict(trip('10:00', '10:30'), trip('11:30', '12:30'))).toBe(false);
  });

  it('times a trip from its miles at the average speed (an hour without miles)', () => {
    expect(timedTrip(at('10:00'), 45, 30)).toEqual(trip('10:00', '11:30'));
    expect(timedTrip(at('10:00'), null, 30)).toEqual(trip('10:00', '11:00'));
  });

  it('keeps the others that conflict, in their order', () => {
    const others = [trip('08:00', '10:15'), trip('12:00', '13:00'), trip('10:45', '11:00')];
    expect(conflictsWith(trip('10:00', '11:00'), others)).toEqual([others[0], others[2]]);
  });

  it('searches every pickup that may conflict: from LONGEST_TRIP_HOURS before to the expected drop-off', () => {
    const window = conflictSearchWindow(trip('10:00', '11:30'));
    expect(window).toEqual({ from: new Date(at('10:00').getTime() - 24 * 3_600_000), to: at('11:30') });
    fc.assert(
      fc.property(fc.integer({ min: -3000, max: 3000 }), fc.nat({ max: 3000 }), (start, miles) => {
        const other = timedTrip(new Date(at('10:00').getTime() + start * 60_000), miles, 30);
        if (tripsConflict(trip('10:00', '11:30'), other)) {
          expect(other.pickUpAt >= window.from && other.pickUpAt < window.to).toBe(true);
        }
      }),
    );
  });
});

describe('overlappingSlotIds', () => {
  it('flags both bars of an overlap and neither of bars that only touch', () => {
    expect(overlappingSlotIds([bar(1, '10:00', '11:00'), bar(2, '10:30', '11:30')])).toEqual(new Set([1, 2]));
    expect(overlappingSlotIds([bar(1, '10:00', '11:00'), bar(2, '11:00', '12:00')])).toEqual(new Set());
    expect(overlappingSlotIds([])).toEqual(new Set());
  });

  it('finds a bar inside a long one, whatever the order given', () => {
    const bars = [bar(3, '13:00', '13:30'), bar(1, '09:00', '14:00'), bar(2, '15:00', '16:00')];
    expect(overlappingSlotIds(bars)).toEqual(new Set([1, 3]));
  });

  it('agrees with comparing every pair', () => {
    const bars = fc.array(
      fc.record({
        slotId: fc.nat(),
        start: fc.integer({ min: 0, max: 1440 }),
        minutes: fc.integer({ min: 1, max: 300 }),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(bars, (raw) => {
        const unique = raw.map((b, i) => ({
          slotId: i,
          pickUpAt: new Date(b.start * 60_000),
          expectedDropOffAt: new Date((b.start + b.minutes) * 60_000),
        }));
        const expected = new Set<number>();
        for (const a of unique) for (const b of unique) if (a !== b && tripsConflict(a, b)) expected.add(a.slotId);
        expect(overlappingSlotIds(unique)).toEqual(expected);
      }),
    );
  });
});

describe('isDueSoonWithoutDriver', () => {
  const now = at('10:00');
  const slot = (pickUp: string, driverId: number | null = null, status = 'viewed') => ({
    driverId,
    pickUpAt: at(pickUp),
    status,
  });

  it('flags a slot without a driver from two hours before its pickup, and after it until completed', () => {
    expect(isDueSoonWithoutDriver(slot('11:59'), now)).toBe(true);
    expect(isDueSoonWithoutDriver(slot('12:00'), now)).toBe(true);
    expect(isDueSoonWithoutDriver(slot('12:01'), now)).toBe(false);
    expect(isDueSoonWithoutDriver(slot('08:00'), now)).toBe(true);
    expect(isDueSoonWithoutDriver(slot('08:00', null, 'completed'), now)).toBe(false);
  });

  it('never flags a slot with a driver', () => {
    expect(isDueSoonWithoutDriver(slot('10:30', 7), now)).toBe(false);
  });
});
