import type { Role } from '@livery/domain';
import { api } from '../../../lib/api-client';
import type { DataResponse } from '../../../lib/api-types';
import { data, useAccessMutation } from './access-mutation';

export const useAssignRolePermissions = () =>
  useAccessMutation(
    ({ roleId, permissionIds }: { roleId: number; permissionIds: number[] }) =>
      data(api.put<DataResponse<Role>>(`/roles/role-permissions/${roleId}`, { permissionIds })),
    'Permissions saved',
  );
