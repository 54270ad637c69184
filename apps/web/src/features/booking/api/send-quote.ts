import type { DataResponse, SendQuoteOfferInput, SentQuoteOffer, TripInput } from '@livery/domain';
import { post } from '../../../lib/api-client';
import { quoteOfferKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { BookingCustomerInput } from '../wizard/trip-request';
import { pricedAnswer, type PricedAnswer } from './priced-answer';

/** `sendQuoteOfferSchema` as sent: the trip and customer exactly as a booking sends them (decision 090). */
export type SendQuoteRequest = Omit<SendQuoteOfferInput, 'trip' | 'customer'> & {
  trip: TripInput;
  customer: BookingCustomerInput;
};

/**
 * `POST /quotes`: the trip priced again and e-mailed to the customer as a quote. A 409 carrying a quote is the price
 * having changed since the sender saw it, as for a booking; any other refusal rejects with `ApiRequestError`.
 */
export async function sendQuote(request: SendQuoteRequest): Promise<PricedAnswer<SentQuoteOffer>> {
  return pricedAnswer(await post<DataResponse<SentQuoteOffer>>('/quotes', request));
}

/** The quotes list holds the new one once it is sent. */
export const useSendQuote = () =>
  useApiMutation({
    mutationFn: sendQuote,
    invalidates: [quoteOfferKeys.all],
    invalidatesWhen: (outcome) => outcome.kind === 'done',
  });
