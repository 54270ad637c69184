import type { DataResponse, PayDueResult, PaypalOrder, RecordPaymentRequest, ReservationDetails } from '@livery/domain';
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

/** `POST /reservations/{id}/payments/paypal/orders`: the buttons' `createOrder`, for the balance the payer sees. */
export const openPayDueOrder = async (reservationId: number, expectedAmount: number) =>
  (
    await api.post<DataResponse<PaypalOrder>>(`/reservations/${reservationId}/payments/paypal/orders`, {
      expectedAmount,
    })
  ).data.orderId;

/** `POST /reservations/{id}/payments/paypal/capture`: the buttons' `onApprove`; captured and recorded once. */
export const capturePayDue = async (reservationId: number, orderId: string) =>
  (
    await api.post<DataResponse<PayDueResult>>(`/reservations/${reservationId}/payments/paypal/capture`, {
      orderId,
    })
  ).data;
