import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';
import { isUniqueViolation, violatedConstraint } from './errors.js';
import { tableRow } from './table-row.js';

/** A table every edit of which is versioned (DESIGN §3): `id`, `version`, `updatedAt`. */
export type VersionedTable = PgTable & { id: AnyPgColumn; version: AnyPgColumn; updatedAt: AnyPgColumn };

/** The SET fragment of every versioned write: one more version, updated now. */
export function nextVersion(table: VersionedTable): { version: SQL; updatedAt: SQL } {
  return { version: sql`${table.version} + 1`, updatedAt: sql`now()` };
}

/**
 * Updates the row only if it is still at `version` (and moves it to the next one). Null when it is not: the
 * caller answers 404 if the row is gone, else 409 (`AppError.staleVersion`).
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Executor,
  table: T,
  id: number,
  version: number,
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect'] | null> {
  const versioned: VersionedTable = table;
  const [row] = await db
    .update(versioned)
    .set({ ...values, ...nextVersion(table) })
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning();
  return row ? tableRow<T>(row) : null;
}

/**
 * Runs a write; a unique violation becomes the error `conflict` gives for the violated index (the caller's 409
 * `AppError`, with a field message a form shows), never a 500.
 */
export async function guardUnique<T>(
  write: () => Promise<T>,
  conflict: (constraint: string | undefined) => Error,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(violatedConstraint(error));
    throw error;
  }
}
