import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, fromCents, hasAtMostTwoDecimals, moneyToDecimal, toCents } from './money.js';

describe('money', () => {
  it('converts through integer cents, never float arithmetic', () => {
    expect(toCents(1234.5)).toBe(123450);
    expect(toCents(0.29)).toBe(29);
    expect(moneyToDecimal(1234.5)).toBe('1234.50');
    expect(fromCents(123450)).toBe(1234.5);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(false);
    expect(() => toCents(1.005)).toThrow(RangeError);
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });

  it('round-trips any cent amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999_999, max: 999_999_999_999 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });
});
