import type { Car } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { carKeys } from '../../../lib/query-keys';

/** The image (or its reduced copy) as a Blob: images need the bearer token, so no plain <img src>. */
export async function fetchCarImage(id: number, variant: 'image' | 'thumbnail', signal?: AbortSignal): Promise<Blob> {
  const path = variant === 'image' ? `/cars/${id}/image` : `/cars/${id}/image/thumbnail`;
  return (await api.blob(path, { signal })).blob;
}

/** `GET /cars/{id}/image`: a car's stored image, read again when the car changes; only while `open`. */
export const carImageQueryOptions = (car: Car | undefined, open: boolean) =>
  queryOptions({
    queryKey: carKeys.image(car?.id, car?.updatedAt),
    queryFn: ({ signal }) => fetchCarImage(car!.id, 'image', signal),
    enabled: open && Boolean(car?.hasImage),
    retry: false,
  });
