/**
 * The engine compares business dates only; the caller turns a pickup into its date in the business time zone
 * with `businessDate` (dates.ts), or takes the date of the wall clock the person typed. Around the US changes of
 * 2026 (March 8 and November 1 in New York) both give the same date, so a surge or a code starts and ends at
 * local midnight whatever the offset is that day.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromLocalDateTime, toLocalDateTime } from '../business-time.js';
import { businessDate } from '../dates.js';
import { priceTrip } from './price-trip.js';
import type { PriceTripInput } from './types.js';

const NY = 'America/New_York';
const MINUTE = 60_000;
/** Three days either side of each change, to the minute. */
const aroundChanges = fc
  .oneof(
    fc.integer({ min: Date.UTC(2026, 2, 5), max: Date.UTC(2026, 2, 11) }),
    fc.integer({ min: Date.UTC(2026, 9, 29), max: Date.UTC(2026, 10, 4) }),
  )
  .map((t) => new Date(Math.floor(t / MINUTE) * MINUTE));

/** 10 mi × $3.00 + $10.00 = $40.00, and $10.00 more on the surge's day. */
const trip = (date: string, surgeDay: string): PriceTripInput => ({
  tripType: 'from-airport',
  outbound: { date, miles: 100, stops: 0 },
  cars: [{ carId: 1, name: 'Sedan', cars: 1, toMultiply: 300, toAdd: 1000, minimumRate: 0 }],
  gratuity: { kind: 'none' },
  meetAndGreet: false,
  surges: [{ id: 1, name: 'Change day', from: surgeDay, to: surgeDay, isActive: true, amount: 1000, percentage: null }],
  configuration: {
    meetAndGreet: { amount: 0, percentage: 0 },
    maxMilesSurge: { maxMiles: 0, amount: 0 },
    extraStopCharges: { amount: 0 },
  },
});

describe('business dates around daylight-saving changes', () => {
  it('dates an instant by the New York wall clock (property)', () => {
    fc.assert(
      fc.property(aroundChanges, (instant) => {
        expect(businessDate(instant, NY)).toBe(toLocalDateTime(instant, NY).slice(0, 10));
      }),
    );
  });

  it('keeps the date of the wall clock a person typed through its instant (property)', () => {
    fc.assert(
      fc.property(aroundChanges, (probe) => {
        const local = toLocalDateTime(probe, 'UTC'); // any wall clock near a change, read as New York time
        const instant = fromLocalDateTime(local, NY);
        fc.pre(instant !== null); // 02:xx on March 8 does not exist in New York
        expect(businessDate(instant as Date, NY)).toBe(local.slice(0, 10));
      }),
    );
  });

  it('applies a change-day surge from local midnight to local midnight', () => {
    const cases: [string, boolean][] = [
      ['2026-03-07T23:59', false],
      ['2026-03-08T00:00', true],
      ['2026-03-08T01:59', true],
      ['2026-03-08T03:00', true],
      ['2026-03-08T23:59', true],
      ['2026-03-09T00:00', false],
      ['2026-10-31T23:59', false],
      ['2026-11-01T00:00', true],
      ['2026-11-01T01:30', true],
      ['2026-11-01T23:59', true],
      ['2026-11-02T00:00', false],
    ];
    for (const [local, surged] of cases) {
      const instant = fromLocalDateTime(local, NY) as Date;
      const changeDay = local.startsWith('2026-03') ? '2026-03-08' : '2026-11-01';
      const price = priceTrip(trip(businessDate(instant, NY), changeDay));
      expect([local, price.total]).toEqual([local, surged ? 5000 : 4000]);
    }
    // 01:30 on November 1 happens twice; the second (06:30Z, after falling back) is the same day too.
    expect(businessDate(new Date('2026-11-01T06:30:00Z'), NY)).toBe('2026-11-01');
  });
});
