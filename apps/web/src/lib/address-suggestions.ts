import type { AddressSuggestion, ListResponse, SuggestionKind } from '@livery/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { toQueryString } from './api-types';
import { addressKeys } from './query-keys';

/** How long an address field waits after the last key before asking for suggestions. */
export const SUGGESTION_DEBOUNCE_MS = 250;

/** What an address field says under it until something is chosen. */
export const ADDRESS_HINT = 'Start typing a street address with its ZIP code, or choose a suggestion';

/** How many suggestions an address field lists. */
export const SUGGESTION_LIMIT = 8;

/** What a suggestion is, in the words its option shows (a saved address shows its name too: "Home"). */
export const SUGGESTION_KIND_LABELS: Record<SuggestionKind, string> = {
  airport: 'Airport',
  terminal: 'Terminal',
  place: 'Known place',
  saved: 'Saved',
  address: 'Address',
  zip: 'ZIP code',
  city: 'City',
};

export interface SuggestionsFor {
  /** What was typed (trimmed); '' lists the person's saved addresses, then the most used airports. */
  q: string;
  /** Who asks: the signed-in person's saved addresses come with the answer, so the key names them. */
  userId: number | null;
  /** Staff booking for a customer (`reservations:search-user`): that customer's saved addresses too. */
  customerId: number | null;
}

/**
 * `GET /places/suggestions?q=&customerId=&limit=` (public, issue 25): airports, terminals and known places, the
 * saved addresses, then the geocoder's (or the ZIP code's, the city's) answers. The request is cancelled when the
 * text changes (the query's `signal`); the previous answer stays listed while the next one loads.
 */
export const addressSuggestionsQueryOptions = ({ q, userId, customerId }: SuggestionsFor) =>
  queryOptions({
    queryKey: addressKeys.suggestions(userId, customerId, q),
    queryFn: async ({ signal }) =>
      (
        await api.get<ListResponse<AddressSuggestion>>(
          `/places/suggestions${toQueryString({ q, customerId, limit: SUGGESTION_LIMIT })}`,
          { signal },
        )
      ).dataItems,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
