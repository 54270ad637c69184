import type { DataResponse, SavedAddress, SavedAddressUpdate } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { addressKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * `PATCH /account/addresses/{id}`: names a saved address ("Home", "Office") or takes its name away (null). The
 * address book and the suggestions that list it are refreshed.
 */
export const useRenameSavedAddress = () =>
  useApiMutation({
    mutationFn: async ({ id, input }: { id: number; input: SavedAddressUpdate }) =>
      (await api.patch<DataResponse<SavedAddress>>(`/account/addresses/${id}`, input)).data,
    success: ({ label }) => (label ? `Address named ${label}` : 'Name removed'),
    invalidates: [addressKeys.all],
  });
