import type { DataResponse } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * `POST /users/{id}/ssn/reveal` (drivers:edit): a driver's SSN in clear, each call written to the audit trail
 * (decision 056). A mutation, never a query: nothing refetches it on focus or keeps it in the cache.
 */
export const useRevealSsn = () =>
  useApiMutation({
    mutationFn: async (id: number) =>
      (await api.post<DataResponse<{ socialSecurityNumber: string }>>(`/users/${id}/ssn/reveal`)).data
        .socialSecurityNumber,
  });
