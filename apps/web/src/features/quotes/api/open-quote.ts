import type { AcceptedQuoteOffer, AcceptQuoteOffer, DataResponse, OpenQuoteOffer, PaypalOrder } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { quoteOfferKeys, reservationKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

const pathOf = (token: string) => `/quotes/open/${encodeURIComponent(token)}`;

/** `GET /quotes/open/{token}` (decision 090): the quote its link opens, for anyone holding it; a 404 otherwise. */
export const openQuoteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: quoteOfferKeys.one(token),
    queryFn: async ({ signal }) => (await api.get<DataResponse<OpenQuoteOffer>>(pathOf(token), { signal })).data,
    // A 404 is the answer, not a hiccup.
    retry: false,
  });

/** `POST /quotes/open/{token}/paypal-order`: the order PayPal's buttons pay, at the quoted total. */
export const openQuotePaypalOrder = async (token: string): Promise<string> =>
  (await api.post<DataResponse<PaypalOrder>>(`${pathOf(token)}/paypal-order`, {})).data.orderId;

/** `POST /quotes/open/{token}/accept`: books the quote (with the approved order when it is paid online). */
export function useAcceptQuote(token: string) {
  return useApiMutation<AcceptQuoteOffer, AcceptedQuoteOffer>({
    mutationFn: async (body) =>
      (await api.post<DataResponse<AcceptedQuoteOffer>>(`${pathOf(token)}/accept`, body)).data,
    // The quote reads "accepted" after, and a signed-in customer's trips hold the new one.
    invalidates: [quoteOfferKeys.one(token), reservationKeys.all],
  });
}
