import { and, count, gt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { reservations } from '../../../db/schema.js';

/**
 * How many trips were booked after an instant (drafts left out), counted to `limit` + 1 at most: a rate card may not
 * be published effective before them (decision 091), and the refusal says how many. A range of
 * `reservations_created_at_sort_idx`; capped, because a moment years back would otherwise count every trip since.
 */
export async function countTripsBookedSince(db: Executor, at: Date, limit: number): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(reservations)
    .where(and(gt(reservations.createdAt, at), ne(reservations.status, 'draft')))
    .limit(limit + 1)
    .as('capped');
  const [row] = await db.select({ value: count() }).from(capped);
  return row?.value ?? 0;
}
