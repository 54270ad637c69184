import type { CreateUserInput, User } from '@livery/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { post } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import type { DataResponse } from '../../../lib/api-types';
import { USERS_QUERY_KEY } from './get-users';

export async function createUser(input: CreateUserInput): Promise<User> {
  return unwrap(await post<DataResponse<User>>('/users', input)).data;
}

export function useCreateUser(noun: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async () => {
      toast.success(`${noun} created; a set-password e-mail is on its way`);
      await queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    },
  });
}
