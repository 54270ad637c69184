import { reservationListQuerySchema, type ReservationListItem } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { toQueryString, type ListParams, type ListResponse } from '../../../lib/api-types';
import { reservationKeys } from '../../../lib/query-keys';

/** A person's own trips (GET /reservations?userId= narrows to them), under the reservations' live-refreshed key. */
export const customerTripsSource = (userId: number) => ({
  queryKey: reservationKeys.rows('trips', userId),
  query: reservationListQuerySchema,
  fetchList: (params: ListParams<typeof reservationListQuerySchema>, signal?: AbortSignal) =>
    api.get<ListResponse<ReservationListItem>>(`/reservations${toQueryString({ ...params, userId })}`, { signal }),
});
