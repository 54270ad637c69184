import { mdiImage } from '@mdi/js';
import type { Car } from '@livery/domain';
import { useMemo } from 'react';
import {
  ACTIVE_STATUS_FILTER,
  activeColumn,
  DataTable,
  type DataTableColumn,
  type RowAction,
} from '../../../components/data-table';
import { useCrudActions, type CrudDialog } from '../../../components/crud';
import { ConfirmDialog } from '../../../components/form-dialog';
import { carsApi } from '../api/cars-api';
import { CarFormDialog } from './car-form-dialog';
import { CarImageDialog } from './car-image-dialog';

const PERMISSIONS = { create: 'cars:create', edit: 'cars:edit', delete: 'cars:delete' } as const;
const FILTERS = [ACTIVE_STATUS_FILTER];
/** "View image" (cars:view-image) opens the car's image in a dialog. */
const carImageAction = (open: (dialog: CrudDialog<Car, 'image'>) => void): RowAction<Car>[] => [
  {
    label: 'View image',
    icon: mdiImage,
    permission: 'cars:view-image',
    onClick: (row) => open({ kind: 'image', row }),
  },
];
const EXPORT = { path: '/cars/export.csv', permission: 'cars:view', fileName: 'cars.csv' } as const;

/**
 * SPEC §2 Cars: Name, To Add, To Multiply, Minimum Rate, Number of Cars, Number of bags, Number of passengers,
 * Active, Created At; actions create, edit, delete, view image.
 */
export function CarsList() {
  const remove = carsApi.useDelete();
  const crud = useCrudActions<Car, 'image'>({
    noun: 'car',
    nameOf: (car) => car.name,
    permissions: PERMISSIONS,
    remove: remove.mutateAsync,
    extraActions: carImageAction,
  });
  const viewing = crud.rowOf('image');
  const { mutateAsync: toggleActive } = carsApi.useToggleActive();

  const columns = useMemo<DataTableColumn<Car>[]>(
    () => [
      { field: 'name', headerName: 'Name', sortable: true },
      { field: 'toAdd', headerName: 'To Add', type: 'currency', sortable: true },
      { field: 'toMultiply', headerName: 'To Multiply', type: 'currency', sortable: true },
      { field: 'minimumRate', headerName: 'Minimum Rate', type: 'currency', sortable: true },
      { field: 'quantity', headerName: 'Number of Cars', type: 'number', sortable: true },
      { field: 'maxBags', headerName: 'Number of bags', type: 'number', sortable: true },
      { field: 'maxPassenger', headerName: 'Number of passengers', type: 'number', sortable: true },
      activeColumn<Car>({
        permission: 'cars:edit',
        nameOf: (car) => car.name,
        onToggle: (row, isActive) => toggleActive({ row, isActive }),
      }),
      { field: 'createdAt', headerName: 'Created At', type: 'date', sortable: true },
    ],
    [toggleActive],
  );

  return (
    <>
      <DataTable
        label="Cars"
        columns={columns}
        source={carsApi.listSource}
        rowActions={crud.rowActions}
        filters={FILTERS}
        create={crud.create}
        exportCsv={EXPORT}
        defaultSort="-createdAt"
        searchLabel="Search cars"
      />
      <CarFormDialog open={crud.isOpen('create')} onClose={crud.close} />
      {crud.editing && <CarFormDialog open={crud.isOpen('edit')} car={crud.editing} onClose={crud.close} />}
      <CarImageDialog open={crud.isOpen('image')} car={viewing} onClose={crud.close} />
      <ConfirmDialog {...crud.confirmDelete} />
    </>
  );
}
