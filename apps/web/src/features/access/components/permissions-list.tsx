import { mdiAccountGroup } from '@mdi/js';
import {
  accessListQuerySchema,
  createPermissionSchema,
  permissionSentence,
  type PermissionRecord,
  type Role,
} from '@livery/domain';
import { useMemo } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useAssignPermissionRoles } from '../api/assign-permission-roles';
import { useCreatePermission } from '../api/create-permission';
import { getPermissions } from '../api/permissions';
import { getRoles } from '../api/roles';
import { accessKeys, wholeListSource } from '../api/whole-list';
import { AccessList, CREATED_AT_COLUMN, NAME_COLUMN, type AccessColumn, type AccessListConfig } from './access-list';

const NAME_FIELD = [
  { name: 'name', label: 'Name', required: true, autoComplete: 'off', helperText: 'area:action, e.g. reports:view' },
] as const;

/** A key an office added itself: no rule of Livery reads it until a screen or rule is built on it. */
export const UNKNOWN_KEY_SENTENCE = 'Added here: no screen or rule of Livery reads this key.';

/** Beside each key, what it lets its holder do (issue 38 item 23). */
const COLUMNS: readonly AccessColumn<PermissionRecord>[] = [
  NAME_COLUMN,
  {
    field: 'sentence',
    headerName: 'What it allows',
    flex: 4,
    value: (permission) => permissionSentence(permission.name) ?? UNKNOWN_KEY_SENTENCE,
  },
  CREATED_AT_COLUMN,
];

/** Settings › Permissions: Name, what it allows, Created At; create; assign to roles (pre-ticked). */
export function PermissionsList() {
  const { mutateAsync: create } = useCreatePermission();
  const { mutateAsync: assign } = useAssignPermissionRoles();
  const config = useMemo<AccessListConfig<PermissionRecord, Role>>(
    () => ({
      label: 'Permissions',
      noun: 'permission',
      source: wholeListSource('permissions', accessListQuerySchema, getPermissions),
      columns: COLUMNS,
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
