import { mdiShieldKey } from '@mdi/js';
import { createRoleSchema, groupByArea, type Role } from '@livery/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AssignDialog } from '../../../components/assign-dialog/assign-dialog';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table';
import { FormDialog, useDialogState } from '../../../components/form-dialog';
import { allPermissionsQueryOptions, getRoles, wholeListSource } from '../api/access-lists';
import { useAssignRolePermissions, useCreateRole } from '../api/access-mutations';

const COLUMNS: readonly DataTableColumn<Role>[] = [
  { field: 'name', headerName: 'Name', sortable: true, flex: 2 },
  { field: 'createdAt', headerName: 'Created At', type: 'date', sortable: true },
];
const SOURCE = wholeListSource('roles', getRoles);
const NAME_FIELD = [{ name: 'name', label: 'Name', required: true, autoComplete: 'off' }] as const;

type RolesDialog = { kind: 'create' } | { kind: 'assign'; role: Role };

/** Settings › Roles: Name, Created At; create; assign permissions (grouped by area, pre-ticked). */
const EXPORT = { path: '/roles/export.csv', permission: 'roles:view', fileName: 'roles.csv' } as const;

export function RolesList() {
  const dialog = useDialogState<RolesDialog>();
  const create = useCreateRole();
  const assign = useAssignRolePermissions();
  const { open } = dialog;
  const assigning = dialog.valueOf('assign')?.role;
  const permissions = useQuery({ ...allPermissionsQueryOptions(), enabled: dialog.isOpen('assign') });
  const groups = useMemo(() => groupByArea(permissions.data?.dataItems ?? []), [permissions.data]);

  const rowActions = useMemo<RowAction<Role>[]>(
    () => [
      {
        label: 'Assign permissions',
        icon: mdiShieldKey,
        permission: 'roles:assign',
        onClick: (role) => open({ kind: 'assign', role }),
      },
    ],
    [open],
  );
  const createAction = useMemo(
    () => ({ permission: 'roles:create' as const, onClick: () => open({ kind: 'create' }) }),
    [open],
  );

  return (
    <>
      <DataTable
        label="Roles"
        columns={COLUMNS}
        source={SOURCE}
        rowActions={rowActions}
        create={createAction}
        exportCsv={EXPORT}
        defaultSort="name"
        searchLabel="Search roles"
      />
      <FormDialog
        open={dialog.isOpen('create')}
        title="Add role"
        schema={createRoleSchema}
        defaultValues={{ name: '' }}
        fields={NAME_FIELD}
        onSubmit={(input) => create.mutateAsync(input)}
        onClose={dialog.close}
      />
      {assigning && (
        <AssignDialog
          key={assigning.id}
          open={dialog.isOpen('assign')}
          title={`Permissions of ${assigning.name}`}
          groups={groups}
          selected={assigning.Permissions.map((p) => p.id)}
          isLoading={permissions.isPending}
          onSave={(permissionIds) => assign.mutateAsync({ roleId: assigning.id, permissionIds })}
          onClose={dialog.close}
        />
      )}
    </>
  );
}
