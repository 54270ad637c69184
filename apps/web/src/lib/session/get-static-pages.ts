import { queryOptions } from '@tanstack/react-query';
import { get } from '../api-client';
import { unwrap } from '../api-error';
import type { ListResponse } from '../api-types';

/** Static pages for the editor; their fields are defined with the static-pages feature. */
export type StaticPageSummary = Record<string, unknown>;

export async function getStaticPages(signal?: AbortSignal): Promise<StaticPageSummary[]> {
  return unwrap(await get<ListResponse<StaticPageSummary>>('/static-pages', { signal })).dataItems;
}

export const getStaticPagesQueryOptions = () =>
  queryOptions({ queryKey: ['static-pages', 'all'], queryFn: ({ signal }) => getStaticPages(signal), retry: false });
