import { mdiDelete, mdiPencil } from '@mdi/js';
import type { Addon } from '@livery/domain';
import { useMemo } from 'react';
import {
  ACTIVE_STATUS_FILTER,
  ActiveToggle,
  DataTable,
  type DataTableColumn,
  type RowAction,
} from '../../../components/data-table';
import { ConfirmDialog, useDialogState } from '../../../components/form-dialog';
import { addonsApi } from '../api/addons-api';
import { AddonFormDialog } from './addon-form-dialog';

type AddonDialog = { kind: 'create' } | { kind: 'edit'; addon: Addon } | { kind: 'delete'; addon: Addon };

const SOURCE = { queryOptions: addonsApi.listQueryOptions };
const FILTERS = [ACTIVE_STATUS_FILTER];
const EXPORT = { path: '/addons/export.csv', permission: 'addons:view', fileName: 'addons.csv' } as const;

/** SPEC §2 Addons: Name, Percentage, Amount, Active (toggle), Created At, Actions. */
export function AddonsList() {
  const dialog = useDialogState<AddonDialog>();
  const remove = addonsApi.useDelete();
  const toggle = addonsApi.useToggleActive();
  const { open } = dialog;
  const editing = dialog.valueOf('edit')?.addon;
  const deleting = dialog.valueOf('delete')?.addon;
  const { mutateAsync: toggleActive } = toggle;

  const columns = useMemo<DataTableColumn<Addon>[]>(
    () => [
      { field: 'name', headerName: 'Name', sortable: true, flex: 2 },
      { field: 'percentage', headerName: 'Percentage', type: 'percent', sortable: true },
      { field: 'amount', headerName: 'Amount', type: 'currency', sortable: true },
      {
        field: 'isActive',
        headerName: 'Active',
        sortable: true,
        render: (addon) => (
          <ActiveToggle
            checked={addon.isActive}
            label={addon.name}
            permission="addons:edit"
            onChange={(isActive) => toggleActive({ row: addon, isActive })}
          />
        ),
      },
      { field: 'createdAt', headerName: 'Created At', type: 'date', sortable: true },
    ],
    [toggleActive],
  );
  const rowActions = useMemo<RowAction<Addon>[]>(
    () => [
      { label: 'Edit', icon: mdiPencil, permission: 'addons:edit', onClick: (addon) => open({ kind: 'edit', addon }) },
      {
        label: 'Delete',
        icon: mdiDelete,
        permission: 'addons:delete',
        onClick: (addon) => open({ kind: 'delete', addon }),
      },
    ],
    [open],
  );
  const create = useMemo(
    () => ({ permission: 'addons:create' as const, onClick: () => open({ kind: 'create' }) }),
    [open],
  );

  return (
    <>
      <DataTable
        label="Addons"
        columns={columns}
        source={SOURCE}
        rowActions={rowActions}
        filters={FILTERS}
        create={create}
        exportCsv={EXPORT}
        defaultSort="-createdAt"
        searchLabel="Search addons"
      />
      <AddonFormDialog open={dialog.isOpen('create')} onClose={dialog.close} />
      {editing && <AddonFormDialog open={dialog.isOpen('edit')} addon={editing} onClose={dialog.close} />}
      <ConfirmDialog
        open={dialog.isOpen('delete')}
        title={`Delete addon ${deleting?.name ?? ''}?`}
        confirmLabel="Delete"
        confirmColor="error"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : Promise.resolve())}
        onClose={dialog.close}
      />
    </>
  );
}
