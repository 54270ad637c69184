import type { DataResponse } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { userKeys } from './user-keys';

/** `DELETE /users/{id}`. */
export const useDeleteUser = (noun: string) =>
  useApiMutation({
    mutationFn: async (id: number) => (await api.delete<DataResponse<{ id: number }>>(`/users/${id}`)).data,
    success: `${noun} deleted`,
    invalidates: [userKeys.all],
  });
