import type { CustomerLookup, ListResponse } from '@livery/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { referenceKeys } from '../../../lib/query-keys';

/**
 * Customers whose name, e-mail or phone holds the search, for step 3 (`GET /reservations/lookups/customers`,
 * `reservations:search-user`; the Customers screen's list needs `customers:view`).
 */
export const useCustomerSearch = (search: string) =>
  useQuery({
    queryKey: referenceKeys.bookingLookup('customers', search),
    queryFn: async ({ signal }) =>
      (
        await api.get<ListResponse<CustomerLookup>>(
          `/reservations/lookups/customers?${new URLSearchParams({ search, limit: '10' })}`,
          { signal },
        )
      ).dataItems,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
