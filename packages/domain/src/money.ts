/**
 * Money is exact (DESIGN.md §3): two-decimal numbers in JSON, integer cents for any comparison or sum.
 * A number is read through its shortest decimal text, so 0.1 + 0.2 (0.30000000000000004) is not "2 decimals".
 */
const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

/** numeric(12,2): at most 10 digits before the point. */
export const MAX_MONEY = 9_999_999_999.99;

export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && TWO_DECIMALS.test(String(Math.abs(value)));
}

/** 12.5 → 1250. Throws on a value with more than two decimals. */
export function toCents(value: number): number {
  if (!hasAtMostTwoDecimals(value)) throw new RangeError(`${value} is not an amount with at most 2 decimals`);
  const [whole = '0', fraction = ''] = String(Math.abs(value)).split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return value < 0 ? -cents : cents;
}

/** 1250 → 12.5 (a two-decimal number for JSON). */
export function fromCents(cents: number): number {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return Number(`${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
}

/** 1234.5 → "1234.50" for a numeric(12,2) column, through cents. */
export function moneyToDecimal(value: number): string {
  const cents = toCents(value);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
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
