import type { DataResponse, PaypalOrder, TripInput } from '@livery/domain';
import { post } from '../../../lib/api-client';
import { pricedAnswer, type PricedAnswer } from './priced-answer';

/** The order opened, or the price changed since the person saw it (a 409 with the new quote, as booking). */
export type PaypalOrderOutcome = PricedAnswer<PaypalOrder>;

/**
 * `POST /reservations/paypal/orders`: the buttons' `createOrder`. The server opens the order for its own total;
 * any other refusal (400, 403, 502) rejects with `ApiRequestError`.
 */
export async function createPaypalOrder(trip: TripInput, expectedTotal: number): Promise<PaypalOrderOutcome> {
  return pricedAnswer(await post<DataResponse<PaypalOrder>>('/reservations/paypal/orders', { trip, expectedTotal }));
}
