import type { CreateUserInput, User } from '@livery/domain';
import { api } from '../../../lib/api-client';
import type { DataResponse } from '../../../lib/api-types';
import { data, useAccessMutation } from './access-mutation';

export const useCreateStaffUser = () =>
  useAccessMutation(
    (input: CreateUserInput) => data(api.post<DataResponse<User>>('/users', input)),
    'User created; a set-password e-mail is on its way',
  );
