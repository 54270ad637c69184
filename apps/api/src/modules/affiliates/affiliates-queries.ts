import { parseSort, type AffiliateListQuery } from '@livery/domain';
import { and, count, eq, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { affiliates } from '../../db/schema.js';
import { likePattern, orderBy } from '../../lib/list-helpers.js';

export type AffiliateRow = typeof affiliates.$inferSelect;

const sortColumns = { name: affiliates.name, createdAt: affiliates.createdAt } as const;

export async function listAffiliates(db: Executor, query: AffiliateListQuery) {
  const where = query.search ? ilike(affiliates.name, likePattern(query.search)) : undefined;
  const sort = parseSort<keyof typeof sortColumns>(query.sort, { field: 'createdAt', direction: 'desc' });
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(affiliates)
      .where(where)
      .orderBy(...orderBy(sortColumns[sort.field], sort.direction, affiliates.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(affiliates).where(where),
  ]);
  return { rows, count: total?.value ?? 0 };
}

export async function findAffiliate(db: Executor, id: number): Promise<AffiliateRow | null> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.id, id));
  return row ?? null;
}

export async function insertAffiliate(db: Executor, values: { name: string }): Promise<AffiliateRow> {
  const [row] = await db.insert(affiliates).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Updates only when the version still matches; null means stale or gone. */
export async function updateAffiliate(
  db: Executor,
  id: number,
  version: number,
  values: { name: string },
): Promise<AffiliateRow | null> {
  const [row] = await db
    .update(affiliates)
    .set({ ...values, version: sql`${affiliates.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(affiliates.id, id), eq(affiliates.version, version)))
    .returning();
  return row ?? null;
}

export async function deleteAffiliate(db: Executor, id: number): Promise<AffiliateRow | null> {
  const [row] = await db.delete(affiliates).where(eq(affiliates.id, id)).returning();
  return row ?? null;
}
