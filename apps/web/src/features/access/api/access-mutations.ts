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
import { api } from '../../../lib/api-client';
import type { DataResponse } from '../../../lib/api-types';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { userKeys } from '../../people';
import { accessKeys } from './access-lists';

/** A mutation that toasts and refreshes the roles, permissions and users-with-roles lists (and the users'). */
const useAccessMutation = <I, O>(fn: (input: I) => Promise<O>, message: string) =>
  useApiMutation({ mutationFn: fn, success: message, invalidates: [accessKeys.all, userKeys.all] });

const data = async <T>(call: Promise<DataResponse<T>>): Promise<T> => (await call).data;

export const useCreateRole = () =>
  useAccessMutation((input: CreateRoleInput) => data(api.post<DataResponse<Role>>('/roles', input)), 'Role created');
export const useCreatePermission = () =>
  useAccessMutation(
    (input: CreatePermissionInput) => data(api.post<DataResponse<PermissionRecord>>('/permissions', input)),
    'Permission created',
  );
export const useAssignRolePermissions = () =>
  useAccessMutation(
    ({ roleId, permissionIds }: { roleId: number; permissionIds: number[] }) =>
      data(api.put<DataResponse<Role>>(`/roles/${roleId}/permissions`, { permissionIds })),
    'Permissions saved',
  );
export const useAssignPermissionRoles = () =>
  useAccessMutation(
    ({ permissionId, roleIds }: { permissionId: number; roleIds: number[] }) =>
      data(api.put<DataResponse<PermissionRecord>>(`/permissions/${permissionId}/assign-to-roles`, { roleIds })),
    'Roles saved',
  );
export const useAssignUserRoles = () =>
  useAccessMutation(
    ({ userId, roleIds }: { userId: number; roleIds: number[] }) =>
      data(api.put<DataResponse<UserWithRoles>>(`/roles/users/${userId}`, { roleIds })),
    'Roles saved',
  );
export const useCreateStaffUser = () =>
  useAccessMutation(
    (input: CreateUserInput) => data(api.post<DataResponse<User>>('/users', input)),
    'User created; a set-password e-mail is on its way',
  );
export const useCreateUserWithRoles = () =>
  useAccessMutation(
    (input: CreateUserWithRolesInput) =>
      data(api.post<DataResponse<User>>('/users/create-user-and-assign-roles', input)),
    'User created with roles; a set-password e-mail is on its way',
  );
