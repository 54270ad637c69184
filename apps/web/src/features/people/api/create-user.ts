import type { CreateUserInput, DataResponse, User } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { userKeys } from './user-keys';

/** `POST /users`: a customer or a driver; they get a set-password e-mail. */
export const useCreateUser = (noun: string) =>
  useApiMutation({
    mutationFn: async (input: CreateUserInput) => (await api.post<DataResponse<User>>('/users', input)).data,
    success: `${noun} created; a set-password e-mail is on its way`,
    invalidates: [userKeys.all],
  });
