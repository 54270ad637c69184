import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceAddons } from './price-addons.js';
import type { PricingAddon } from './types.js';

const addon = (id: number, name: string, amount: number | null, percentage: number | null): PricingAddon => ({
  id,
  name,
  amount,
  percentage,
});

describe('step 8: addons on an existing reservation', () => {
  it('adds amounts and takes percentages of the running total, in the order added', () => {
    const price = priceAddons(10000, [
      addon(1, 'Wi-Fi', 500, null),
      addon(2, 'Peak hours', null, 1000), // 10 % of $105.00
      addon(3, 'Child seat', 1250, 5000), // the amount wins
      addon(4, 'Fuel', null, 333), // 3.33 % of $128.00 = $4.2624 → $4.26
    ]);
    expect(price.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['trip', 10000],
      ['addon', 500],
      ['addon', 1050],
      ['addon', 1250],
      ['addon', 426],
    ]);
    expect(price.total).toBe(13226);
    expect(price.lines[2]).toMatchObject({
      label: 'Peak hours',
      addonId: 2,
      explanation: '10% of the $105.00 so far = $10.50',
    });
    expect(price.lines[1]?.explanation).toBe('$5.00 added to the $100.00 so far');
  });

  it('depends on the order: a percentage after an amount includes it', () => {
    const fixed = addon(1, 'Wi-Fi', 1000, null);
    const peak = addon(2, 'Peak', null, 1000);
    expect(priceAddons(10000, [fixed, peak]).total).toBe(12100);
    expect(priceAddons(10000, [peak, fixed]).total).toBe(12000);
  });

  it('recomputes from the remaining addons when one is removed', () => {
    const list = [addon(1, 'A', 500, null), addon(2, 'B', null, 1000), addon(3, 'C', null, 500)];
    expect(
      priceAddons(
        10000,
        list.filter((a) => a.id !== 2),
      ),
    ).toEqual(priceAddons(10000, [list[0]!, list[2]!]));
    expect(priceAddons(10000, []).total).toBe(10000);
  });

  it('keeps the total the sum of its lines, never below the trip (property)', () => {
    const addonArb = fc.record({
      id: fc.nat(),
      name: fc.constant('Addon'),
      amount: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
      percentage: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(addonArb, { maxLength: 8 }), (trip, addons) => {
        const price = priceAddons(trip, addons);
        expect(price.total).toBe(price.lines.reduce((a, l) => a + l.amount, 0));
        expect(price.total).toBeGreaterThanOrEqual(trip);
        expect(price.lines).toHaveLength(addons.length + 1);
      }),
    );
  });

  it('refuses a negative or fractional trip total and a percentage over 100 %', () => {
    expect(() => priceAddons(-1, [])).toThrow(RangeError);
    expect(() => priceAddons(10.5, [])).toThrow(/whole number/);
    expect(() => priceAddons(100, [addon(1, 'X', null, 10_001)])).toThrow(/Addon X's percentage/);
  });
});
