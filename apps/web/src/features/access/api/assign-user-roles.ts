import type { UserWithRoles } from '@livery/domain';
import { api } from '../../../lib/api-client';
import type { DataResponse } from '../../../lib/api-types';
import { data, useAccessMutation } from './access-mutation';

export const useAssignUserRoles = () =>
  useAccessMutation(
    ({ userId, roleIds }: { userId: number; roleIds: number[] }) =>
      data(api.put<DataResponse<UserWithRoles>>(`/roles/users/${userId}`, { roleIds })),
    'Roles saved',
  );
