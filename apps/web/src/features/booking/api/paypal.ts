import type { DataResponse, PaypalConfig, PaypalOrder, Quote, TripInput } from '@livery/domain';
import { useQuery } from '@tanstack/react-query';
import { api, post } from '../../../lib/api-client';
import { ApiRequestError, isErrorBody } from '../../../lib/api-error';

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
export type PaypalOrderOutcome = { kind: 'order'; orderId: string } | { kind: 'price-changed'; quote: Quote };

const isQuote = (value: unknown): value is Quote =>
  typeof value === 'object' && value !== null && 'legs' in value && 'total' in value;

/**
 * `POST /reservations/paypal/orders`: the buttons' `createOrder`. The server opens the order for its own total;
 * any other refusal (400, 403, 502) rejects with `ApiRequestError`.
 */
export async function createPaypalOrder(trip: TripInput, expectedTotal: number): Promise<PaypalOrderOutcome> {
  const body = await post<DataResponse<PaypalOrder> | { error: unknown; data?: unknown }>(
    '/reservations/paypal/orders',
    { trip, expectedTotal },
  );
  if (isErrorBody(body)) {
    const data = (body as { data?: unknown }).data;
    if (body.error.code === 'CONFLICT' && isQuote(data)) return { kind: 'price-changed', quote: data };
    throw new ApiRequestError(body.error);
  }
  return { kind: 'order', orderId: (body as DataResponse<PaypalOrder>).data.orderId };
}
