import type { RateCardListQuery, SortField } from '@livery/domain';
import { and, desc, eq, ilike, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rateCards } from '../../db/schema.js';
import { updateVersioned } from '../../db/writes.js';
import { likePattern, listPage, orderOf, type ListShape, type Sorting } from '../../lib/list-helpers.js';

export type RateCardRow = typeof rateCards.$inferSelect;
type RateCardValues = Partial<typeof rateCards.$inferInsert>;

const sorting: Sorting<SortField<RateCardListQuery>> = {
  columns: {
    name: rateCards.name,
    status: rateCards.status,
    effectiveFrom: rateCards.effectiveFrom,
    createdAt: rateCards.createdAt,
    updatedAt: rateCards.updatedAt,
  },
  fallback: { field: 'createdAt', direction: 'desc' },
  id: rateCards.id,
};

const shapeOf = (query: RateCardListQuery): ListShape => ({
  where: and(
    query.search ? ilike(rateCards.name, likePattern(query.search)) : undefined,
    query.status ? eq(rateCards.status, query.status) : undefined,
  ),
  order: orderOf(sorting, query.sort),
});

export const listRateCards = (db: Executor, query: RateCardListQuery) => listPage(db, rateCards, shapeOf(query), query);

export async function findRateCard(db: Executor, id: number): Promise<RateCardRow | null> {
  const [row] = await db.select().from(rateCards).where(eq(rateCards.id, id));
  return row ?? null;
}

export async function insertRateCard(db: Executor, values: typeof rateCards.$inferInsert): Promise<RateCardRow> {
  const [row] = await db.insert(rateCards).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Updates only while the card is at `version` (publishing moves it on too); null means stale or gone. */
export function updateRateCard(db: Executor, id: number, version: number, values: RateCardValues) {
  return updateVersioned(db, rateCards, id, version, values);
}

export async function deleteRateCard(db: Executor, id: number): Promise<RateCardRow | null> {
  const [row] = await db.delete(rateCards).where(eq(rateCards.id, id)).returning();
  return row ?? null;
}

/** The newest published card effective at `at` (`rate_cards_in_force_key`, read backwards from `at`). */
export async function findCardInForce(db: Executor, at: Date): Promise<RateCardRow | null> {
  const [row] = await db
    .select()
    .from(rateCards)
    .where(and(eq(rateCards.status, 'published'), lte(rateCards.effectiveFrom, at)))
    .orderBy(desc(rateCards.effectiveFrom))
    .limit(1);
  return row ?? null;
}
