import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { affiliatesApi } from '../../affiliates';

/** Affiliates whose name holds the search (`GET /affiliates?search=`), for step 3. */
export const useAffiliateSearch = (search: string) =>
  useQuery({
    queryKey: [...affiliatesApi.keys.all, 'booking-search', search],
    queryFn: async ({ signal }) => (await affiliatesApi.getList({ search, limit: 10, offset: 0 }, signal)).dataItems,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
