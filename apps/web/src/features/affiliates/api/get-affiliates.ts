import type { Affiliate } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { toQueryString, type ListParams, type ListResponse } from '../../../lib/api-types';

/** Every affiliates query lives under this key; mutations invalidate it. */
export const AFFILIATES_QUERY_KEY = ['affiliates'] as const;

export async function getAffiliates(params: ListParams, signal?: AbortSignal): Promise<ListResponse<Affiliate>> {
  return unwrap(await get<ListResponse<Affiliate>>(`/affiliates${toQueryString(params)}`, { signal }));
}

export const getAffiliatesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...AFFILIATES_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getAffiliates(params, signal),
  });
