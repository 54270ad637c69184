import type { CreateUserWithRolesInput, User } from '@livery/domain';
import { api } from '../../../lib/api-client';
import type { DataResponse } from '../../../lib/api-types';
import { data, useAccessMutation } from './access-mutation';

export const useCreateUserWithRoles = () =>
  useAccessMutation(
    (input: CreateUserWithRolesInput) =>
      data(api.post<DataResponse<User>>('/users/create-user-and-assign-roles', input)),
    'User created with roles; a set-password e-mail is on its way',
  );
