import type { DataResponse, DispatchBoard } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';

/** A driver going on or off duty is no trip's change: the board reads itself again this often meanwhile. */
const DUTY_REFRESH_MS = 60_000;

/**
 * `GET /dispatch/board?date=`: the day's lanes and unassigned cars (today when `date` is left out). Under the
 * reservations' `rows`, so every change of a trip refreshes it: assigning, the live events of every process
 * (`app/use-live-updates.ts`), a driver's steps (each bumps the trip's version).
 */
export const dispatchBoardQueryOptions = (date: string | undefined) =>
  queryOptions({
    queryKey: reservationKeys.rows('dispatch-board', date ?? 'today'),
    queryFn: async ({ signal }) =>
      (await api.get<DataResponse<DispatchBoard>>(`/dispatch/board${date ? `?date=${date}` : ''}`, { signal })).data,
    refetchInterval: DUTY_REFRESH_MS,
    placeholderData: (previous) => previous,
  });
