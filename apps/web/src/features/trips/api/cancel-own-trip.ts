import type { CustomerTrip, DataResponse } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** `POST /reservations/{id}/customer-cancel`: the customer cancels their own trip at the version they read. */
export const useCancelOwnTrip = () =>
  useApiMutation({
    mutationFn: async ({ id, version }: { id: number; number: string; version: number }) =>
      (await api.post<DataResponse<CustomerTrip>>(`/reservations/${id}/customer-cancel`, { version })).data,
    success: (_trip, { number }) => `Trip ${number} cancelled`,
    invalidates: [reservationKeys.all],
  });
