import type { Car, DataResponse } from '@livery/domain';
import { api } from '../../../lib/api-client';

/** `POST /cars/{id}/image` (multipart field `image`). */
export async function uploadCarImage(id: number, file: File): Promise<Car> {
  const form = new FormData();
  form.append('image', file);
  return (await api.upload<DataResponse<Car>>(`/cars/${id}/image`, form)).data;
}
