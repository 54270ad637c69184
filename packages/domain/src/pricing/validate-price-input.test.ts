import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDate } from '../dates.js';
import { priceTrip } from './price-trip.js';
import type { PriceTripInput } from './types.js';
import { isCalendarDate } from './validate-price-input.js';

const trip: PriceTripInput = {
  tripType: 'from-airport',
  outbound: { date: '2026-12-23', miles: 173, stops: 0 },
  cars: [{ carId: 1, name: 'Sedan', cars: 1, toMultiply: 300, toAdd: 1000, minimumRate: 5000 }],
  discountCode: null,
  gratuity: { kind: 'none' },
  meetAndGreet: false,
  surges: [],
  configuration: {
    meetAndGreet: { amount: 2500, percentage: 0 },
    maxMilesSurge: { maxMiles: 1000, amount: 2500 },
    extraStopCharges: { amount: 1000 },
  },
};
const car = trip.cars[0]!;

describe('impossible inputs', () => {
  it.each<[string, Partial<PriceTripInput>, RegExp]>([
    [
      'negative miles',
      { outbound: { date: '2026-12-23', miles: -1, stops: 0 } },
      /outbound miles .* 0 or more \(got -1\)/,
    ],
    ['miles not in tenths', { outbound: { date: '2026-12-23', miles: 17.3, stops: 0 } }, /outbound miles/],
    ['negative stops', { returnLeg: { date: '2026-12-24', miles: 10, stops: -2 } }, /return extra stops/],
    ['a date that does not exist', { outbound: { date: '2026-02-30', miles: 10, stops: 0 } }, /YYYY-MM-DD/],
    ['no car', { cars: [] }, /at least one car class/],
    ['a car count of 0', { cars: [{ ...car, cars: 0 }] }, /number of Sedan cars .* at least 1 \(got 0\)/],
    ['a class twice', { cars: [car, car] }, /appears twice/],
    ['too many cars', { cars: [{ ...car, cars: 1001 }] }, /at most 1000 cars/],
    ['a fraction of a cent', { cars: [{ ...car, toMultiply: 299.5 }] }, /rate per mile/],
    ['a negative rate', { cars: [{ ...car, minimumRate: -1 }] }, /minimum rate/],
    ['a gratuity over 100 %', { gratuity: { kind: 'percentage', percentage: 10_001 } }, /gratuity/],
    ['a negative gratuity', { gratuity: { kind: 'amount', amount: -100 } }, /gratuity/],
    [
      'meet & greet on a one-way trip to the airport',
      { tripType: 'to-airport', meetAndGreet: true },
      /Meet & greet needs a pickup at an airport/,
    ],
    [
      'a code with a negative amount',
      {
        discountCode: {
          code: 'X',
          type: 'general',
          from: '2026-01-01',
          to: '2026-12-31',
          isActive: true,
          amount: -5,
          percentage: null,
        },
      },
      /Code X's amount/,
    ],
    [
      'a surge with a percentage in percent, not hundredths',
      {
        surges: [
          { id: 1, name: 'Snow', from: '2026-01-01', to: '2026-12-31', isActive: true, amount: null, percentage: 12.5 },
        ],
      },
      /Surge Snow's percentage/,
    ],
  ])('refuses %s with a RangeError', (_, change, message) => {
    expect(() => priceTrip({ ...trip, ...change })).toThrow(RangeError);
    expect(() => priceTrip({ ...trip, ...change })).toThrow(message);
  });

  it('refuses a configuration value that is not whole', () => {
    const configuration = { ...trip.configuration, extraStopCharges: { amount: 9.99 } };
    expect(() => priceTrip({ ...trip, configuration })).toThrow(/extra stop charge/);
  });

  it('refuses amounts too large to add up exactly instead of rounding them', () => {
    const huge = { ...car, toAdd: Number.MAX_SAFE_INTEGER - 10, cars: 2 };
    expect(() => priceTrip({ ...trip, cars: [huge] })).toThrow(/too large to price exactly/);
  });
});

describe('calendar dates', () => {
  it('agrees with isIsoDate on any text shaped like a date, and on others (property)', () => {
    const shaped = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    fc.assert(
      fc.property(fc.oneof(shaped, fc.string({ maxLength: 12 })), (text) => {
        expect(isCalendarDate(text)).toBe(isIsoDate(text));
      }),
      { numRuns: 2000 },
    );
    for (const text of [
      '2024-02-29',
      '2026-02-29',
      '2000-02-29',
      '1900-02-29',
      '2026-1-01',
      '2026/01/01',
      '２０２６-01-01',
    ])
      expect(isCalendarDate(text)).toBe(isIsoDate(text));
  });
});
