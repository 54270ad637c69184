import { z } from 'zod';
import {
  datedPriceSchema,
  dateQuery,
  isActiveFilter,
  moneySchema,
  percentageSchema,
  amountOrPercentageFields,
} from './catalogue-rules.js';
import { versionSchema, recordStamps } from './common.js';
import { listQuerySchema } from './list-query.js';

export const DISCOUNT_CODE_TYPES = ['general', 'round trip'] as const;
export type DiscountCodeType = (typeof DISCOUNT_CODE_TYPES)[number];
export const DISCOUNT_CODE_TYPE_LABELS: Record<DiscountCodeType, string> = {
  general: 'General',
  'round trip': 'Round trip',
};
export const INVALID_DISCOUNT_CODE = 'This discount code is not valid';

export const discountCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(DISCOUNT_CODE_TYPES),
  from: z.string(),
  to: z.string(),
  ...amountOrPercentageFields,
  isActive: z.boolean(),
  ...recordStamps,
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

const discountCodeFields = {
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .min(1, 'Code is required')
    .max(50, 'Code must be at most 50 characters')
    .regex(/^\S+$/, 'Code must not contain spaces'),
  type: z.enum(DISCOUNT_CODE_TYPES, { error: 'Type is required (general or round trip)' }),
  percentage: percentageSchema().nullable().default(null),
  amount: moneySchema('Amount').nullable().default(null),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
};

/** The discount code body; `today` (the business date) adds the "To from today" rule for forms. */
export function discountCodeInputSchema(today?: string) {
  return datedPriceSchema(discountCodeFields, today);
}
export function discountCodeUpdateSchema(today?: string) {
  return datedPriceSchema({ ...discountCodeFields, version: versionSchema }, today);
}
export const createDiscountCodeSchema = discountCodeInputSchema();
export type CreateDiscountCodeInput = z.infer<typeof createDiscountCodeSchema>;
export const updateDiscountCodeSchema = discountCodeUpdateSchema();
export type UpdateDiscountCodeInput = z.infer<typeof updateDiscountCodeSchema>;

export const DISCOUNT_CODE_SORT_FIELDS = [
  'code',
  'type',
  'from',
  'to',
  'percentage',
  'amount',
  'isActive',
  'createdAt',
] as const;

/** `type=general,round trip`: one or more types, comma-separated. */
const typeFilter = z
  .string()
  .transform((v) => v.split(',').map((t) => t.trim()))
  .pipe(z.array(z.enum(DISCOUNT_CODE_TYPES, { error: 'type must be general or round trip' })))
  .optional();

export const discountCodeListQuerySchema = listQuerySchema(DISCOUNT_CODE_SORT_FIELDS).extend({
  isActive: isActiveFilter,
  type: typeFilter,
});
export type DiscountCodeListQuery = z.infer<typeof discountCodeListQuerySchema>;

export const verifyDiscountCodeParamsSchema = z.strictObject({ code: z.string().trim().min(1).max(50) });
export const verifyDiscountCodeQuerySchema = z.strictObject({
  isRoundTrip: z.enum(['true', 'false'], { error: 'isRoundTrip must be true or false' }).transform((v) => v === 'true'),
  date: dateQuery('date').optional(),
});

/** Whether the code may be used on this trip that day (SPEC §7, DESIGN.md §5 step 2). */
export function isDiscountCodeApplicable(
  code: Pick<DiscountCode, 'type' | 'from' | 'to' | 'isActive'>,
  trip: { isRoundTrip: boolean; date: string },
): boolean {
  if (!code.isActive) return false;
  if (code.type === 'round trip' && !trip.isRoundTrip) return false;
  return code.from <= trip.date && trip.date <= code.to;
}
