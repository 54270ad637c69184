import type { DataResponse, SlotExtras } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

interface Review {
  id: number;
  number: string;
  version: number;
  slotId: number;
  approve: boolean;
  /** The office's correction of the measured wait (decision 094), sent with an approval only. */
  waitedMinutes?: number;
}

/** `POST /reservations/{id}/slots/{slotId}/extras/review` (issue 24): a driver's extras approved (charged) or declined. */
export const useReviewSlotExtras = () =>
  useApiMutation({
    mutationFn: ({ id, version, slotId, approve, waitedMinutes }: Review) =>
      api.post<DataResponse<SlotExtras>>(`/reservations/${id}/slots/${slotId}/extras/review`, {
        approve,
        version,
        ...(waitedMinutes === undefined ? {} : { waitedMinutes }),
      }),
    success: (_done, { number, approve }) =>
      approve ? `Extras approved and charged on ${number}` : `Extras declined on ${number}`,
    invalidates: [reservationKeys.all],
    toastErrors: true,
  });
