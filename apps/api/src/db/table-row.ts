import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The one boundary of the code that reads or writes any table, known to it only as a type parameter `T` (the list
 * helpers, the catalogue CRUD, the versioned update): Drizzle types a select (or `returning()`) of a table it cannot
 * see as a row of no known columns. Every column of the table is read, and every such table has a numeric `id`, so
 * what was read is, here and only here, said to be `T`'s own row.
 */
export function tableRow<T extends PgTable>(columns: object): T['$inferSelect'] & { id: number } {
  return columns as T['$inferSelect'] & { id: number };
}
