import type { Airport, ListResponse } from '@livery/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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

/**
 * The airports for opening a wizard on: settled once they have loaded or could not be, and settled from then on. The
 * airport picker's own refetch after a failure turns the query back to pending; that must not close the wizard (and
 * open it afresh, the picker refetching again, in a loop).
 */
export function useSettledAirports(): { isSettled: boolean; airports: Airport[] } {
  const query = useAirports();
  const [isSettled, setSettled] = useState(false);
  if (!isSettled && !query.isPending) setSettled(true);
  return { isSettled: isSettled || !query.isPending, airports: query.data ?? [] };
}
