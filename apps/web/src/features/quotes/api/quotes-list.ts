import { quoteOfferListQuerySchema, type QuoteOffer } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { toQueryString, type ListParams, type ListResponse } from '../../../lib/api-types';
import { quoteOfferKeys } from '../../../lib/query-keys';

/** `GET /quotes` (decision 090), as a `DataTable` source. */
export const quotesListSource = {
  queryKey: quoteOfferKeys.all,
  query: quoteOfferListQuerySchema,
  fetchList: (params: ListParams<typeof quoteOfferListQuerySchema>, signal?: AbortSignal) =>
    api.get<ListResponse<QuoteOffer>>(`/quotes${toQueryString(params)}`, { signal }),
};
