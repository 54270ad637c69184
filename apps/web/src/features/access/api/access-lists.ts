import type { PermissionRecord, Role, UserWithRoles } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { toQueryString, type ListParams, type ListResponse } from '../../../lib/api-types';

/** Roles, permissions and users-with-roles share one key: any assignment refreshes all three. */
export const ACCESS_QUERY_KEY = ['access'] as const;

/** SPEC §7/§9: these lists are fetched whole, `limit=500&offset=0`. */
const ALL = { limit: 500, offset: 0 };

const fetchAll = async <T>(path: string, params: Pick<ListParams, 'sort' | 'search'> = {}, signal?: AbortSignal) =>
  unwrap(
    await get<ListResponse<T>>(`${path}${toQueryString({ ...ALL, sort: params.sort, search: params.search })}`, {
      signal,
    }),
  );

export const getRoles = (params?: Pick<ListParams, 'sort' | 'search'>, signal?: AbortSignal) =>
  fetchAll<Role>('/roles/role-permissions', params, signal);
export const getPermissions = (params?: Pick<ListParams, 'sort' | 'search'>, signal?: AbortSignal) =>
  fetchAll<PermissionRecord>('/permissions', params, signal);
export const getUsersWithRoles = (params?: Pick<ListParams, 'sort' | 'search'>, signal?: AbortSignal) =>
  fetchAll<UserWithRoles>('/roles/users', params, signal);

export const allRolesQueryOptions = () =>
  queryOptions({ queryKey: [...ACCESS_QUERY_KEY, 'roles', 'all'], queryFn: ({ signal }) => getRoles({}, signal) });
export const allPermissionsQueryOptions = () =>
  queryOptions({
    queryKey: [...ACCESS_QUERY_KEY, 'permissions', 'all'],
    queryFn: ({ signal }) => getPermissions({}, signal),
  });

/** A table source that asks for all 500 and pages in the browser, so the calls stay exactly SPEC §7's. */
export function wholeListSource<T>(
  name: string,
  fetch: (params: Pick<ListParams, 'sort' | 'search'>, signal?: AbortSignal) => Promise<ListResponse<T>>,
) {
  return {
    queryKey: [...ACCESS_QUERY_KEY, name],
    fetchList: async (params: ListParams, signal: AbortSignal): Promise<ListResponse<T>> => {
      const all = await fetch({ sort: params.sort, search: params.search }, signal);
      return { dataItems: all.dataItems.slice(params.offset, params.offset + params.limit), count: all.count };
    },
  };
}
