import { z } from 'zod';
import { isoDateTime } from './common.js';
import { isoDate } from './user.js';

export const ATTACHMENT_TYPES = [
  { value: 'passport', label: 'Passport' },
  { value: 'driving-licence', label: 'Driving licence' },
  { value: 'id-card', label: 'ID card' },
  { value: 'picture', label: 'Picture' },
  { value: 'insurance', label: 'Insurance' },
] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number]['value'];
export const attachmentTypeSchema = z.enum(
  ATTACHMENT_TYPES.map((t): AttachmentType => t.value),
  { error: `Type must be one of: ${ATTACHMENT_TYPES.map((t) => t.label).join(', ')}` },
);

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const EXPIRY_WARNING_DAYS = 30;

export const attachmentFieldsSchema = z.strictObject({
  type: attachmentTypeSchema,
  expiresOn: isoDate.optional(),
});

export const attachmentSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  type: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  expiresOn: z.string().nullable(),
  createdAt: isoDateTime,
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** `expired`, `expiring` (within 30 days) or `valid`; dates compare as YYYY-MM-DD. */
export function expiryState(expiresOn: string | null, today: string): 'expired' | 'expiring' | 'valid' {
  if (!expiresOn) return 'valid';
  if (expiresOn < today) return 'expired';
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + EXPIRY_WARNING_DAYS);
  return expiresOn <= limit.toISOString().slice(0, 10) ? 'expiring' : 'valid';
}
