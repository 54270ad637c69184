import type { AvailableStaticPage, ListResponse, StaticPageSummary } from '@livery/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { toQueryString } from '../api-types';
import { staticPageKeys } from '../query-keys';

/**
 * The site's active pages, for the footer (SPEC §1: loaded at start-up, for visitors too). Under the
 * `static-pages` key, so the editor's changes refresh it.
 */
export const availableStaticPagesQueryOptions = () =>
  queryOptions({
    queryKey: staticPageKeys.available,
    queryFn: async ({ signal }) =>
      (await api.get<ListResponse<AvailableStaticPage>>('/static-pages/available', { signal })).dataItems,
    staleTime: 5 * 60_000,
  });

export const useAvailableStaticPages = () => useQuery(availableStaticPagesQueryOptions());

/**
 * The first page of the editor's list as `/static-pages` asks for it (its default order and page size, under the
 * key the table reads): SPEC §7 has an editor's app read `GET /static-pages` after sign-in, and the screen then
 * opens with its rows.
 */
export const EDITOR_FIRST_PAGE = { sort: '-updatedAt', limit: 25, offset: 0 } as const;

export const editorFirstPageQueryOptions = () =>
  queryOptions({
    queryKey: staticPageKeys.list(EDITOR_FIRST_PAGE),
    queryFn: ({ signal }) =>
      api.get<ListResponse<StaticPageSummary>>(`/static-pages${toQueryString(EDITOR_FIRST_PAGE)}`, { signal }),
  });
