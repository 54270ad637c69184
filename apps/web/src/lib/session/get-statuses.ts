import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../api-client';
import { unwrap } from '../api-error';
import type { ListResponse } from '../api-types';

/** A reservation status as GET /statuses lists it. */
export interface Status {
  id: number;
  name: string;
}

export async function getStatuses(signal?: AbortSignal): Promise<Status[]> {
  return unwrap(await get<ListResponse<Status>>('/statuses', { signal })).dataItems;
}

export const getStatusesQueryOptions = () =>
  queryOptions({ queryKey: ['statuses'], queryFn: ({ signal }) => getStatuses(signal), staleTime: Infinity });

export const useStatuses = (enabled = true) => useQuery({ ...getStatusesQueryOptions(), enabled });
