import type { BookedTrip, DataResponse } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { READ_ONCE, reservationKeys } from '../../../lib/query-keys';

/** `GET /reservations/{id}/booking`: a booked trip as the wizard takes it again (update, duplicate). */
export const bookedTripQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reservationKeys.booking(id),
    queryFn: async ({ signal }) =>
      (await api.get<DataResponse<BookedTrip>>(`/reservations/${id}/booking`, { signal })).data,
    // Read when the screen opens, and not again while it is open: booking or saving (which mark it stale, READ_ONCE,
    // for the next opening) must not pull the screen from under the person, nor a look back at the window.
    meta: READ_ONCE,
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
