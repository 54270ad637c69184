import { mdiAccountGroup } from '@mdi/js';
import { createPermissionSchema, type PermissionRecord } from '@livery/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AssignDialog } from '../../../components/assign-dialog/assign-dialog';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table';
import { FormDialog, useDialogState } from '../../../components/form-dialog';
import { allRolesQueryOptions, getPermissions, wholeListSource } from '../api/access-lists';
import { useAssignPermissionRoles, useCreatePermission } from '../api/access-mutations';

const COLUMNS: readonly DataTableColumn<PermissionRecord>[] = [
  { field: 'name', headerName: 'Name', sortable: true, flex: 2 },
  { field: 'createdAt', headerName: 'Created At', type: 'date', sortable: true },
];
const SOURCE = wholeListSource('permissions', getPermissions);
const NAME_FIELD = [
  { name: 'name', label: 'Name', required: true, autoComplete: 'off', helperText: 'area:action, e.g. reports:view' },
] as const;

type PermissionsDialog = { kind: 'create' } | { kind: 'assign'; permission: PermissionRecord };

/** Settings › Permissions: Name, Created At; create; assign to roles (pre-ticked). */
const EXPORT = {
  path: '/permissions/export.csv',
  permission: 'permissions:view',
  fileName: 'permissions.csv',
} as const;

export function PermissionsList() {
  const dialog = useDialogState<PermissionsDialog>();
  const create = useCreatePermission();
  const assign = useAssignPermissionRoles();
  const { open } = dialog;
  const assigning = dialog.valueOf('assign')?.permission;
  const roles = useQuery({ ...allRolesQueryOptions(), enabled: dialog.isOpen('assign') });

  const rowActions = useMemo<RowAction<PermissionRecord>[]>(
    () => [
      {
        label: 'Assign to roles',
        icon: mdiAccountGroup,
        permission: 'permissions:assign',
        onClick: (permission) => open({ kind: 'assign', permission }),
      },
    ],
    [open],
  );
  const createAction = useMemo(
    () => ({ permission: 'permissions:create' as const, onClick: () => open({ kind: 'create' }) }),
    [open],
  );

  return (
    <>
      <DataTable
        label="Permissions"
        columns={COLUMNS}
        source={SOURCE}
        exportCsv={EXPORT}
        rowActions={rowActions}
        create={createAction}
        defaultSort="name"
        searchLabel="Search permissions"
      />
      <FormDialog
        open={dialog.isOpen('create')}
        title="Add permission"
        schema={createPermissionSchema}
        defaultValues={{ name: '' }}
        fields={NAME_FIELD}
        onSubmit={(input) => create.mutateAsync(input)}
        onClose={dialog.close}
      />
      {assigning && (
        <AssignDialog
          key={assigning.id}
          open={dialog.isOpen('assign')}
          title={`Roles holding ${assigning.name}`}
          groups={[[null, roles.data?.dataItems ?? []]]}
          selected={assigning.Roles.map((r) => r.id)}
          isLoading={roles.isPending}
          onSave={(roleIds) => assign.mutateAsync({ permissionId: assigning.id, roleIds })}
          onClose={dialog.close}
        />
      )}
    </>
  );
}
