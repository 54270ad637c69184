import type { CustomerTrip, DataResponse } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';

/**
 * `GET /reservations/{id}/trip`: the trip as its traveller reads it (decision 052). Kept under the trip's key, so a
 * change anyone makes (staff assigning a driver, a payment) refreshes the page live.
 */
export const customerTripQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reservationKeys.customerTrip(id),
    queryFn: async ({ signal }) =>
      (await api.get<DataResponse<CustomerTrip>>(`/reservations/${id}/trip`, { signal })).data,
    retry: false,
  });
