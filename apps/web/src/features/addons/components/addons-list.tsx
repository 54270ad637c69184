import type { Addon } from '@livery/domain';
import { useMemo } from 'react';
import { ACTIVE_STATUS_FILTER, activeColumn, DataTable, type DataTableColumn } from '../../../components/data-table';
import { useCrudActions } from '../../../components/crud';
import { ConfirmDialog } from '../../../components/form-dialog';
import { addonsApi } from '../api/addons-api';
import { AddonFormDialog } from './addon-form-dialog';

const PERMISSIONS = { create: 'addons:create', edit: 'addons:edit', delete: 'addons:delete' } as const;
const FILTERS = [ACTIVE_STATUS_FILTER];
const EXPORT = { path: '/addons/export.csv', permission: 'addons:view', fileName: 'addons.csv' } as const;

/** SPEC §2 Addons: Name, Percentage, Amount, Active (toggle), Created At, Actions. */
export function AddonsList() {
  const remove = addonsApi.useDelete();
  const crud = useCrudActions<Addon>({
    noun: 'addon',
    nameOf: (addon) => addon.name,
    permissions: PERMISSIONS,
    remove: remove.mutateAsync,
  });
  const toggle = addonsApi.useToggleActive();
  const { mutateAsync: toggleActive } = toggle;

  const columns = useMemo<DataTableColumn<Addon>[]>(
    () => [
      { field: 'name', headerName: 'Name', sortable: true, flex: 2 },
      { field: 'percentage', headerName: 'Percentage', type: 'percent', sortable: true },
      { field: 'amount', headerName: 'Amount', type: 'currency', sortable: true },
      activeColumn<Addon>({
        permission: 'addons:edit',
        nameOf: (addon) => addon.name,
        onToggle: (row, isActive) => toggleActive({ row, isActive }),
      }),
      { field: 'createdAt', headerName: 'Created At', type: 'date', sortable: true },
    ],
    [toggleActive],
  );

  return (
    <>
      <DataTable
        label="Addons"
        columns={columns}
        source={addonsApi.listSource}
        rowActions={crud.rowActions}
        filters={FILTERS}
        create={crud.create}
        exportCsv={EXPORT}
        defaultSort="-createdAt"
        searchLabel="Search addons"
      />
      <AddonFormDialog open={crud.isOpen('create')} onClose={crud.close} />
      {crud.editing && <AddonFormDialog open={crud.isOpen('edit')} row={crud.editing} onClose={crud.close} />}
      <ConfirmDialog {...crud.confirmDelete} />
    </>
  );
}
