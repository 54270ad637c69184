import { z } from 'zod';
import {
  datedPriceSchema,
  isActiveFilter,
  moneySchema,
  percentageSchema,
  amountOrPercentageFields,
} from './catalogue-rules.js';
import { requiredText, versionSchema, recordStamps } from './common.js';
import { listQuerySchema } from './list-query.js';

export const surgeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  ...amountOrPercentageFields,
  description: z.string().nullable(),
  isActive: z.boolean(),
  ...recordStamps,
});
export type Surge = z.infer<typeof surgeSchema>;

const surgeFields = {
  name: requiredText('Name'),
  percentage: percentageSchema().nullable().default(null),
  amount: moneySchema('Amount').nullable().default(null),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(2000, 'Description must be at most 2000 characters')
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null)),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
};

/** The surge body; `today` (the business date) adds the "To from today" rule for forms. */
export function surgeInputSchema(today?: string) {
  return datedPriceSchema(surgeFields, today);
}
export function surgeUpdateSchema(today?: string) {
  return datedPriceSchema({ ...surgeFields, version: versionSchema }, today);
}
export const createSurgeSchema = surgeInputSchema();
export type CreateSurgeInput = z.infer<typeof createSurgeSchema>;
export const updateSurgeSchema = surgeUpdateSchema();
export type UpdateSurgeInput = z.infer<typeof updateSurgeSchema>;

export const SURGE_SORT_FIELDS = [
  'name',
  'from',
  'to',
  'percentage',
  'amount',
  'description',
  'isActive',
  'createdAt',
] as const;
export const surgeListQuerySchema = listQuerySchema(SURGE_SORT_FIELDS).extend({ isActive: isActiveFilter });
export type SurgeListQuery = z.infer<typeof surgeListQuerySchema>;
