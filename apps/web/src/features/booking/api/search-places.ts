import type { ListResponse, Place } from '@livery/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/api-types';
import { referenceKeys } from '../../../lib/query-keys';

/** `GET /places?search=&limit=` (public): known places (airports, addresses) with coordinates, by name. */
export const usePlaceSuggestions = (search: string) =>
  useQuery({
    queryKey: referenceKeys.places(search, 8),
    queryFn: async ({ signal }) =>
      (await api.get<ListResponse<Place>>(`/places${toQueryString({ search, limit: 8 })}`, { signal })).dataItems,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
