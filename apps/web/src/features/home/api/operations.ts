import type { DataResponse, Operations } from '@livery/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';

/** How often the staff home asks again while it is open (and on every reservation change made from this tab). */
const REFRESH_MS = 60_000;

/** `GET /operations/today`: the staff home's figures, under the reservations key so any booking refreshes them. */
export const useTodaysOperations = () =>
  useQuery({
    queryKey: reservationKeys.operationsToday,
    queryFn: async ({ signal }) => (await api.get<DataResponse<Operations>>('/operations/today', { signal })).data,
    refetchInterval: REFRESH_MS,
  });
