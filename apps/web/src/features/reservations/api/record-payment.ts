import type { DataResponse, RecordPaymentRequest, ReservationDetails } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** What recording a payment names of the trip, beside the payment (with the version it was read at). */
export type RecordPaymentInput = RecordPaymentRequest & { id: number; number: string };

/** `POST /reservations/{id}/payments` (decision 051): the server checks it against the balance due and answers the details. */
export const useRecordPayment = () =>
  useApiMutation({
    mutationFn: async ({ id, number: _number, ...payment }: RecordPaymentInput) =>
      (await api.post<DataResponse<ReservationDetails>>(`/reservations/${id}/payments`, payment)).data,
    success: (_done, { number }) => `Payment recorded on ${number}`,
    invalidates: [reservationKeys.all],
  });
