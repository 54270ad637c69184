import { z } from 'zod';

import { isoDateTime, versionSchema } from './common.js';

// ── Drafts ─────────────────────────────────────────────────────────────────────────────────────────────
/** The most a draft's wizard state may weigh, as JSON: a full wizard is a few kilobytes. */
export const MAX_DRAFT_STATE_BYTES = 64 * 1024;

/**
 * The wizard's whole state, as the browser keeps it (steps, choices, typed text): stored as it is and given back
 * to resume the booking anywhere. The server reads nothing in it but a few fields for the lists.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

/** Every text in a JSON value is valid Unicode (no lone surrogate, which PostgreSQL's jsonb refuses). */
function isWellFormedJson(value: unknown): boolean {
  if (typeof value === 'string') return isWellFormed(value);
  if (Array.isArray(value)) return value.every(isWellFormedJson);
  if (value && typeof value === 'object')
    return Object.entries(value).every(([key, item]) => isWellFormed(key) && isWellFormedJson(item));
  return true;
}

export const draftStateSchema = z
  .record(z.string(), z.unknown(), { error: 'The draft must be an object' })
  .refine(isWellFormedJson, { message: 'The draft holds text that is not valid Unicode' })
  .refine((state) => JSON.stringify(state).length <= MAX_DRAFT_STATE_BYTES, {
    message: `A draft must be at most ${MAX_DRAFT_STATE_BYTES / 1024} KB`,
  });

export const createDraftSchema = z.strictObject({ state: draftStateSchema });
export const updateDraftSchema = z.strictObject({ state: draftStateSchema, version: versionSchema });
export type DraftInput = z.infer<typeof createDraftSchema>;

export const draftSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.literal('draft'),
  state: z.record(z.string(), z.unknown()),
  version: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Draft = z.infer<typeof draftSchema>;
