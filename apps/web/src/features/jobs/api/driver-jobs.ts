import { driverJobsQuerySchema, type DriverJobsPage } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { toQueryString, type ListParams } from '../../../lib/api-types';
import { reservationKeys } from '../../../lib/query-keys';

/**
 * A driver's jobs sit under the reservations' keys (`rows`, `one`), so a change of a trip heard live (decision 049)
 * refreshes the driver's list and the job on screen: a new assignment, a new time, a cancel.
 */
export const jobRowsKey = reservationKeys.rows('driver-jobs');

/** `GET /users/{id}/jobs` (decision 048) as a `DataTable` source: a page of jobs and the totals of all that match. */
export const driverJobsSource = (driverId: number) => ({
  queryKey: reservationKeys.rows('driver-jobs', driverId),
  query: driverJobsQuerySchema,
  fetchList: (params: ListParams<typeof driverJobsQuerySchema>, signal?: AbortSignal) =>
    api.get<DriverJobsPage>(`/users/${driverId}/jobs${toQueryString(params)}`, { signal }),
});
