import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { del } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import type { DataResponse } from '../../../lib/api-types';
import { USERS_QUERY_KEY } from './get-users';

export async function deleteUser(id: number): Promise<{ id: number }> {
  return unwrap(await del<DataResponse<{ id: number }>>(`/users/${id}`)).data;
}

export function useDeleteUser(noun: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async () => {
      toast.success(`${noun} deleted`);
      await queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    },
  });
}
