import { businessDate, moneyToDecimal } from '@livery/domain';
import type { CsvColumn } from '../../lib/csv.js';

/** A two-decimal JSON number → the exact numeric text the database stores (through cents). */
export function money(value: unknown): string | null {
  if (value == null) return null;
  // The route's schema has made it a number; anything else is a programming error, not a request's.
  if (typeof value !== 'number') throw new TypeError(`A money value is a number, not a ${typeof value}`);
  return moneyToDecimal(value);
}

/** `numeric` columns read in `number` mode are already two-decimal numbers; null stays null. */
export const num = (value: number | string | null): number | null => (value == null ? null : Number(value));

/** Columns every catalogue CSV ends with. */
export const createdAtColumn = <T extends { createdAt: string }>(timeZone: () => string): CsvColumn<T> => ({
  header: 'Created At',
  value: (row) => businessDate(new Date(row.createdAt), timeZone()),
});

export const activeColumn = <T extends { isActive: boolean }>(): CsvColumn<T> => ({
  header: 'Active',
  value: (row) => (row.isActive ? 'Active' : 'In Active'),
});

export const moneyCell = (value: number | null) => (value == null ? '' : moneyToDecimal(value));
