import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A phone column's digits alone (`+1 (646) 555-0111` → `16465550111`), the expression of the trigram indexes on
 * phones (migration 0019, decision 054). A search must write it exactly so (the pattern inline, not a parameter)
 * for PostgreSQL to match it with the index.
 */
export const phoneDigits = (column: AnyPgColumn): SQL => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

/** The phone's digits hold these digits (`phoneSearchDigits` of the search): a trigram index scan. */
export const phoneDigitsHold = (column: AnyPgColumn, digits: string): SQL =>
  sql`${phoneDigits(column)} like ${`%${digits}%`}`;
