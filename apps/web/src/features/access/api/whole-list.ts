import type { ListQuerySchema } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { toQueryString, type ListParams, type ListResponse } from '../../../lib/api-types';
import { queryKeys } from '../../../lib/query-keys';

/** Roles, permissions and users-with-roles share one key: any assignment refreshes all three. */
export const accessKeys = {
  ...queryKeys('access'),
  /** A whole list as a table reads it (`'roles'`, `'permissions'`, `'users-with-roles'`). */
  whole: (name: string) => ['access', name] as const,
};

/** SPEC §7/§9: these lists are fetched whole, `limit=500&offset=0`. */
const ALL = { limit: 500, offset: 0 };

/** The order and search of a whole list (its paging is the browser's). */
export type WholeListParams<Schema extends ListQuerySchema> = Pick<ListParams<Schema>, 'sort' | 'search'>;

export const fetchAll = async <T>(
  path: string,
  params: { sort?: string; search?: string } = {},
  signal?: AbortSignal,
) =>
  api.get<ListResponse<T>>(`${path}${toQueryString({ ...ALL, sort: params.sort, search: params.search })}`, {
    signal,
  });

/** A table source that asks for all 500 and pages in the browser, so the calls stay exactly SPEC §7's. */
export function wholeListSource<T, Schema extends ListQuerySchema>(
  name: string,
  query: Schema,
  fetch: (params: WholeListParams<Schema>, signal?: AbortSignal) => Promise<ListResponse<T>>,
) {
  return {
    queryKey: accessKeys.whole(name),
    query,
    fetchList: async (params: ListParams<Schema>, signal: AbortSignal): Promise<ListResponse<T>> => {
      const all = await fetch({ sort: params.sort, search: params.search }, signal);
      return { dataItems: all.dataItems.slice(params.offset, params.offset + params.limit), count: all.count };
    },
  };
}
