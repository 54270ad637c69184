import { mdiDelete, mdiPencil } from '@mdi/js';
import type { Surge } from '@livery/domain';
import { useMemo } from 'react';
import {
  ACTIVE_STATUS_FILTER,
  ActiveToggle,
  DataTable,
  type DataTableColumn,
  type RowAction,
} from '../../../components/data-table';
import { ConfirmDialog, useDialogState } from '../../../components/form-dialog';
import { surgesApi } from '../api/surges-api';
import { SurgeFormDialog } from './surge-form-dialog';

type SurgeDialog = { kind: 'create' } | { kind: 'edit'; surge: Surge } | { kind: 'delete'; surge: Surge };

const SOURCE = { queryOptions: surgesApi.listQueryOptions };
const FILTERS = [ACTIVE_STATUS_FILTER];
const EXPORT = { path: '/surges/export.csv', permission: 'surges:view', fileName: 'surges.csv' } as const;

/** SPEC §2 Surges: Name, From, To (date only), Percentage, Amount, Description, Active, Created At, Actions. */
export function SurgesList() {
  const dialog = useDialogState<SurgeDialog>();
  const remove = surgesApi.useDelete();
  const { mutateAsync: toggleActive } = surgesApi.useToggleActive();
  const { open } = dialog;
  const editing = dialog.valueOf('edit')?.surge;
  const deleting = dialog.valueOf('delete')?.surge;

  const columns = useMemo<DataTableColumn<Surge>[]>(
    () => [
      { field: 'name', headerName: 'Name', sortable: true, flex: 2 },
      { field: 'from', headerName: 'From', type: 'date', sortable: true },
      { field: 'to', headerName: 'To', type: 'date', sortable: true },
      { field: 'percentage', headerName: 'Percentage', type: 'percent', sortable: true },
      { field: 'amount', headerName: 'Amount', type: 'currency', sortable: true },
      { field: 'description', headerName: 'Description', sortable: true, flex: 2 },
      {
        field: 'isActive',
        headerName: 'Active',
        sortable: true,
        render: (surge) => (
          <ActiveToggle
            checked={surge.isActive}
            label={surge.name}
            permission="surges:edit"
            onChange={(isActive) => toggleActive({ row: surge, isActive })}
          />
        ),
      },
      { field: 'createdAt', headerName: 'Created At', type: 'date', sortable: true },
    ],
    [toggleActive],
  );
  const rowActions = useMemo<RowAction<Surge>[]>(
    () => [
      { label: 'Edit', icon: mdiPencil, permission: 'surges:edit', onClick: (surge) => open({ kind: 'edit', surge }) },
      {
        label: 'Delete',
        icon: mdiDelete,
        permission: 'surges:delete',
        onClick: (surge) => open({ kind: 'delete', surge }),
      },
    ],
    [open],
  );
  const create = useMemo(
    () => ({ permission: 'surges:create' as const, onClick: () => open({ kind: 'create' }) }),
    [open],
  );

  return (
    <>
      <DataTable
        label="Surges"
        columns={columns}
        source={SOURCE}
        rowActions={rowActions}
        filters={FILTERS}
        create={create}
        exportCsv={EXPORT}
        defaultSort="-createdAt"
        searchLabel="Search surges"
      />
      <SurgeFormDialog open={dialog.isOpen('create')} onClose={dialog.close} />
      {editing && <SurgeFormDialog open={dialog.isOpen('edit')} surge={editing} onClose={dialog.close} />}
      <ConfirmDialog
        open={dialog.isOpen('delete')}
        title={`Delete surge ${deleting?.name ?? ''}?`}
        confirmLabel="Delete"
        confirmColor="error"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : Promise.resolve())}
        onClose={dialog.close}
      />
    </>
  );
}
