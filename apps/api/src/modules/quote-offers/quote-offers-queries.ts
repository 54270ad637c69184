import { quoteOfferIdOf, type QuoteOfferListQuery, type SortField } from '@livery/domain';
import { and, eq, gt, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { quoteOffers } from '../../db/schema.js';
import {
  allRows,
  likePattern,
  listPage,
  orderOf,
  type ListShape,
  type SortExpression,
  type Sorting,
} from '../../lib/list-helpers.js';

export type QuoteOfferRow = typeof quoteOffers.$inferSelect;
export type NewQuoteOffer = typeof quoteOffers.$inferInsert;

export async function insertQuoteOffer(db: Executor, values: NewQuoteOffer): Promise<QuoteOfferRow> {
  const [row] = await db.insert(quoteOffers).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The quote a link's token opens, by the token's hash (the unique index); null for any other. */
export async function findByTokenHash(db: Executor, tokenHash: string): Promise<QuoteOfferRow | null> {
  const [row] = await db.select().from(quoteOffers).where(eq(quoteOffers.tokenHash, tokenHash));
  return row ?? null;
}

/** The same, locked until the transaction ends: a second Accept of the quote waits here for the first. */
export async function lockByTokenHash(db: Executor, tokenHash: string): Promise<QuoteOfferRow | null> {
  const [row] = await db.select().from(quoteOffers).where(eq(quoteOffers.tokenHash, tokenHash)).for('update');
  return row ?? null;
}

export async function findQuoteOffer(db: Executor, id: number): Promise<QuoteOfferRow | null> {
  const [row] = await db.select().from(quoteOffers).where(eq(quoteOffers.id, id));
  return row ?? null;
}

/**
 * Marks the quote accepted by this trip, only if no trip took it yet and it has not expired: the one guard that makes
 * Accept happen once, whatever the processes. False when another Accept got there first (or the quote ran out).
 */
export async function markAccepted(db: Executor, id: number, reservationId: number): Promise<boolean> {
  const rows = await db
    .update(quoteOffers)
    .set({ acceptedReservationId: reservationId, acceptedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(eq(quoteOffers.id, id), isNull(quoteOffers.acceptedReservationId), gt(quoteOffers.expiresAt, sql`now()`)),
    )
    .returning({ id: quoteOffers.id });
  return rows.length === 1;
}

/** A quote's status as one number (sent 0, expired 1, accepted 2): the clock decides "expired", so no index holds it. */
const statusOrder: SortExpression = {
  type: 'numeric',
  sql: sql`case
    when ${quoteOffers.acceptedReservationId} is not null then 2
    when ${quoteOffers.expiresAt} <= now() then 1
    else 0
  end`,
};

/** Each sort field on its (column, id) index (migration 0032); the latest sent first by default. */
const sorting: Sorting<SortField<QuoteOfferListQuery>> = {
  columns: {
    id: quoteOffers.id,
    name: quoteOffers.name,
    pickUpAt: quoteOffers.pickUpAt,
    total: quoteOffers.total,
    sentAt: quoteOffers.createdAt,
    expiresAt: quoteOffers.expiresAt,
    status: statusOrder,
  },
  fallback: { field: 'sentAt', direction: 'desc' },
  id: quoteOffers.id,
};

/** One status, on the partial indexes of migration 0032: open by expiry, accepted by when they were sent. */
function statusFilter(status: QuoteOfferListQuery['status']): SQL | undefined {
  if (status === 'accepted') return isNotNull(quoteOffers.acceptedReservationId);
  if (status === 'expired')
    return and(isNull(quoteOffers.acceptedReservationId), lte(quoteOffers.expiresAt, sql`now()`));
  if (status === 'sent') return and(isNull(quoteOffers.acceptedReservationId), gt(quoteOffers.expiresAt, sql`now()`));
  return undefined;
}

/** The customer's name or e-mail containing the text (trigram indexes), or the quote whose number it reads as. */
function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const id = quoteOfferIdOf(search);
  const pattern = likePattern(search);
  return or(
    id === null ? undefined : eq(quoteOffers.id, id),
    ilike(quoteOffers.name, pattern),
    ilike(quoteOffers.email, pattern),
  );
}

const shapeOf = (query: QuoteOfferListQuery): ListShape => ({
  where: and(statusFilter(query.status), searchFilter(query.search)),
  order: orderOf(sorting, query.sort),
});

export const listQuoteOffers = (db: Executor, query: QuoteOfferListQuery) =>
  listPage(db, quoteOffers, shapeOf(query), query);
export const allQuoteOffers = (db: Executor, query: QuoteOfferListQuery) => allRows(db, quoteOffers, shapeOf(query));
