import { randomBytes } from 'node:crypto';
import { CAR_IMAGE_MAX_BYTES, CAR_IMAGE_TYPES, isOneOf } from '@livery/domain';
import type { MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';
import { EXTENSION_OF, sniffFileType, type SniffedType } from '../../lib/file-sniff.js';

/** The reduced copy lists show: at most 320 × 200, WebP. */
export const THUMBNAIL = { width: 320, height: 200, type: 'image/webp' } as const;

const invalid = (message: string) => AppError.validation({ image: message }, message);

/**
 * Reads the uploaded `image` part and checks it by content (decision 012): JPEG, PNG or WebP, at most 5 MB,
 * and decodable. Returns the bytes, their type and a reduced copy.
 */
export async function readCarImage(file: MultipartFile | undefined) {
  if (!file || file.fieldname !== 'image') throw invalid('Choose an image file (field "image")');
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch {
    throw invalid('The image must be at most 5 MB');
  }
  if (data.length > CAR_IMAGE_MAX_BYTES) throw invalid('The image must be at most 5 MB');
  const type = sniffFileType(data);
  if (!isOneOf(CAR_IMAGE_TYPES, type)) {
    throw invalid('The image must be a JPEG, PNG or WebP picture');
  }
  let thumbnail: Buffer;
  try {
    thumbnail = await sharp(data)
      .rotate()
      .resize(THUMBNAIL.width, THUMBNAIL.height, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw invalid('The image could not be read; it may be damaged');
  }
  return { data, type, thumbnail };
}

/** Storage keys are ours, never the user's file name. */
export function carImageKeys(carId: number, type: SniffedType) {
  const token = randomBytes(8).toString('hex');
  return {
    imageKey: `cars/${carId}/${token}.${EXTENSION_OF[type]}`,
    thumbnailKey: `cars/${carId}/${token}-thumb.webp`,
  };
}
