import { describe, expect, it } from 'vitest';
import {
  toBasisPoints,
  toPricingCarClass,
  toPricingConfiguration,
  toPricingDiscountCode,
  toPricingSurge,
  toTenthsOfMile,
} from './from-catalogue.js';

describe('records to pricing units', () => {
  it('turns dollars into cents, percent into hundredths and miles into tenths, exactly', () => {
    expect(toBasisPoints(12.5)).toBe(1250);
    expect(toBasisPoints(0.29)).toBe(29);
    expect(() => toBasisPoints(12.345)).toThrow(RangeError);
    expect([toTenthsOfMile(17.3), toTenthsOfMile(0.1 + 0.2), toTenthsOfMile(12.04), toTenthsOfMile(12.06)]).toEqual([
      173, 3, 120, 121,
    ]);
    expect(() => toTenthsOfMile(-1)).toThrow(RangeError);
    expect(toPricingCarClass({ id: 3, name: 'SUV', toMultiply: 4.25, toAdd: 15, minimumRate: 90 }, 2)).toEqual({
      carId: 3,
      name: 'SUV',
      cars: 2,
      toMultiply: 425,
      toAdd: 1500,
      minimumRate: 9000,
    });
  });

  it('keeps a missing amount or percentage missing on codes and surges', () => {
    const dated = { from: '2026-12-01', to: '2026-12-31', isActive: true };
    expect(toPricingDiscountCode({ code: 'X', type: 'general', ...dated, amount: null, percentage: 7.5 })).toEqual({
      code: 'X',
      type: 'general',
      ...dated,
      amount: null,
      percentage: 750,
    });
    expect(toPricingSurge({ id: 1, name: 'S', ...dated, amount: 20, percentage: null })).toMatchObject({
      amount: 2000,
      percentage: null,
    });
  });

  it('reads a configuration without a max-miles threshold as no max-miles surge', () => {
    expect(
      toPricingConfiguration({
        meetAndGreet: { amount: 25, percentage: null },
        maxMilesSurge: { maxMiles: null, amount: 30 },
        extraStopCharges: { amount: 10 },
      }),
    ).toEqual({
      meetAndGreet: { amount: 2500, percentage: 0 },
      maxMilesSurge: { maxMiles: 0, amount: 0 },
      extraStopCharges: { amount: 1000 },
    });
    expect(
      toPricingConfiguration({
        meetAndGreet: { amount: 0, percentage: 10 },
        maxMilesSurge: { maxMiles: 150.5, amount: 30 },
        extraStopCharges: { amount: null },
      }).maxMilesSurge,
    ).toEqual({ maxMiles: 1505, amount: 3000 });
  });
});
