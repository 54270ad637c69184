import { carListQuerySchema, type Car, type CreateCarInput, type UpdateCarInput } from '@livery/domain';
import { crudApi } from '../../../lib/crud-api';

/** A car as its edit sends it back: every field the update takes, at the version read. */
export const carUpdateOf = (car: Car, isActive = car.isActive): UpdateCarInput => ({
  name: car.name,
  toAdd: car.toAdd,
  toMultiply: car.toMultiply,
  minimumRate: car.minimumRate,
  quantity: car.quantity,
  maxBags: car.maxBags,
  maxPassenger: car.maxPassenger,
  isActive,
  version: car.version,
});

/** `GET/POST /cars`, `PUT/DELETE /cars/{id}`: the list source and the four standard mutations, generated. */
export const carsApi = crudApi<Car, CreateCarInput, UpdateCarInput, typeof carListQuerySchema>({
  path: '/cars',
  query: carListQuerySchema,
  noun: 'Car',
  toUpdate: carUpdateOf,
});
