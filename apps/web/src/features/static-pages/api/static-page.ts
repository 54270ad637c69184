import type { DataResponse, StaticPage, UpdateStaticPageInput } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staticPageKeys } from '../../../lib/query-keys';

/** One page with its content (the list's rows carry none): what the Edit dialog and the Active switch start from. */
export const getStaticPage = async (id: number, signal?: AbortSignal) =>
  (await api.get<DataResponse<StaticPage>>(`/static-pages/${id}`, { signal })).data;

export const staticPageQueryOptions = (id: number) =>
  queryOptions({ queryKey: staticPageKeys.one(id), queryFn: ({ signal }) => getStaticPage(id, signal), staleTime: 0 });

/** The body that saves `page` as it is but for `changes`, at the version the person saw. */
export const updateOf = (page: StaticPage, changes: Partial<UpdateStaticPageInput> = {}): UpdateStaticPageInput => ({
  title: page.title,
  slug: page.slug,
  content: page.content,
  isActive: page.isActive,
  version: page.version,
  ...changes,
});
