import type { DataResponse, ReservationDetails } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';

/** `GET /reservations/{id}`: every field, the cars and drivers, the breakdown, the history and what one may do. */
export const reservationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reservationKeys.one(id),
    queryFn: async ({ signal }) =>
      (await api.get<DataResponse<ReservationDetails>>(`/reservations/${id}`, { signal })).data,
    retry: false,
  });
