import type { DataResponse, DriverJob } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { jobRowsKey } from './driver-jobs';

/** An administrator marks jobs paid (now) or unpaid again. */
export const useMarkDriverJobsPaid = (driverId: number) =>
  useApiMutation({
    mutationFn: ({ jobs, paid }: { jobs: readonly DriverJob[]; paid: boolean }) =>
      api.put<DataResponse<DriverJob[]>>(`/users/${driverId}/jobs/paid`, { slotIds: jobs.map((j) => j.id), paid }),
    success: (_done, { jobs, paid }) =>
      `${jobs.length === 1 ? `Job ${jobs[0]?.number ?? ''}` : `${jobs.length} jobs`} marked ${paid ? 'paid' : 'unpaid'}`,
    // The list, and the job and trip details that show the paid state.
    invalidates: [jobRowsKey, reservationKeys.allOnes],
    toastErrors: true,
  });
