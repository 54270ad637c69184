import type { DataResponse, Duty, DutyRequest } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { todayJobsKey } from './today-jobs';

/** `PUT /users/{id}/duty` (issue 24): the driver goes on or off duty (the dispatch board shows who is on). */
export const useSetDuty = (driverId: number) =>
  useApiMutation({
    mutationFn: (request: DutyRequest) => api.put<DataResponse<Duty>>(`/users/${driverId}/duty`, request),
    success: (_done, { onDuty }) => (onDuty ? 'You are on duty' : 'You are off duty'),
    invalidates: [todayJobsKey(driverId)],
    toastErrors: true,
  });
