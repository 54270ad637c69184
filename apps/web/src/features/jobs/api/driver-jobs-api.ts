import {
  driverJobsQuerySchema,
  type DataResponse,
  type DriverJob,
  type DriverJobDetails,
  type DriverJobsPage,
} from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toQueryString, type ListParams } from '../../../lib/api-types';
import { reservationKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * A driver's jobs sit under the reservations' keys (`rows`, `one`), so a change of a trip heard live (decision 049)
 * refreshes the driver's list and the job on screen: a new assignment, a new time, a cancel.
 */
const jobRowsKey = [...reservationKeys.all, 'rows', 'driver-jobs'] as const;

/** `GET /users/{id}/jobs` (decision 048) as a `DataTable` source: a page of jobs and the totals of all that match. */
export const driverJobsSource = (driverId: number) => ({
  queryKey: [...jobRowsKey, driverId],
  query: driverJobsQuerySchema,
  fetchList: (params: ListParams<typeof driverJobsQuerySchema>, signal?: AbortSignal) =>
    api.get<DriverJobsPage>(`/users/${driverId}/jobs${toQueryString(params)}`, { signal }),
});

/** `GET /users/{id}/jobs/{reservationId}` (decision 053): one job as its driver works it. */
export const driverJobQueryOptions = (driverId: number, reservationId: number) =>
  queryOptions({
    queryKey: [...reservationKeys.one(reservationId), 'job', driverId],
    queryFn: async ({ signal }) =>
      (await api.get<DataResponse<DriverJobDetails>>(`/users/${driverId}/jobs/${reservationId}`, { signal })).data,
    retry: false,
  });

/**
 * Where a job opens: the driver's own at `/jobs/{id}` (the address their text links to); someone else's, for staff
 * who may read the driver's jobs, with `?driver={id}`.
 */
export const jobPath = (reservationId: number, driverId: number, viewerId: number | undefined) =>
  driverId === viewerId ? `/jobs/${reservationId}` : `/jobs/${reservationId}?driver=${driverId}`;

/** An administrator marks jobs paid (now) or unpaid again. */
export const useMarkDriverJobsPaid = (driverId: number) =>
  useApiMutation({
    mutationFn: ({ jobs, paid }: { jobs: readonly DriverJob[]; paid: boolean }) =>
      api.put<DataResponse<DriverJob[]>>(`/users/${driverId}/jobs/paid`, { slotIds: jobs.map((j) => j.id), paid }),
    success: (_done, { jobs, paid }) =>
      `${jobs.length === 1 ? `Job ${jobs[0]?.number ?? ''}` : `${jobs.length} jobs`} marked ${paid ? 'paid' : 'unpaid'}`,
    // The list, and the job and trip details that show the paid state.
    invalidates: [jobRowsKey, [...reservationKeys.all, 'one']],
    toastErrors: true,
  });
