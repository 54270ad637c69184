import type {
  CreatePermissionInput,
  CreateRoleInput,
  CreateUserInput,
  CreateUserWithRolesInput,
  PermissionRecord,
  Role,
  User,
  UserWithRoles,
} from '@livery/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { post, put, type ApiResult } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import type { DataResponse } from '../../../lib/api-types';
import { ACCESS_QUERY_KEY } from './access-lists';

/** A mutation that toasts and refreshes the roles, permissions and users-with-roles lists. */
function useAccessMutation<I, O>(fn: (input: I) => Promise<O>, message: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: ACCESS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}

const data = async <T>(call: Promise<ApiResult<DataResponse<T>>>): Promise<T> => unwrap(await call).data;

export const useCreateRole = () =>
  useAccessMutation((input: CreateRoleInput) => data<Role>(post<DataResponse<Role>>('/roles', input)), 'Role created');
export const useCreatePermission = () =>
  useAccessMutation(
    (input: CreatePermissionInput) =>
      data<PermissionRecord>(post<DataResponse<PermissionRecord>>('/permissions', input)),
    'Permission created',
  );
export const useAssignRolePermissions = () =>
  useAccessMutation(
    ({ roleId, permissionIds }: { roleId: number; permissionIds: number[] }) =>
      data<Role>(put<DataResponse<Role>>(`/roles/${roleId}/permissions`, { permissionIds })),
    'Permissions saved',
  );
export const useAssignPermissionRoles = () =>
  useAccessMutation(
    ({ permissionId, roleIds }: { permissionId: number; roleIds: number[] }) =>
      data<PermissionRecord>(
        put<DataResponse<PermissionRecord>>(`/permissions/${permissionId}/assign-to-roles`, { roleIds }),
      ),
    'Roles saved',
  );
export const useAssignUserRoles = () =>
  useAccessMutation(
    ({ userId, roleIds }: { userId: number; roleIds: number[] }) =>
      data<UserWithRoles>(put<DataResponse<UserWithRoles>>(`/roles/users/${userId}`, { roleIds })),
    'Roles saved',
  );
export const useCreateStaffUser = () =>
  useAccessMutation(
    (input: CreateUserInput) => data<User>(post<DataResponse<User>>('/users', input)),
    'User created; a set-password e-mail is on its way',
  );
export const useCreateUserWithRoles = () =>
  useAccessMutation(
    (input: CreateUserWithRolesInput) =>
      data<User>(post<DataResponse<User>>('/users/create-user-and-assign-roles', input)),
    'User created with roles; a set-password e-mail is on its way',
  );
