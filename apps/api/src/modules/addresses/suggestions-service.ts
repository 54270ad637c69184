import {
  addressKeyOf,
  type AddressSuggestion,
  mayBookForOthers,
  type SuggestionQuery,
  type SuggestionKind,
} from '@livery/domain';
import type { Executor } from '../../db/client.js';
import { forbidden } from '../../lib/permission-checks.js';
import type { AuthUser } from '../auth/index.js';
import { suggestKnownPlaces, type SuggestedPlace } from '../places/index.js';
import { listSaved } from './addresses-queries.js';
import type { Geocoder } from './geocoder.js';

export const SUGGESTION_MESSAGES = {
  forSomeoneElse: "Another customer's saved addresses need the permission reservations:search-user.",
} as const;

const KNOWN_KINDS: Record<string, SuggestionKind> = { airport: 'airport', terminal: 'terminal' };

/** Whose address book a search reads: the customer named (staff booking for them), else the signed-in user's. */
function ownerOf(user: AuthUser | null, customerId: number | undefined): number | null {
  if (customerId === undefined || customerId === user?.id) return user?.id ?? null;
  if (!mayBookForOthers(user)) throw forbidden(SUGGESTION_MESSAGES.forSomeoneElse);
  return customerId;
}

const placeSuggestion = (p: SuggestedPlace): AddressSuggestion => ({
  kind: KNOWN_KINDS[p.kind] ?? 'place',
  name: p.name,
  address: `${p.name}, ${p.address}`,
  placeId: p.id,
  airportId: p.airportId,
  savedId: null,
  precision: 'place',
});

const savedSuggestion = (row: Awaited<ReturnType<typeof listSaved>>[number]): AddressSuggestion => ({
  kind: 'saved',
  name: row.label ?? row.address,
  address: row.address,
  placeId: null,
  airportId: null,
  savedId: row.id,
  precision: row.precision,
});

/**
 * `GET /places/suggestions` (issue 25, decision 059). With text: known places (airports, then terminals, then
 * landmarks), then the customer's saved addresses, then the geocoder's answers (or the embedded lookup's). With no
 * text: the saved addresses first (a customer's usual trips), then the busiest airports, the nearest the business
 * first. An address listed twice is listed once, where it comes first.
 */
export async function suggestAddresses(
  db: Executor,
  geocoder: Geocoder,
  user: AuthUser | null,
  query: SuggestionQuery,
): Promise<AddressSuggestion[]> {
  const { q, limit } = query;
  const owner = ownerOf(user, query.customerId);
  const saved = owner === null ? [] : (await listSaved(db, owner, q, limit)).map(savedSuggestion);
  const places = (await suggestKnownPlaces(db, q, limit, await geocoder.near(db))).map(placeSuggestion);
  let found: AddressSuggestion[];
  if (q === '') found = [...saved, ...places];
  else {
    const room = limit - places.length - saved.length;
    const geocoded =
      room <= 0
        ? []
        : (await geocoder.suggest(db, q, Math.max(room, 3))).map((g): AddressSuggestion => ({
            kind: g.precision === 'geocoder' ? 'address' : g.precision === 'zip' ? 'zip' : 'city',
            name: g.name,
            address: g.address,
            placeId: null,
            airportId: null,
            savedId: null,
            precision: g.precision,
          }));
    found = [...places, ...saved, ...geocoded];
  }
  const seen = new Set<string>();
  return found
    .filter((s) => {
      const key = addressKeyOf(s.address);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, limit);
}
