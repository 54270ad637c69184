import type { User, UserListRole } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { toQueryString, type ListParams, type ListResponse } from '../../../lib/api-types';

/** Every users query lives under this key; mutations invalidate it. */
export const USERS_QUERY_KEY = ['users'] as const;

export async function getUsers(
  role: UserListRole,
  params: ListParams,
  signal?: AbortSignal,
): Promise<ListResponse<User>> {
  return unwrap(await get<ListResponse<User>>(`/users${toQueryString({ ...params, role })}`, { signal }));
}

/** `GET /users?role=customer|driver` (SPEC §7). */
export const getUsersQueryOptions = (role: UserListRole) => (params: ListParams) =>
  queryOptions({
    queryKey: [...USERS_QUERY_KEY, 'list', role, params],
    queryFn: ({ signal }) => getUsers(role, params, signal),
  });
