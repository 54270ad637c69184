import { mdiShieldKey } from '@mdi/js';
import {
  accessListQuerySchema,
  createRoleSchema,
  groupByArea,
  permissionSentence,
  type PermissionRecord,
  type Role,
} from '@livery/domain';
import { useMemo } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useAssignRolePermissions } from '../api/assign-role-permissions';
import { useCreateRole } from '../api/create-role';
import { getPermissions } from '../api/permissions';
import { getRoles } from '../api/roles';
import { accessKeys, wholeListSource } from '../api/whole-list';
import { AccessList, type AccessListConfig } from './access-list';

const NAME_FIELD = [{ name: 'name', label: 'Name', required: true, autoComplete: 'off' }] as const;

/** The permissions by area, each with the sentence that says what it allows (issue 38 item 23). */
const permissionGroups = (permissions: readonly PermissionRecord[]) =>
  groupByArea(permissions.map((permission) => ({ ...permission, description: permissionSentence(permission.name) })));

/** Settings › Roles: Name, Created At; create; assign permissions (grouped by area, pre-ticked). */
export function RolesList() {
  const { mutateAsync: create } = useCreateRole();
  const { mutateAsync: assign } = useAssignRolePermissions();
  const config = useMemo<AccessListConfig<Role, PermissionRecord>>(
    () => ({
      label: 'Roles',
      noun: 'role',
      source: wholeListSource('roles', accessListQuerySchema, getRoles),
      exportCsv: { path: '/roles/export.csv', permission: 'roles:view', fileName: 'roles.csv' },
      permissions: { create: 'roles:create', assign: 'roles:assign' },
      renderCreate: ({ open, onClose }) => (
        <FormDialog
          open={open}
          title="Add role"
          schema={createRoleSchema}
          defaultValues={{ name: '' }}
          fields={NAME_FIELD}
          onSubmit={create}
          onClose={onClose}
        />
      ),
      assign: {
        label: 'Assign permissions',
        icon: mdiShieldKey,
        title: (role) => `Permissions of ${role.name}`,
        optionsKey: accessKeys.one('permissions'),
        fetchOptions: (signal) => getPermissions({}, signal),
        groups: permissionGroups,
        selected: (role) => role.Permissions.map((p) => p.id),
        save: (role, permissionIds) => assign({ roleId: role.id, permissionIds }),
      },
    }),
    [create, assign],
  );
  return <AccessList config={config} />;
}
