import { greatCircleMiles, type LatLng } from '@livery/domain';
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

const KIND_ORDER: Readonly<Record<string, number>> = { airport: 0, terminal: 1 };
const kindOrder = (place: SuggestedPlace) => KIND_ORDER[place.kind] ?? 2;

/** Airports, then terminals, then the others; within each the busiest, then the nearest the business (decision 083). */
function nearestFirst(rows: readonly SuggestedPlace[], near: LatLng) {
  const away = new Map(rows.map((place) => [place, greatCircleMiles(near, place)]));
  return [...rows].sort(
    (a, b) => kindOrder(a) - kindOrder(b) || b.tripCount - a.tripCount || (away.get(a) ?? 0) - (away.get(b) ?? 0),
  );
}

/**
 * Known places for an address field (issue 25, decision 059), with no query per keystroke: those whose name or
 * address holds the search, or whose airport code it is; with no search, the airports. The nearest the business
 * (`near`) come first among equals: a New York customer is offered LaGuardia before Atlanta (issue 38).
 */
export async function suggestKnownPlaces(
  db: Executor,
  search: string,
  limit: number,
  near: LatLng | null = null,
): Promise<SuggestedPlace[]> {
  const rows = near ? nearestFirst(await knownPlaces(db), near) : await knownPlaces(db);
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
