import { ilike, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { places } from '../../db/schema.js';
import { likePattern } from '../../lib/list-helpers.js';

/** Known places whose name or address holds the search, by name. */
export function searchPlaces(db: Executor, query: { search?: string | undefined; limit: number }) {
  const pattern = query.search ? likePattern(query.search) : undefined;
  return db
    .select()
    .from(places)
    .where(pattern ? or(ilike(places.name, pattern), ilike(places.address, pattern)) : undefined)
    .orderBy(places.name)
    .limit(query.limit);
}
