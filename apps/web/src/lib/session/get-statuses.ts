import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { referenceKeys } from '../query-keys';
import type { ListResponse, StatusItem } from '@livery/domain';

/** A reservation status as GET /statuses lists it. */
export type Status = StatusItem;

export async function getStatuses(signal?: AbortSignal): Promise<Status[]> {
  return (await api.get<ListResponse<Status>>('/statuses', { signal })).dataItems;
}

export const getStatusesQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.statuses, queryFn: ({ signal }) => getStatuses(signal), staleTime: Infinity });

export const useStatuses = (enabled = true) => useQuery({ ...getStatusesQueryOptions(), enabled });
