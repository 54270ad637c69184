import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, fromCents } from '../money.js';
import { formatBasisPoints, formatCents, formatMiles, formatTaxRate } from './format.js';

describe('breakdown texts', () => {
  it('writes cents as formatMoney does (property)', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-500)).toBe('-$5.00');
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999_999, max: 999_999_999_999 }), (cents) => {
        expect(formatCents(cents)).toBe(formatMoney(fromCents(cents)));
      }),
    );
  });

  it('writes tax rates to the thousandth without trailing zeros', () => {
    expect([0, 5, 8875, 8250, 8000, 100_000].map(formatTaxRate)).toEqual([
      '0%',
      '0.005%',
      '8.875%',
      '8.25%',
      '8%',
      '100%',
    ]);
  });

  it('writes percentages and miles without trailing zeros', () => {
    expect([0, 5, 50, 1250, 1234, 2000, 10_000].map(formatBasisPoints)).toEqual([
      '0%',
      '0.05%',
      '0.5%',
      '12.5%',
      '12.34%',
      '20%',
      '100%',
    ]);
    expect([0, 3, 170, 173, 12_345].map(formatMiles)).toEqual(['0 mi', '0.3 mi', '17 mi', '17.3 mi', '1234.5 mi']);
  });
});
