import type { RefundRequest } from '@livery/domain';
import { reservationKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { act, type Act } from './reservation-act';

/** What cancelling sends: an optional reason and, for a trip paid by PayPal, the refund wanted. */
export type CancelInput = Act & { reason?: string | undefined; refund: RefundRequest };

/** Cancel anything not final, asked for first (SPEC §2). */
export const useCancelReservation = () =>
  useApiMutation({
    mutationFn: ({ id, version, reason, refund }: CancelInput) =>
      act(`/reservations/${id}/cancel`, { version, refund, ...(reason ? { reason } : {}) }),
    success: (_done, { number }) => `Reservation ${number} cancelled`,
    invalidates: [reservationKeys.all],
  });
