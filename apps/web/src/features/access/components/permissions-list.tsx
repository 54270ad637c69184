import { mdiAccountGroup } from '@mdi/js';
import { accessListQuerySchema, createPermissionSchema, type PermissionRecord, type Role } from '@livery/domain';
import { useMemo } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useAssignPermissionRoles } from '../api/assign-permission-roles';
import { useCreatePermission } from '../api/create-permission';
import { getPermissions } from '../api/permissions';
import { getRoles } from '../api/roles';
import { accessKeys, wholeListSource } from '../api/whole-list';
import { AccessList, type AccessListConfig } from './access-list';

const NAME_FIELD = [
  { name: 'name', label: 'Name', required: true, autoComplete: 'off', helperText: 'area:action, e.g. reports:view' },
] as const;

/** Settings › Permissions: Name, Created At; create; assign to roles (pre-ticked). */
export function PermissionsList() {
  const { mutateAsync: create } = useCreatePermission();
  const { mutateAsync: assign } = useAssignPermissionRoles();
  const config = useMemo<AccessListConfig<PermissionRecord, Role>>(
    () => ({
      label: 'Permissions',
      noun: 'permission',
      source: wholeListSource('permissions', accessListQuerySchema, getPermissions),
      exportCsv: { path: '/permissions/export.csv', permission: 'permissions:view', fileName: 'permissions.csv' },
      permissions: { create: 'permissions:create', assign: 'permissions:assign' },
      renderCreate: ({ open, onClose }) => (
        <FormDialog
          open={open}
          title="Add permission"
          schema={createPermissionSchema}
          defaultValues={{ name: '' }}
          fields={NAME_FIELD}
          onSubmit={create}
          onClose={onClose}
        />
      ),
      assign: {
        label: 'Assign to roles',
        icon: mdiAccountGroup,
        title: (permission) => `Roles holding ${permission.name}`,
        optionsKey: accessKeys.one('roles'),
        fetchOptions: (signal) => getRoles({}, signal),
        groups: (roles) => [[null, roles]],
        selected: (permission) => permission.Roles.map((r) => r.id),
        save: (permission, roleIds) => assign({ permissionId: permission.id, roleIds }),
      },
    }),
    [create, assign],
  );
  return <AccessList config={config} />;
}
