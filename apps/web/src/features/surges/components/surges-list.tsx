import type { Surge } from '@livery/domain';
import { useMemo } from 'react';
import { ACTIVE_STATUS_FILTER, activeColumn, DataTable, type DataTableColumn } from '../../../components/data-table';
import { useCrudActions } from '../../../components/crud';
import { ConfirmDialog } from '../../../components/form-dialog';
import { surgesApi } from '../api/surges-api';
import { SurgeFormDialog } from './surge-form-dialog';

const PERMISSIONS = { create: 'surges:create', edit: 'surges:edit', delete: 'surges:delete' } as const;
const FILTERS = [ACTIVE_STATUS_FILTER];
const EXPORT = { path: '/surges/export.csv', permission: 'surges:view', fileName: 'surges.csv' } as const;

/** SPEC §2 Surges: Name, From, To (date only), Percentage, Amount, Description, Active, Created At, Actions. */
export function SurgesList() {
  const remove = surgesApi.useDelete();
  const crud = useCrudActions<Surge>({
    noun: 'surge',
    nameOf: (surge) => surge.name,
    permissions: PERMISSIONS,
    remove: remove.mutateAsync,
  });
  const { mutateAsync: toggleActive } = surgesApi.useToggleActive();

  const columns = useMemo<DataTableColumn<Surge>[]>(
    () => [
      { field: 'name', headerName: 'Name', sortable: true, flex: 2 },
      { field: 'from', headerName: 'From', type: 'date', sortable: true },
      { field: 'to', headerName: 'To', type: 'date', sortable: true },
      { field: 'percentage', headerName: 'Percentage', type: 'percent', sortable: true },
      { field: 'amount', headerName: 'Amount', type: 'currency', sortable: true },
      { field: 'description', headerName: 'Description', sortable: true, flex: 2 },
      activeColumn<Surge>({
        permission: 'surges:edit',
        nameOf: (surge) => surge.name,
        onToggle: (row, isActive) => toggleActive({ row, isActive }),
      }),
      { field: 'createdAt', headerName: 'Created At', type: 'date', sortable: true },
    ],
    [toggleActive],
  );

  return (
    <>
      <DataTable
        label="Surges"
        columns={columns}
        source={surgesApi.listSource}
        rowActions={crud.rowActions}
        filters={FILTERS}
        create={crud.create}
        exportCsv={EXPORT}
        defaultSort="-createdAt"
        searchLabel="Search surges"
      />
      <SurgeFormDialog open={crud.isOpen('create')} onClose={crud.close} />
      {crud.editing && <SurgeFormDialog open={crud.isOpen('edit')} row={crud.editing} onClose={crud.close} />}
      <ConfirmDialog {...crud.confirmDelete} />
    </>
  );
}
