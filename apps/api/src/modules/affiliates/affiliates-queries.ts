import type { AffiliateListQuery, SortField } from '@livery/domain';
import { eq, ilike } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { affiliates } from '../../db/schema.js';
import { updateVersioned } from '../../db/writes.js';
import { allRows, likePattern, listPage, orderOf, type ListShape, type Sorting } from '../../lib/list-helpers.js';

export type AffiliateRow = typeof affiliates.$inferSelect;

const sorting: Sorting<SortField<AffiliateListQuery>> = {
  columns: { name: affiliates.name, createdAt: affiliates.createdAt },
  fallback: { field: 'createdAt', direction: 'desc' },
  id: affiliates.id,
};

const shapeOf = (query: AffiliateListQuery): ListShape => ({
  where: query.search ? ilike(affiliates.name, likePattern(query.search)) : undefined,
  order: orderOf(sorting, query.sort),
});

export function listAffiliates(db: Executor, query: AffiliateListQuery) {
  return listPage(db, affiliates, shapeOf(query), query);
}

export const allAffiliates = (db: Executor, query: AffiliateListQuery) => allRows(db, affiliates, shapeOf(query));

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
  return updateVersioned(db, affiliates, id, version, values);
}

export async function deleteAffiliate(db: Executor, id: number): Promise<AffiliateRow | null> {
  const [row] = await db.delete(affiliates).where(eq(affiliates.id, id)).returning();
  return row ?? null;
}
