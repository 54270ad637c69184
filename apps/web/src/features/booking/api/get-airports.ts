import type { Airport, ListResponse } from '@livery/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { referenceKeys } from '../../../lib/query-keys';

/** `GET /airports?includeLocations=true` (SPEC §7, public): every airport with its terminals. */
export const airportsQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.airports,
    queryFn: async ({ signal }) =>
      (await api.get<ListResponse<Airport>>('/airports?includeLocations=true', { signal })).dataItems,
    staleTime: 60 * 60 * 1000,
  });

export const useAirports = () => useQuery(airportsQueryOptions());
