import type { DataResponse, ReservationDetails } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { Act } from './reservation-act';

/** Takes an addon off the trip; the addons after it are priced again. */
export const useDeleteReservationAddon = () =>
  useApiMutation({
    mutationFn: async ({ id, version, line }: Act & { line: { id: number; name: string } }) =>
      (await api.delete<DataResponse<ReservationDetails>>(`/reservations/${id}/addons/${line.id}?version=${version}`))
        .data,
    success: (_done, { number, line }) => `Addon ${line.name} removed from ${number}`,
    invalidates: [reservationKeys.all],
  });
