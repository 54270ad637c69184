import {
  accessListQuerySchema,
  userRolesListQuerySchema,
  type ListQuerySchema,
  type PermissionRecord,
  type Role,
  type UserWithRoles,
} from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toQueryString, type ListParams, type ListResponse } from '../../../lib/api-types';
import { queryKeys } from '../../../lib/query-keys';

/** Roles, permissions and users-with-roles share one key: any assignment refreshes all three. */
export const accessKeys = queryKeys('access');

/** SPEC §7/§9: these lists are fetched whole, `limit=500&offset=0`. */
const ALL = { limit: 500, offset: 0 };

/** The order and search of a whole list (its paging is the browser's). */
type WholeListParams<Schema extends ListQuerySchema> = Pick<ListParams<Schema>, 'sort' | 'search'>;

const fetchAll = async <T>(path: string, params: { sort?: string; search?: string } = {}, signal?: AbortSignal) =>
  api.get<ListResponse<T>>(`${path}${toQueryString({ ...ALL, sort: params.sort, search: params.search })}`, {
    signal,
  });

export const getRoles = (params?: WholeListParams<typeof accessListQuerySchema>, signal?: AbortSignal) =>
  fetchAll<Role>('/roles/role-permissions', params, signal);
export const getPermissions = (params?: WholeListParams<typeof accessListQuerySchema>, signal?: AbortSignal) =>
  fetchAll<PermissionRecord>('/permissions', params, signal);
export const getUsersWithRoles = (params?: WholeListParams<typeof userRolesListQuerySchema>, signal?: AbortSignal) =>
  fetchAll<UserWithRoles>('/roles/users', params, signal);

export { accessListQuerySchema, userRolesListQuerySchema };

export const allRolesQueryOptions = () =>
  queryOptions({ queryKey: accessKeys.one('roles'), queryFn: ({ signal }) => getRoles({}, signal) });

/** A table source that asks for all 500 and pages in the browser, so the calls stay exactly SPEC §7's. */
export function wholeListSource<T, Schema extends ListQuerySchema>(
  name: string,
  query: Schema,
  fetch: (params: WholeListParams<Schema>, signal?: AbortSignal) => Promise<ListResponse<T>>,
) {
  return {
    queryKey: [...accessKeys.all, name],
    query,
    fetchList: async (params: ListParams<Schema>, signal: AbortSignal): Promise<ListResponse<T>> => {
      const all = await fetch({ sort: params.sort, search: params.search }, signal);
      return { dataItems: all.dataItems.slice(params.offset, params.offset + params.limit), count: all.count };
    },
  };
}
