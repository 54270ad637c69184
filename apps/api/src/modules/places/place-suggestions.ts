import type { Executor } from '../../db/client.js';
import { listPlacesForSuggestions } from './places-queries.js';

export type SuggestedPlace = Awaited<ReturnType<typeof listPlacesForSuggestions>>[number];

/** How long a process keeps the known places for suggestions: they change when the app starts and as trips book. */
const KEEP_MS = 60_000;

/** Per database (a test may run several apps in one process). */
const kept = new WeakMap<Executor, { at: number; rows: Promise<SuggestedPlace[]> }>();

/** Every known place in suggestion order (airports, terminals, others; the busiest airports first), kept a minute. */
function knownPlaces(db: Executor): Promise<SuggestedPlace[]> {
  const found = kept.get(db);
  if (found && Date.now() - found.at <= KEEP_MS) return found.rows;
  // `execute()`: a query builder runs again each time it is awaited; the promise runs it once.
  const rows = listPlacesForSuggestions(db).execute();
  kept.set(db, { at: Date.now(), rows });
  // A failed read is not kept: the next search reads again.
  rows.catch(() => kept.delete(db));
  return rows;
}

/**
 * Known places for an address field (issue 25, decision 059), with no query per keystroke: those whose name or
 * address holds the search, or whose airport code it is; with no search, the airports.
 */
export async function suggestKnownPlaces(db: Executor, search: string, limit: number): Promise<SuggestedPlace[]> {
  const rows = await knownPlaces(db);
  const text = search.trim().toLowerCase();
  const found =
    text === ''
      ? rows.filter((p) => p.kind === 'airport')
      : rows.filter(
          (p) =>
            p.name.toLowerCase().includes(text) ||
            p.address.toLowerCase().includes(text) ||
            p.code?.toLowerCase() === text,
        );
  return found.slice(0, limit);
}
