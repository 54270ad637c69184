import type { ListResponse } from '@livery/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { referenceKeys } from '../../../lib/query-keys';

export interface AffiliateLookup {
  id: number;
  name: string;
}

/** Affiliates whose name holds the search, for step 3 (`GET /reservations/lookups/affiliates`, search-affiliate). */
export const useAffiliateSearch = (search: string) =>
  useQuery({
    queryKey: referenceKeys.bookingLookup('affiliates', search),
    queryFn: async ({ signal }) =>
      (
        await api.get<ListResponse<AffiliateLookup>>(
          `/reservations/lookups/affiliates?${new URLSearchParams({ search, limit: '10' })}`,
          { signal },
        )
      ).dataItems,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
