import type { Car, ListResponse } from '@livery/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { carKeys } from '../../../lib/query-keys';

/** `GET /cars/available` (public): the active car classes with their rates, seats and how many there are. */
export const availableCarsQueryOptions = () =>
  queryOptions({
    queryKey: carKeys.available,
    queryFn: async ({ signal }) => (await api.get<ListResponse<Car>>('/cars/available', { signal })).dataItems,
    staleTime: 5 * 60 * 1000,
  });

export const useAvailableCars = () => useQuery(availableCarsQueryOptions());
