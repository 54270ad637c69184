import type { DataResponse, Draft } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { READ_ONCE, reservationKeys } from '../../../lib/query-keys';

/** `GET /reservation-drafts/{id}`: a saved wizard, to resume it in any browser (`?id=&draft=true`). */
export const draftQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reservationKeys.draft(id),
    queryFn: async ({ signal }) => (await api.get<DataResponse<Draft>>(`/reservation-drafts/${id}`, { signal })).data,
    // Read when the screen opens, and not again while it is open: booking or saving (which mark it stale, READ_ONCE,
    // for the next opening) must not pull the screen from under the person, nor a look back at the window.
    meta: READ_ONCE,
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
