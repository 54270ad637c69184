import type { PointPrecision } from '@livery/domain';
import { and, desc, eq, gt, ilike, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { geocoderCache, savedAddresses } from '../../db/schema.js';
import { likePattern } from '../../lib/list-helpers.js';

// ── The geocoder's cache (a day) ─────────────────────────────────────────────────────────────────────────

/** The answer cached under this key since `since`, or undefined. */
export async function readCached(db: Executor, key: string, since: Date): Promise<unknown> {
  const [row] = await db
    .select({ answer: geocoderCache.answer })
    .from(geocoderCache)
    .where(and(eq(geocoderCache.key, key), gt(geocoderCache.fetchedAt, since)));
  return row?.answer;
}

/** Keeps these answers, replacing older ones under the same keys. */
export async function writeCached(db: Executor, entries: readonly { key: string; answer: unknown }[]): Promise<void> {
  const unique = [...new Map(entries.map((e) => [e.key, e])).values()];
  if (unique.length === 0) return;
  await db
    .insert(geocoderCache)
    .values(unique.map((e) => ({ key: e.key, answer: e.answer, fetchedAt: new Date() })))
    .onConflictDoUpdate({
      target: geocoderCache.key,
      set: { answer: sql`excluded.answer`, fetchedAt: sql`excluded.fetched_at` },
    });
}

/** Forgets answers fetched before `before` (`geocoder_cache_fetched_idx`). */
export async function purgeCached(db: Executor, before: Date): Promise<void> {
  await db.delete(geocoderCache).where(lt(geocoderCache.fetchedAt, before));
}

// ── A customer's address book ────────────────────────────────────────────────────────────────────────────

const savedColumns = {
  id: savedAddresses.id,
  label: savedAddresses.label,
  address: savedAddresses.address,
  lat: savedAddresses.lat,
  lng: savedAddresses.lng,
  precision: savedAddresses.precision,
  useCount: savedAddresses.useCount,
  lastUsedAt: savedAddresses.lastUsedAt,
};

/** A customer's saved addresses, the last used first, those whose address or name holds the search when given. */
export function listSaved(db: Executor, userId: number, search: string, limit: number) {
  const pattern = search === '' ? undefined : likePattern(search);
  return db
    .select(savedColumns)
    .from(savedAddresses)
    .where(
      and(
        eq(savedAddresses.userId, userId),
        pattern ? or(ilike(savedAddresses.address, pattern), ilike(savedAddresses.label, pattern)) : undefined,
      ),
    )
    .orderBy(desc(savedAddresses.lastUsedAt), desc(savedAddresses.id))
    .limit(limit);
}

/** The customer's saved address with this key (lower case, single spaces), or undefined. */
export async function findSavedByKey(db: Executor, userId: number, addressKey: string) {
  const [row] = await db
    .select(savedColumns)
    .from(savedAddresses)
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.addressKey, addressKey)));
  return row;
}

export interface SavedAddressValues {
  userId: number;
  address: string;
  addressKey: string;
  lat: number;
  lng: number;
  precision: PointPrecision;
}

/** Adds an address a customer booked to, or counts one more use of it (placed again, its name kept). */
export async function upsertSaved(db: Executor, values: SavedAddressValues): Promise<void> {
  await db
    .insert(savedAddresses)
    .values(values)
    .onConflictDoUpdate({
      target: [savedAddresses.userId, savedAddresses.addressKey],
      set: {
        address: sql`excluded.address`,
        lat: sql`excluded.lat`,
        lng: sql`excluded.lng`,
        precision: sql`excluded.precision`,
        useCount: sql`${savedAddresses.useCount} + 1`,
        lastUsedAt: sql`now()`,
      },
    });
}

/** Whether this saved address is the customer's own. */
export async function isOwnSaved(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: savedAddresses.id })
    .from(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)));
  return rows.length > 0;
}

/** Names (or un-names) a customer's own saved address; undefined when it is not theirs. */
export async function updateSavedLabel(db: Executor, userId: number, id: number, label: string | null) {
  const [row] = await db
    .update(savedAddresses)
    .set({ label })
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
    .returning(savedColumns);
  return row;
}

/** Deletes a customer's own saved address; false when it is not theirs. */
export async function deleteSaved(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
    .returning({ id: savedAddresses.id });
  return rows.length > 0;
}
