import type { ListResponse, SavedAddress } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addressKeys } from '../../../lib/query-keys';

/** `GET /account/addresses`: the signed-in person's address book, most recently used first (issue 25). */
export const savedAddressesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: addressKeys.list({ userId }),
    queryFn: ({ signal }) => api.get<ListResponse<SavedAddress>>('/account/addresses', { signal }),
  });
