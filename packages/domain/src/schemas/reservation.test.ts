import { describe, expect, it } from 'vitest';
import { RESERVATION_MESSAGES, tripSchema } from './reservation.js';

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
