import type { CreateRoleInput, Role } from '@livery/domain';
import { api } from '../../../lib/api-client';
import type { DataResponse } from '../../../lib/api-types';
import { data, useAccessMutation } from './access-mutation';

export const useCreateRole = () =>
  useAccessMutation((input: CreateRoleInput) => data(api.post<DataResponse<Role>>('/roles', input)), 'Role created');
