import type { DataResponse, SlotExtras, SlotExtrasRequest } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** `PUT /reservations/{id}/slots/{slotId}/extras` (issue 24): the driver's extras after the drop-off, for review. */
export const useReportSlotExtras = (reservationId: number, slotId: number) =>
  useApiMutation({
    mutationFn: (request: SlotExtrasRequest) =>
      api.put<DataResponse<SlotExtras>>(`/reservations/${reservationId}/slots/${slotId}/extras`, request),
    success: 'Extras sent to the office',
    invalidates: [reservationKeys.one(reservationId)],
  });
