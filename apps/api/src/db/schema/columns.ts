import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, type ExtraConfigColumn, timestamp } from 'drizzle-orm/pg-core';
import { phoneDigits } from '../phone-digits.js';

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
export const version = integer('version').notNull().default(1);

/**
 * A list's indexes (issue 10, decision 031): for each sort field a btree on (column, id) — the order a page asks
 * for, id the tie-breaker — so a sorted page, a keyset step and a filter are index scans at any size.
 */
export const sortIndexes = (table: string, id: ExtraConfigColumn, columns: readonly ExtraConfigColumn[]) =>
  columns.map((column) => index(`${table}_${column.name}_sort_idx`).on(column, id));

/**
 * A trigram index per searched column, so `ILIKE '%fragment%'` (the lists' search) is an index scan too. Without
 * GIN's pending list (`fastupdate`): every search read up to 4 MB of unsorted recent entries per index (8 ms for a
 * fragment no name holds), a cost a list read thousands of times a day pays for writes made a few times an hour.
 */
export const trigramIndexes = (table: string, columns: readonly ExtraConfigColumn[]) =>
  columns.map((column) =>
    index(`${table}_${column.name}_trgm_idx`).using('gin', column.op('gin_trgm_ops')).with({ fastupdate: false }),
  );

/**
 * A phone's digits, trigram-indexed (migration 0019, decision 054): a search that reads as a phone number finds it
 * however either is punctuated, through `phoneDigitsHold` (the same expression).
 */
export const phoneDigitsIndex = (table: string, phone: ExtraConfigColumn) =>
  index(`${table}_phone_digits_trgm_idx`)
    .using('gin', sql`(${phoneDigits(phone)}) gin_trgm_ops`)
    .with({ fastupdate: false });

export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
export const percentage = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });
export const isActive = boolean('is_active').notNull().default(true);
