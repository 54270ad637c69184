import {
  userListQuerySchema,
  type CreateUserInput,
  type DataResponse,
  type UpdateProfileInput,
  type User,
  type UserListRole,
  type UserProfile,
} from '@livery/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toQueryString, type ListParams, type ListResponse } from '../../../lib/api-types';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** Every users query sits under `userKeys.all`; any change to an account invalidates it. */
export const userKeys = queryKeys('users');
const invalidates = [userKeys.all];

/** `GET /users?role=customer|driver` (SPEC §7), as a `DataTable` source. */
export const usersListSource = (role: UserListRole) => ({
  queryKey: [...userKeys.all, role],
  query: userListQuerySchema,
  fetchList: (params: ListParams<typeof userListQuerySchema>, signal?: AbortSignal) =>
    api.get<ListResponse<User>>(`/users${toQueryString({ ...params, role })}`, { signal }),
});

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: userKeys.one(id),
    queryFn: async ({ signal }) => (await api.get<DataResponse<UserProfile>>(`/users/${id}`, { signal })).data,
  });

export const useUser = (id: number) => useQuery(userQueryOptions(id));

export const useCreateUser = (noun: string) =>
  useApiMutation({
    mutationFn: async (input: CreateUserInput) => (await api.post<DataResponse<User>>('/users', input)).data,
    success: `${noun} created; a set-password e-mail is on its way`,
    invalidates,
  });

export const useDeleteUser = (noun: string) =>
  useApiMutation({
    mutationFn: async (id: number) => (await api.delete<DataResponse<{ id: number }>>(`/users/${id}`)).data,
    success: `${noun} deleted`,
    invalidates,
  });

/** Sends the `version` it was read at: someone else's change in between is a 409. */
export const useUpdateProfile = () =>
  useApiMutation({
    mutationFn: async ({ id, input }: { id: number; input: UpdateProfileInput }) =>
      (await api.put<DataResponse<User>>(`/users/${id}`, input)).data,
    success: 'Profile saved',
    invalidates,
  });
