import type { PermissionRecord } from '@livery/domain';
import { api } from '../../../lib/api-client';
import type { DataResponse } from '../../../lib/api-types';
import { data, useAccessMutation } from './access-mutation';

export const useAssignPermissionRoles = () =>
  useAccessMutation(
    ({ permissionId, roleIds }: { permissionId: number; roleIds: number[] }) =>
      data(api.put<DataResponse<PermissionRecord>>(`/permissions/${permissionId}/assign-to-roles`, { roleIds })),
    'Roles saved',
  );
