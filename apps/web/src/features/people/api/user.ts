import type { DataResponse, UserProfile } from '@livery/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** `GET /users/{id}`: an account with its profile. */
export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: userKeys.one(id),
    queryFn: async ({ signal }) => (await api.get<DataResponse<UserProfile>>(`/users/${id}`, { signal })).data,
  });

export const useUser = (id: number) => useQuery(userQueryOptions(id));
