import type { ListResponse, Place } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { toQueryString } from './api-types';
import { referenceKeys } from './query-keys';

/** `GET /places?search=&limit=8` (public): known places (airports, addresses) by name, for an address field. */
export const placesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: referenceKeys.places(search),
    queryFn: async ({ signal }) =>
      await api.get<ListResponse<Place>>(`/places${toQueryString({ search, limit: 8 })}`, { signal }),
    staleTime: 60_000,
  });
