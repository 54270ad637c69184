import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRIP_MINUTES,
  expectedDropOff,
  isDueSoonWithoutDriver,
  overlappingSlotIds,
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
        for (const a of unique)
          for (const b of unique)
            if (a !== b && a.pickUpAt < b.expectedDropOffAt && b.pickUpAt < a.expectedDropOffAt) expected.add(a.slotId);
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
