import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

const journalUrl = new URL('../../../migrations/meta/_journal.json', import.meta.url);

/** How many migrations this release holds (drizzle-kit's journal, which the migrator reads too). */
export function migrationsInRelease(): number {
  const journal: unknown = JSON.parse(readFileSync(journalUrl, 'utf8'));
  const entries = typeof journal === 'object' && journal !== null ? Reflect.get(journal, 'entries') : undefined;
  if (!Array.isArray(entries)) throw new Error(`no migration entries in ${journalUrl.pathname}`);
  return entries.length;
}

/**
 * How many migrations the database has applied, from the migrator's own table: one index-only count of a table of
 * a few dozen rows, and the readiness check's proof that the database answers.
 */
export async function appliedMigrations(db: Executor): Promise<number> {
  const { rows } = await db.execute<{ applied: number }>(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  return rows[0]?.applied ?? 0;
}
