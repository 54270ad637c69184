import type { DataResponse, PaypalConfig, PaypalOrder, TripInput } from '@livery/domain';
import { useQuery } from '@tanstack/react-query';
import { api, post } from '../../../lib/api-client';
import { pricedAnswer, type PricedAnswer } from './priced-answer';

/** `GET /payments/paypal/config` (public): whether PayPal is configured, and what loads its JS SDK. */
export const getPaypalConfig = async (signal?: AbortSignal) =>
  (await api.get<DataResponse<PaypalConfig>>('/payments/paypal/config', { signal })).data;

/** The config does not change while the page is open; a failure to read it is PayPal being unavailable. */
export const usePaypalConfig = () =>
  useQuery({
    queryKey: ['payments', 'paypal', 'config'] as const,
    queryFn: ({ signal }) => getPaypalConfig(signal),
    staleTime: Infinity,
    retry: false,
  });

/** The order opened, or the price changed since the person saw it (a 409 with the new quote, as booking). */
export type PaypalOrderOutcome = PricedAnswer<PaypalOrder>;

/**
 * `POST /reservations/paypal/orders`: the buttons' `createOrder`. The server opens the order for its own total;
 * any other refusal (400, 403, 502) rejects with `ApiRequestError`.
 */
export async function createPaypalOrder(trip: TripInput, expectedTotal: number): Promise<PaypalOrderOutcome> {
  return pricedAnswer(await post<DataResponse<PaypalOrder>>('/reservations/paypal/orders', { trip, expectedTotal }));
}
