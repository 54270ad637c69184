import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  decimalToCents,
  formatMoney,
  fromCents,
  hasAtMostTwoDecimals,
  moneyToDecimal,
  toCents,
} from './money.js';
import { moneySchema } from './schemas/catalogue-rules.js';
import { slotExtrasRequestSchema } from './schemas/trip-progress.js';
import { extrasCents } from './trip-progress.js';

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

describe('the one money rule, on every amount from $0.00 to $10,000.00 (issue 37)', () => {
  const extras = slotExtrasRequestSchema;
  const money = moneySchema('Amount');

  it('accepts every cent amount as a number and as text, and turns each back into exactly its cents', () => {
    // 1,000,001 amounts: the driver's extras field (the money schema with its $10,000.00 cap) takes each as a number,
    // a form's text of it reads as the same number, and both convert back to exactly those cents.
    const tolls = extras.shape.tolls;
    const refused: string[] = [];
    for (let cents = 0; cents <= 1_000_000 && refused.length < 20; cents++) {
      const number = fromCents(cents);
      const text = centsToDecimal(cents);
      const ok =
        toCents(number) === cents &&
        decimalToCents(text) === cents &&
        Number(text) === number &&
        tolls.safeParse(number).success;
      if (!ok) refused.push(text);
    }
    expect(refused).toEqual([]);
  }, 60_000);

  it('accepts the amounts the float check refused: $0.29, $1.10, $1.15, $4.35', () => {
    for (const [amount, cents] of [
      [0.29, 29],
      [1.1, 110],
      [1.15, 115],
      [4.35, 435],
    ] as const) {
      expect(extras.safeParse({ tolls: amount, parking: amount }).success).toBe(true);
      expect(toCents(amount)).toBe(cents);
      expect(decimalToCents(String(amount))).toBe(cents);
      expect(extrasCents({ waitingMinutes: 3, tolls: amount, parking: amount }, amount)).toEqual([
        { label: 'Waiting time (3 min)', cents: 3 * cents },
        { label: 'Tolls', cents },
        { label: 'Parking', cents },
      ]);
    }
    // 1,146 of the 10,000 amounts from $0.00 to $99.99 failed `Math.round(v * 100) === v * 100`; none fails now.
    const floatRefused = Array.from({ length: 10_000 }, (_, c) => fromCents(c)).filter(
      (v) => Math.round(v * 100) !== v * 100,
    );
    expect(floatRefused).toHaveLength(1_146);
    expect(floatRefused.filter((v) => !money.safeParse(v).success)).toEqual([]);
  });

  it('refuses more than two decimals, a negative extra, and more than $10,000.00 for an extra', () => {
    for (const bad of [0.001, 1.005, 0.1 + 0.2, -1, Number.NaN, Infinity]) {
      expect(money.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(extras.safeParse({ tolls: 10_000.01 }).error?.issues[0]?.message).toBe('Tolls must be at most 10000');
    expect(extras.safeParse({ parking: 4.355 }).error?.issues[0]?.message).toBe('Parking must have at most 2 decimals');
    for (const bad of ['1.005', '1,000.00', '$4.35', ' 4.35', '4.', '.5', '1e3', '', '--1', '12345678901234']) {
      expect(decimalToCents(bad), bad).toBeNull();
    }
    expect(decimalToCents('-0.05')).toBe(-5);
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });
});
