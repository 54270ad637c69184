import { api } from '../../../lib/api-client';
import { addressKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** `DELETE /account/addresses/{id}` (204): the address is no longer saved nor suggested. */
export const useDeleteSavedAddress = () =>
  useApiMutation({
    mutationFn: async (id: number) => {
      await api.delete<unknown>(`/account/addresses/${id}`);
    },
    success: 'Address deleted',
    invalidates: [addressKeys.all],
  });
