import type { DataResponse, DriverJobDetails } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';

/** `GET /users/{id}/jobs/{reservationId}` (decision 053): one job as its driver works it. */
export const driverJobQueryOptions = (driverId: number, reservationId: number) =>
  queryOptions({
    queryKey: reservationKeys.job(reservationId, driverId),
    queryFn: async ({ signal }) =>
      (await api.get<DataResponse<DriverJobDetails>>(`/users/${driverId}/jobs/${reservationId}`, { signal })).data,
    // Offline, the request still goes out: the service worker answers it with the last copy it kept (issue 24).
    networkMode: 'offlineFirst',
    retry: false,
  });
