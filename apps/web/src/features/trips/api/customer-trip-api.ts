import type { CustomerTrip, DataResponse } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * `GET /reservations/{id}/trip`: the trip as its traveller reads it (decision 052). Kept under the trip's key, so a
 * change anyone makes (staff assigning a driver, a payment) refreshes the page live.
 */
export const customerTripQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...reservationKeys.one(id), 'trip'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<DataResponse<CustomerTrip>>(`/reservations/${id}/trip`, { signal })).data,
    retry: false,
  });

/** `POST /reservations/{id}/customer-cancel`: the customer cancels their own trip at the version they read. */
export const useCancelOwnTrip = () =>
  useApiMutation({
    mutationFn: async ({ id, version }: { id: number; number: string; version: number }) =>
      (await api.post<DataResponse<CustomerTrip>>(`/reservations/${id}/customer-cancel`, { version })).data,
    success: (_trip, { number }) => `Trip ${number} cancelled`,
    invalidates: [reservationKeys.all],
  });
