import { mdiDelete, mdiImage, mdiPencil } from '@mdi/js';
import type { Car } from '@livery/domain';
import { useMemo } from 'react';
import {
  ACTIVE_STATUS_FILTER,
  ActiveToggle,
  DataTable,
  type DataTableColumn,
  type RowAction,
} from '../../../components/data-table';
import { ConfirmDialog, useDialogState } from '../../../components/form-dialog';
import { carsApi } from '../api/cars-api';
import { CarFormDialog } from './car-form-dialog';
import { CarImageDialog } from './car-image-dialog';

type CarDialog =
  { kind: 'create' } | { kind: 'edit'; car: Car } | { kind: 'delete'; car: Car } | { kind: 'image'; car: Car };

const SOURCE = { queryOptions: carsApi.listQueryOptions };
const FILTERS = [ACTIVE_STATUS_FILTER];
const EXPORT = { path: '/cars/export.csv', permission: 'cars:view', fileName: 'cars.csv' } as const;

/**
 * SPEC §2 Cars: Name, To Add, To Multiply, Minimum Rate, Number of Cars, Number of bags, Number of passengers,
 * Active, Created At; actions create, edit, delete, view image.
 */
export function CarsList() {
  const dialog = useDialogState<CarDialog>();
  const remove = carsApi.useDelete();
  const { mutateAsync: toggleActive } = carsApi.useToggleActive();
  const { open } = dialog;
  const editing = dialog.valueOf('edit')?.car;
  const deleting = dialog.valueOf('delete')?.car;
  const viewing = dialog.valueOf('image')?.car;

  const columns = useMemo<DataTableColumn<Car>[]>(
    () => [
      { field: 'name', headerName: 'Name', sortable: true },
      { field: 'toAdd', headerName: 'To Add', type: 'currency', sortable: true },
      { field: 'toMultiply', headerName: 'To Multiply', type: 'currency', sortable: true },
      { field: 'minimumRate', headerName: 'Minimum Rate', type: 'currency', sortable: true },
      { field: 'quantity', headerName: 'Number of Cars', type: 'number', sortable: true },
      { field: 'maxBags', headerName: 'Number of bags', type: 'number', sortable: true },
      { field: 'maxPassenger', headerName: 'Number of passengers', type: 'number', sortable: true },
      {
        field: 'isActive',
        headerName: 'Active',
        sortable: true,
        render: (car) => (
          <ActiveToggle
            checked={car.isActive}
            label={car.name}
            permission="cars:edit"
            onChange={(isActive) => toggleActive({ row: car, isActive })}
          />
        ),
      },
      { field: 'createdAt', headerName: 'Created At', type: 'date', sortable: true },
    ],
    [toggleActive],
  );
  const rowActions = useMemo<RowAction<Car>[]>(
    () => [
      {
        label: 'View image',
        icon: mdiImage,
        permission: 'cars:view-image',
        onClick: (car) => open({ kind: 'image', car }),
      },
      { label: 'Edit', icon: mdiPencil, permission: 'cars:edit', onClick: (car) => open({ kind: 'edit', car }) },
      { label: 'Delete', icon: mdiDelete, permission: 'cars:delete', onClick: (car) => open({ kind: 'delete', car }) },
    ],
    [open],
  );
  const create = useMemo(
    () => ({ permission: 'cars:create' as const, onClick: () => open({ kind: 'create' }) }),
    [open],
  );

  return (
    <>
      <DataTable
        label="Cars"
        columns={columns}
        source={SOURCE}
        rowActions={rowActions}
        filters={FILTERS}
        create={create}
        exportCsv={EXPORT}
        defaultSort="-createdAt"
        searchLabel="Search cars"
      />
      <CarFormDialog open={dialog.isOpen('create')} onClose={dialog.close} />
      {editing && <CarFormDialog open={dialog.isOpen('edit')} car={editing} onClose={dialog.close} />}
      <CarImageDialog open={dialog.isOpen('image')} car={viewing} onClose={dialog.close} />
      <ConfirmDialog
        open={dialog.isOpen('delete')}
        title={`Delete car ${deleting?.name ?? ''}?`}
        confirmLabel="Delete"
        confirmColor="error"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : Promise.resolve())}
        onClose={dialog.close}
      />
    </>
  );
}
