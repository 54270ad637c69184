import type { DataResponse } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { referenceKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

interface Marking {
  id: number;
  code: string;
  international: boolean;
}

/** `PUT /airports/{id}/international` (decision 094): pickups at the airport take the international wait grace. */
export const useSetAirportInternational = () =>
  useApiMutation({
    mutationFn: ({ id, international }: Marking) =>
      api.put<DataResponse<{ id: number; international: boolean }>>(`/airports/${id}/international`, {
        international,
      }),
    success: (_done, { code, international }) =>
      international ? `${code} is an international airport` : `${code} is a domestic airport`,
    invalidates: [referenceKeys.airports],
    toastErrors: true,
  });
