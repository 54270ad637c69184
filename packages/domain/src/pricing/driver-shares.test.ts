import { describe, expect, it } from 'vitest';
import { splitDriverShares } from './driver-shares.js';

describe('driver shares', () => {
  it("gives each car its class line's share plus an equal share of the rest", () => {
    // Extras $30.00 over 3 cars: $10.00 each.
    expect(
      splitDriverShares(
        [
          { carId: 1, cars: 2, amount: 10000 },
          { carId: 2, cars: 1, amount: 8000 },
        ],
        21000,
      ),
    ).toEqual([
      { carId: 1, slot: 1, amount: 6000 },
      { carId: 1, slot: 2, amount: 6000 },
      { carId: 2, slot: 1, amount: 9000 },
    ]);
  });

  it('hands the cents left over to the first cars, one each, so the shares add up', () => {
    // $100.01 over 3 cars is $33.33 r 2 cents (a max-miles surge of 1 cent); extras of 2 cents over 4 cars.
    const shares = splitDriverShares(
      [
        { carId: 1, cars: 3, amount: 10001 },
        { carId: 2, cars: 1, amount: 5000 },
      ],
      15003,
    );
    expect(shares.map((s) => s.amount)).toEqual([3334 + 1, 3334 + 1, 3333, 5000]);
    expect(shares.reduce((a, s) => a + s.amount, 0)).toBe(15003);
  });

  it('shares a discount larger than the extras as a negative part, floor-divided', () => {
    // Cars $100.00 + $20.00, leg total $90.00: −$30.00 over 2 cars, −$15.00 each.
    expect(
      splitDriverShares(
        [
          { carId: 1, cars: 1, amount: 10000 },
          { carId: 2, cars: 1, amount: 2000 },
        ],
        9000,
      ).map((s) => s.amount),
    ).toEqual([8500, 500]);
    // −1 cent over 2 cars: −1 cent each (floor), then 1 cent back to the first.
    expect(splitDriverShares([{ carId: 1, cars: 2, amount: 1000 }], 999).map((s) => s.amount)).toEqual([500, 499]);
  });
});
