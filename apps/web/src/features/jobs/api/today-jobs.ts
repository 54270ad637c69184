import type { DataResponse, TodayJobs } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';

/** Under the trips' rows: a live change of any trip, or a step answered, reads it again. */
export const todayJobsKey = (driverId: number) => reservationKeys.rows('today', driverId);

/**
 * `GET /users/{id}/jobs/today` (issue 24): the driver's cars today and next, the next first, and their duty. The
 * service worker keeps its last answer (network first), so Today opens without a signal.
 */
export const todayJobsQueryOptions = (driverId: number) =>
  queryOptions({
    queryKey: todayJobsKey(driverId),
    queryFn: async ({ signal }) =>
      (await api.get<DataResponse<TodayJobs>>(`/users/${driverId}/jobs/today`, { signal })).data,
    // Offline, the request still goes out: the service worker answers it with the last copy it kept (issue 24).
    networkMode: 'offlineFirst',
    // A driver glances at it all day: read again when they come back to it, and every few minutes while it is open.
    refetchInterval: 5 * 60_000,
  });
