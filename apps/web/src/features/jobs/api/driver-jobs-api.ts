import { driverJobsQuerySchema, type DataResponse, type DriverJob, type DriverJobsPage } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { toQueryString, type ListParams } from '../../../lib/api-types';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

export const driverJobKeys = queryKeys('driver-jobs');

/** `GET /users/{id}/jobs` (decision 048) as a `DataTable` source: a page of jobs and the totals of all that match. */
export const driverJobsSource = (driverId: number) => ({
  queryKey: [...driverJobKeys.all, driverId],
  query: driverJobsQuerySchema,
  fetchList: (params: ListParams<typeof driverJobsQuerySchema>, signal?: AbortSignal) =>
    api.get<DriverJobsPage>(`/users/${driverId}/jobs${toQueryString(params)}`, { signal }),
});

/** An administrator marks jobs paid (now) or unpaid again. */
export const useMarkDriverJobsPaid = (driverId: number) =>
  useApiMutation({
    mutationFn: ({ jobs, paid }: { jobs: readonly DriverJob[]; paid: boolean }) =>
      api.put<DataResponse<DriverJob[]>>(`/users/${driverId}/jobs/paid`, { slotIds: jobs.map((j) => j.id), paid }),
    success: (_done, { jobs, paid }) =>
      `${jobs.length === 1 ? `Job ${jobs[0]?.number ?? ''}` : `${jobs.length} jobs`} marked ${paid ? 'paid' : 'unpaid'}`,
    invalidates: [driverJobKeys.all],
    toastErrors: true,
  });
