import {
  carListQuerySchema,
  type Car,
  type CreateCarInput,
  type DataResponse,
  type UpdateCarInput,
} from '@livery/domain';
import { api } from '../../../lib/api-client';
import { crudApi } from '../../../lib/crud-api';

export const carsApi = crudApi<Car, CreateCarInput, UpdateCarInput, typeof carListQuerySchema>({
  path: '/cars',
  query: carListQuerySchema,
  noun: 'Car',
  toUpdate: (car, isActive) => ({
    name: car.name,
    toAdd: car.toAdd,
    toMultiply: car.toMultiply,
    minimumRate: car.minimumRate,
    quantity: car.quantity,
    maxBags: car.maxBags,
    maxPassenger: car.maxPassenger,
    isActive,
    version: car.version,
  }),
});

/** `POST /cars/{id}/image` (multipart field `image`). */
export async function uploadCarImage(id: number, file: File): Promise<Car> {
  const form = new FormData();
  form.append('image', file);
  return (await api.upload<DataResponse<Car>>(`/cars/${id}/image`, form)).data;
}

/** The image (or its reduced copy) as a Blob: images need the bearer token, so no plain <img src>. */
export async function fetchCarImage(id: number, variant: 'image' | 'thumbnail', signal?: AbortSignal): Promise<Blob> {
  const path = variant === 'image' ? `/cars/${id}/image` : `/cars/${id}/image/thumbnail`;
  return (await api.blob(path, { signal })).blob;
}
