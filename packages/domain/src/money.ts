/**
 * Money is exact (DESIGN.md §3, STYLE §18): two-decimal numbers in JSON, integer cents for any comparison or sum.
 * This file is the one money rule (issue 37): every amount a person types, the API reads or a column holds is checked
 * with `hasAtMostTwoDecimals` and turned into cents with `toCents` (a number) or `decimalToCents` (a text), and back
 * with `fromCents` / `centsToDecimal` — never `Math.round(v * 100)` or `v * 100 === …`, which refuse or shift amounts
 * such as 0.29 (0.29 * 100 is 28.999999999999996).
 * A number is read through its shortest decimal text, so 0.1 + 0.2 (0.30000000000000004) is not "2 decimals".
 */
const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;
/** An amount as text: at most 13 digits before the point (sums of numeric(12,2) columns), at most 2 after. */
const DECIMAL_TEXT = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;

/** numeric(12,2): at most 10 digits before the point. */
export const MAX_MONEY = 9_999_999_999.99;

export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && TWO_DECIMALS.test(String(Math.abs(value)));
}

const THREE_DECIMALS = /^\d+(\.\d{1,3})?$/;

/** Whether a tax rate as typed has at most three decimals (8.875); read through its shortest text, as above. */
export function hasAtMostThreeDecimals(value: number): boolean {
  return Number.isFinite(value) && THREE_DECIMALS.test(String(Math.abs(value)));
}

/** 8.875 → 8875: a percentage of at most three decimals in thousandths of a percent, exactly. */
export function toThousandths(value: number): number {
  if (!hasAtMostThreeDecimals(value)) throw new RangeError(`${value} is not a number with at most 3 decimals`);
  const [whole = '0', fraction = ''] = String(Math.abs(value)).split('.');
  const thousandths = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  return value < 0 ? -thousandths : thousandths;
}

/** 12.5 → 1250. Throws on a value with more than two decimals. */
export function toCents(value: number): number {
  if (!hasAtMostTwoDecimals(value)) throw new RangeError(`${value} is not an amount with at most 2 decimals`);
  const [whole = '0', fraction = ''] = String(Math.abs(value)).split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return value < 0 ? -cents : cents;
}

/** 1234 → "12.34", 1250 → "12.50", -5 → "-0.05": the exact text of a number of cents (a numeric(12,2) value). */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${cents} is not a number of cents`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * "12.50", "12.5" or "12" → 1250 ("-0.05" → -5); null for any other text (more than 2 decimals, a sign other than a
 * leading minus, spaces, an exponent, a thousands separator). For amounts as text: a numeric column, PayPal's value.
 */
export function decimalToCents(text: string): number | null {
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** 1250 → 12.5 (a two-decimal number for JSON). */
export function fromCents(cents: number): number {
  return Number(centsToDecimal(cents));
}

/** 1234.5 → "1234.50" for a numeric(12,2) column, through cents. */
export function moneyToDecimal(value: number): string {
  return centsToDecimal(toCents(value));
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** 1234.5 → "$1,234.50". */
export function formatMoney(value: number): string {
  return currency.format(value);
}

/** 12.5 → "12.5%". */
export function formatPercentage(value: number): string {
  return `${value}%`;
}
