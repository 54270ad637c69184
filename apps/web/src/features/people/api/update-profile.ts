import type { UpdateProfileInput, User } from '@livery/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { put } from '../../../lib/api-client';
import { ApiRequestError, unwrap } from '../../../lib/api-error';
import type { DataResponse } from '../../../lib/api-types';
import { USERS_QUERY_KEY } from './get-users';

/** Sends the `version` it was read at: someone else's change in between is a 409. */
export async function updateProfile(id: number, input: UpdateProfileInput): Promise<User> {
  return unwrap(await put<DataResponse<User>>(`/users/${id}`, input)).data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateProfileInput }) => updateProfile(id, input),
    onSuccess: async () => {
      toast.success('Profile saved');
      await queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    },
    onError: async (error) => {
      if (error instanceof ApiRequestError && error.code === 'CONFLICT') {
        await queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
      }
    },
  });
}
