/**
 * A rate card as the company keeps it (issue 39, decision 091): a draft staff edit, or a published card with the
 * instant it takes effect. The card itself is `rateCardSchema`'s; these are the API's answers and bodies around it.
 */
import { z } from 'zod';
import { isoDateTime, recordStamps, versionSchema } from './common.js';
import { listQuerySchema } from './list-query.js';
import { rateCardSchema } from './rate-card.js';

/** A draft may be edited and deleted; a published card never changes (copy it to a new draft). */
export const RATE_CARD_STATUSES = ['draft', 'published'] as const;
export type RateCardStatus = (typeof RATE_CARD_STATUSES)[number];

const cardFields = {
  id: z.number().int(),
  name: z.string(),
  status: z.enum(RATE_CARD_STATUSES),
  /** When a published card takes effect; null on a draft. */
  effectiveFrom: isoDateTime.nullable(),
  ...recordStamps,
};

/** A line of the list: what tells one card from another. */
export const rateCardSummarySchema = z.object(cardFields);
export type RateCardSummary = z.infer<typeof rateCardSummarySchema>;

/** One card with what it charges, and who wrote it last. */
export const storedRateCardSchema = z.object({
  ...cardFields,
  card: rateCardSchema,
  createdById: z.number().int().nullable(),
  updatedById: z.number().int().nullable(),
});
export type StoredRateCard = z.infer<typeof storedRateCardSchema>;

export const createRateCardSchema = z.strictObject({ card: rateCardSchema });
export type CreateRateCardInput = z.infer<typeof createRateCardSchema>;

export const updateRateCardSchema = z.strictObject({ card: rateCardSchema, version: versionSchema });
export type UpdateRateCardInput = z.infer<typeof updateRateCardSchema>;

/** Publishing: from which instant the card is in force (now or later), and the version read. */
export const publishRateCardSchema = z.strictObject({
  effectiveFrom: z.iso.datetime({
    offset: true,
    error: 'Effective from must be a date and time, such as 2030-01-01T09:00:00-05:00',
  }),
  version: versionSchema,
});
export type PublishRateCardInput = z.infer<typeof publishRateCardSchema>;

/** `GET /rate-cards/in-force?at=`: the card in force at an instant (now when left out). */
export const rateCardInForceQuerySchema = z.strictObject({
  at: z.iso.datetime({ offset: true, error: 'at must be a date and time, such as 2030-01-01T09:00:00Z' }).optional(),
});

export const RATE_CARD_SORT_FIELDS = ['name', 'status', 'effectiveFrom', 'createdAt', 'updatedAt'] as const;
export const rateCardListQuerySchema = listQuerySchema(RATE_CARD_SORT_FIELDS).extend({
  status: z.enum(RATE_CARD_STATUSES, { error: `status must be one of: ${RATE_CARD_STATUSES.join(', ')}` }).optional(),
});
export type RateCardListQuery = z.infer<typeof rateCardListQuerySchema>;
