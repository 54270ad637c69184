import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usersListSource } from '../../people';

const customers = usersListSource('customer');

/** Customers whose name, e-mail or phone holds the search (`GET /users?role=customer&search=`), for step 3. */
export const useCustomerSearch = (search: string) =>
  useQuery({
    queryKey: [...customers.queryKey, 'booking-search', search],
    queryFn: async ({ signal }) => (await customers.fetchList({ search, limit: 10, offset: 0 }, signal)).dataItems,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
