import { reservationKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { act, type Act } from './reservation-act';

/** Adds one of the active addons to the trip (DESIGN §5 step 8: the server prices it again). */
export const useAddReservationAddon = () =>
  useApiMutation({
    mutationFn: ({ id, version, addonId }: Act & { addonId: number; addonName: string }) =>
      act(`/reservations/${id}/addons`, { addonId, version }),
    success: (_done, { number, addonName }) => `Addon ${addonName} added to ${number}`,
    invalidates: [reservationKeys.all],
  });
