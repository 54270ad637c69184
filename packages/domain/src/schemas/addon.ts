import { z } from 'zod';
import {
  isActiveFilter,
  moneySchema,
  percentageSchema,
  refineAmountOrPercentage,
  whenAnObject,
  amountOrPercentageFields,
} from './catalogue-rules.js';
import { requiredText, versionSchema, recordStamps } from './common.js';
import { listQuerySchema } from './list-query.js';

export const addonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ...amountOrPercentageFields,
  isActive: z.boolean(),
  ...recordStamps,
});
export type Addon = z.infer<typeof addonSchema>;

const addonFields = {
  name: requiredText('Name'),
  percentage: percentageSchema().nullable().default(null),
  amount: moneySchema('Amount').nullable().default(null),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
};

export const createAddonSchema = z
  .strictObject(addonFields)
  .superRefine(refineAmountOrPercentage, { when: whenAnObject });
export type CreateAddonInput = z.infer<typeof createAddonSchema>;

export const updateAddonSchema = z
  .strictObject({ ...addonFields, version: versionSchema })
  .superRefine(refineAmountOrPercentage, { when: whenAnObject });
export type UpdateAddonInput = z.infer<typeof updateAddonSchema>;

export const ADDON_SORT_FIELDS = ['name', 'percentage', 'amount', 'isActive', 'createdAt'] as const;
export const addonListQuerySchema = listQuerySchema(ADDON_SORT_FIELDS).extend({ isActive: isActiveFilter });
export type AddonListQuery = z.infer<typeof addonListQuerySchema>;
