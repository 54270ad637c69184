import type { DataResponse, TripStatus } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tripStatusKeys } from '../../../lib/query-keys';

/** `GET /trip-status/{token}` (decision 058): where the trip is, for anyone with its link; 404 unknown, 410 expired. */
export const tripStatusQueryOptions = (token: string) =>
  queryOptions({
    queryKey: tripStatusKeys.one(token),
    queryFn: async ({ signal }) =>
      (await api.get<DataResponse<TripStatus>>(`/trip-status/${encodeURIComponent(token)}`, { signal })).data,
    // A 404 or a 410 is the answer, not a hiccup; the stream keeps it fresh.
    retry: false,
    refetchOnWindowFocus: true,
  });
