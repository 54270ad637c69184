import { reservationListQuerySchema, type ReservationListItem } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { toQueryString, type ListParams, type ListResponse } from '../../../lib/api-types';
import { reservationKeys } from '../../../lib/query-keys';

/**
 * `GET /reservations` (issue 12), as a `DataTable` source: everyone's with reservations:view, else one's own; with
 * `userId`, one person's trips (their profile's Reservations tab).
 */
export const reservationsListSource = (userId?: number) => ({
  queryKey: reservationKeys.rows(userId ?? 'all'),
  query: reservationListQuerySchema,
  fetchList: (params: ListParams<typeof reservationListQuerySchema>, signal?: AbortSignal) =>
    api.get<ListResponse<ReservationListItem>>(`/reservations${toQueryString({ ...params, userId })}`, { signal }),
});
