import { reservationKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { act, type Act } from './reservation-act';

/**
 * Complete (only an assigned trip), asked for first (SPEC §2). `early`: the person confirmed completing before the
 * pickup (decision 056).
 */
export const useCompleteReservation = () =>
  useApiMutation({
    mutationFn: ({ id, version, early }: Act & { early?: boolean }) =>
      act(`/reservations/${id}/complete`, { version, ...(early ? { early } : {}) }),
    success: (_done, { number }) => `Reservation ${number} completed`,
    invalidates: [reservationKeys.all],
  });
