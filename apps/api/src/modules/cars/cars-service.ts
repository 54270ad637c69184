import type { Car } from '@livery/domain';
import type { MultipartFile } from '@fastify/multipart';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { recordAudit } from '../audit/index.js';
import { findRow } from '../catalogue/index.js';
import { carImageKeys, readCarImage, THUMBNAIL } from './car-images.js';
import { carCatalogue, setCarImage, toCar, type CarRow } from './cars-queries.js';

/**
 * Stores the uploaded image and its reduced copy, points the car at them (audited), then removes the files
 * it replaced (decision 012).
 */
export async function uploadCarImage(
  db: Database,
  storage: FileStorage,
  actorId: number,
  id: number,
  file: MultipartFile | undefined,
): Promise<Car> {
  if (!(await findRow(db, carCatalogue, id))) throw AppError.notFound('This car');
  const image = await readCarImage(file);
  const keys = carImageKeys(id, image.type);
  await storage.put(keys.imageKey, image.data);
  await storage.put(keys.thumbnailKey, image.thumbnail);
  const { row, previous } = await db.transaction(async (tx) => {
    const before = await findRow(tx, carCatalogue, id);
    if (!before) throw AppError.notFound('This car');
    const updated = await setCarImage(tx, id, { ...keys, imageType: image.type });
    await recordAudit(tx, {
      actorId,
      action: 'update',
      entity: 'car',
      entityId: id,
      before: { image: before.imageKey },
      after: { image: keys.imageKey, bytes: image.data.length, type: image.type },
    });
    return { row: updated!, previous: before };
  });
  await removeCarImages(storage, previous);
  return toCar(row);
}

/** The image as uploaded, or its reduced copy for lists. */
export async function carImageFile(
  db: Database,
  storage: FileStorage,
  id: number,
  variant: 'image' | 'thumbnail',
): Promise<{ bytes: Buffer; type: string }> {
  const row = await findRow(db, carCatalogue, id);
  if (!row) throw AppError.notFound('This car');
  const key = variant === 'image' ? row.imageKey : row.thumbnailKey;
  const bytes = key ? await storage.get(key) : null;
  if (!bytes) throw AppError.notFound('The image of this car');
  return { bytes, type: variant === 'image' ? (row.imageType ?? 'application/octet-stream') : THUMBNAIL.type };
}

export async function removeCarImages(storage: FileStorage, row: CarRow): Promise<void> {
  for (const key of [row.imageKey, row.thumbnailKey]) if (key) await storage.remove(key);
}
