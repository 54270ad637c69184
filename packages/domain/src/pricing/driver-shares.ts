/**
 * DESIGN.md §5: each car's driver share is its class line ÷ its cars + (leg total − cars total) ÷ all cars.
 * Both parts are split into whole cents with floor division, and the cents left over go one each to the first
 * cars in order (classes in the order given, slot 1 first), so the shares add up exactly to the leg total.
 * A share may be negative when a discount outweighs everything added to the base; the formula is kept as is.
 */
import type { Cents, DriverShare } from './types.js';

/** `n = q·d + r` with `0 ≤ r < d`, for negative `n` too. */
function divide(n: number, d: number): [quotient: number, remainder: number] {
  const r = ((n % d) + d) % d;
  return [(n - r) / d, r];
}

export function splitDriverShares(
  classLines: readonly { carId: number; cars: number; amount: Cents }[],
  legTotal: Cents,
): DriverShare[] {
  let carsTotal = 0;
  let allCars = 0;
  for (const line of classLines) {
    carsTotal += line.amount;
    allCars += line.cars;
  }
  const [extra, extraLeft] = divide(legTotal - carsTotal, allCars);
  const shares: DriverShare[] = [];
  for (const line of classLines) {
    const [own, ownLeft] = divide(line.amount, line.cars);
    for (let slot = 1; slot <= line.cars; slot++) {
      const amount = own + (slot <= ownLeft ? 1 : 0) + extra + (shares.length < extraLeft ? 1 : 0);
      shares.push({ carId: line.carId, slot, amount });
    }
  }
  return shares;
}
