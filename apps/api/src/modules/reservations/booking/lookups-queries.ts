import { asc, ilike } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { affiliates } from '../../../db/schema.js';
import { likePattern } from '../../../lib/list-helpers.js';

/** Affiliates by name holding the search (all without one), by name, at most `limit`: only what a booking needs. */
export function affiliatesNamed(db: Executor, search: string | undefined, limit: number) {
  return db
    .select({ id: affiliates.id, name: affiliates.name })
    .from(affiliates)
    .where(search ? ilike(affiliates.name, likePattern(search)) : undefined)
    .orderBy(asc(affiliates.name), asc(affiliates.id))
    .limit(limit);
}
