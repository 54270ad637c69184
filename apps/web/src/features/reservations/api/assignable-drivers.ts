import type { AssignableDriver, ListResponse } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';

/** `GET /reservations/{id}/assignable-drivers`: every driver, each with their other trips too close to this one. */
export const assignableDriversQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reservationKeys.assignableDrivers(id),
    queryFn: async ({ signal }) =>
      (await api.get<ListResponse<AssignableDriver>>(`/reservations/${id}/assignable-drivers`, { signal })).dataItems,
  });
