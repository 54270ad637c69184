import { mdiImage } from '@mdi/js';
import type { Car } from '@livery/domain';
import { CrudList, type CrudColumns, type CrudDialog } from '../../../components/crud';
import { ACTIVE_STATUS_FILTER, type RowAction } from '../../../components/data-table';
import { carsApi } from '../api/cars-api';
import { CarFormDialog } from './car-form-dialog';
import { CarImageDialog } from './car-image-dialog';

const FILTERS = [ACTIVE_STATUS_FILTER];
const nameOf = (car: Car) => car.name;
/** "View image" (cars:view-image) opens the car's image in a dialog. */
const carImageAction = (open: (dialog: CrudDialog<Car, 'image'>) => void): RowAction<Car>[] => [
  {
    label: 'View image',
    icon: mdiImage,
    permission: 'cars:view-image',
    onClick: (row) => open({ kind: 'image', row }),
  },
];
const columns = ({ active, createdAt }: CrudColumns<Car>) =>
  [
    { field: 'name', headerName: 'Name', sort: 'name' },
    { field: 'toAdd', headerName: 'To Add', type: 'currency', sort: 'toAdd' },
    { field: 'toMultiply', headerName: 'To Multiply', type: 'currency', sort: 'toMultiply' },
    { field: 'minimumRate', headerName: 'Minimum Rate', type: 'currency', sort: 'minimumRate' },
    { field: 'quantity', headerName: 'Number of Cars', type: 'number', sort: 'quantity' },
    { field: 'maxBags', headerName: 'Number of bags', type: 'number', sort: 'maxBags' },
    { field: 'maxPassenger', headerName: 'Number of passengers', type: 'number', sort: 'maxPassenger' },
    active,
    createdAt,
  ] as const;

/**
 * SPEC §2 Cars: Name, To Add, To Multiply, Minimum Rate, Number of Cars, Number of bags, Number of passengers,
 * Active, Created At; actions create, edit, delete, view image.
 */
export function CarsList() {
  return (
    <CrudList<Car, typeof carsApi.listSource.query, 'image'>
      label="Cars"
      noun="car"
      resource="cars"
      api={carsApi}
      nameOf={nameOf}
      columns={columns}
      defaultSort="-createdAt"
      filters={FILTERS}
      FormDialog={CarFormDialog}
      extraActions={carImageAction}
      extraDialogs={(crud) => (
        <CarImageDialog open={crud.isOpen('image')} car={crud.rowOf('image')} onClose={crud.close} />
      )}
    />
  );
}
