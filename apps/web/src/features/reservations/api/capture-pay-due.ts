import type { DataResponse, PayDueResult } from '@livery/domain';
import { api } from '../../../lib/api-client';

/** `POST /reservations/{id}/payments/paypal/capture`: the buttons' `onApprove`; captured and recorded once. */
export const capturePayDue = async (reservationId: number, orderId: string) =>
  (
    await api.post<DataResponse<PayDueResult>>(`/reservations/${reservationId}/payments/paypal/capture`, {
      orderId,
    })
  ).data;
