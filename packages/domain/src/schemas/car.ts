import { z } from 'zod';
import { countSchema, isActiveFilter, moneySchema } from './catalogue-rules.js';
import { requiredText, versionSchema, recordStamps } from './common.js';
import { listQuerySchema } from './list-query.js';

export const carSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  toAdd: z.number(),
  toMultiply: z.number(),
  minimumRate: z.number(),
  quantity: z.number().int(),
  maxBags: z.number().int(),
  maxPassenger: z.number().int(),
  isActive: z.boolean(),
  /** Whether an image was uploaded (`GET /cars/{id}/image`, `/image/thumbnail`). */
  hasImage: z.boolean(),
  ...recordStamps,
});
export type Car = z.infer<typeof carSchema>;

const carFields = {
  name: requiredText('Name'),
  toAdd: moneySchema('To Add'),
  toMultiply: moneySchema('To Multiply'),
  minimumRate: moneySchema('Minimum Rate'),
  quantity: countSchema('Number of Cars'),
  maxBags: countSchema('Number of bags'),
  maxPassenger: countSchema('Number of passengers'),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
};

export const createCarSchema = z.strictObject(carFields);
export type CreateCarInput = z.infer<typeof createCarSchema>;
export const updateCarSchema = z.strictObject({ ...carFields, version: versionSchema });
export type UpdateCarInput = z.infer<typeof updateCarSchema>;

export const CAR_SORT_FIELDS = [
  'name',
  'toAdd',
  'toMultiply',
  'minimumRate',
  'quantity',
  'maxBags',
  'maxPassenger',
  'isActive',
  'createdAt',
] as const;
export const carListQuerySchema = listQuerySchema(CAR_SORT_FIELDS).extend({ isActive: isActiveFilter });
export type CarListQuery = z.infer<typeof carListQuerySchema>;

/** Car images (decision 012): JPEG, PNG or WebP, checked by content, at most 5 MB. */
export const CAR_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CAR_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
