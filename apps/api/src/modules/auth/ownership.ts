import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../people/index.js';

/** The parts of a request that name what it acts on, as sent: the path's parameters and the query string. */
export interface RawTarget {
  params: unknown;
  query: unknown;
}

/**
 * Whether the signed-in user may act on what the request names (their trip, their job, their draft, their saved
 * address, whose trips a list shows): it throws the 403 or 404 the route answers. The auth hook runs it before the
 * body is validated (decision 071), so someone else's record answers the same whatever the body.
 */
export type OwnershipCheck = (db: Database, user: AuthUser, raw: RawTarget) => Promise<void>;

/**
 * An ownership check reading one part of the request with `schema` (the route's own params schema, or the query's
 * fields the check needs). A part that does not parse is left to the route's schema, which answers 400 next.
 */
export function ownershipOf<T>(
  part: keyof RawTarget,
  schema: z.ZodType<T>,
  check: (db: Database, user: AuthUser, target: T) => Promise<unknown>,
): OwnershipCheck {
  return async (db, user, raw) => {
    const parsed = schema.safeParse(raw[part]);
    if (parsed.success) await check(db, user, parsed.data);
  };
}
