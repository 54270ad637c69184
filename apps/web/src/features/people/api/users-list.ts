import { userListQuerySchema, type User, type UserListRole } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { toQueryString, type ListParams, type ListResponse } from '../../../lib/api-types';
import { userKeys } from './user-keys';

/** `GET /users?role=customer|driver` (SPEC §7), as a `DataTable` source. */
export const usersListSource = (role: UserListRole) => ({
  queryKey: userKeys.byRole(role),
  query: userListQuerySchema,
  fetchList: (params: ListParams<typeof userListQuerySchema>, signal?: AbortSignal) =>
    api.get<ListResponse<User>>(`/users${toQueryString({ ...params, role })}`, { signal }),
});
