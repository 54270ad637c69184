import type { DriverJobsPage } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';

/**
 * The driver's name, from the jobs answer itself (`GET /users/{id}/jobs?limit=1`): the account read needs the right
 * to manage the driver, which a dispatcher does not hold. Not under `rows`: a name does not change with a trip, so
 * live updates leave it be.
 */
export const driverNameQueryOptions = (driverId: number, enabled: boolean) =>
  queryOptions({
    queryKey: reservationKeys.driverName(driverId),
    queryFn: async ({ signal }) =>
      (await api.get<DriverJobsPage>(`/users/${driverId}/jobs?limit=1`, { signal })).driver,
    enabled,
    staleTime: Infinity,
    retry: false,
  });
