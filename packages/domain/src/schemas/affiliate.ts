import { z } from 'zod';
import { requiredText, versionSchema, recordStamps } from './common.js';
import { listQuerySchema } from './list-query.js';

export const affiliateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ...recordStamps,
});
export type Affiliate = z.infer<typeof affiliateSchema>;

export const createAffiliateSchema = z.strictObject({
  name: requiredText('Name'),
});
export type CreateAffiliateInput = z.infer<typeof createAffiliateSchema>;

export const updateAffiliateSchema = createAffiliateSchema.extend({ version: versionSchema });
export type UpdateAffiliateInput = z.infer<typeof updateAffiliateSchema>;

export const AFFILIATE_SORT_FIELDS = ['name', 'createdAt'] as const;
export const affiliateListQuerySchema = listQuerySchema(AFFILIATE_SORT_FIELDS);
export type AffiliateListQuery = z.infer<typeof affiliateListQuerySchema>;
