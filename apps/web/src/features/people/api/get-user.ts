import type { UserProfile } from '@livery/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import type { DataResponse } from '../../../lib/api-types';
import { USERS_QUERY_KEY } from './get-users';

export async function getUser(id: number, signal?: AbortSignal): Promise<UserProfile> {
  return unwrap(await get<DataResponse<UserProfile>>(`/users/${id}`, { signal })).data;
}

export const getUserQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...USERS_QUERY_KEY, 'one', id], queryFn: ({ signal }) => getUser(id, signal) });

export const useUser = (id: number) => useQuery(getUserQueryOptions(id));
