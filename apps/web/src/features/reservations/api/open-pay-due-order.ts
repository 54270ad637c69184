import type { DataResponse, PaypalOrder } from '@livery/domain';
import { api } from '../../../lib/api-client';

/** `POST /reservations/{id}/payments/paypal/orders`: the buttons' `createOrder`, for the balance the payer sees. */
export const openPayDueOrder = async (reservationId: number, expectedAmount: number) =>
  (
    await api.post<DataResponse<PaypalOrder>>(`/reservations/${reservationId}/payments/paypal/orders`, {
      expectedAmount,
    })
  ).data.orderId;
