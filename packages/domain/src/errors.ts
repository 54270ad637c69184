import { z } from 'zod';

/** The one error shape of the API (DESIGN.md §3). */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  // A link that opened once and has expired (a trip's status link, decision 058).
  'GONE',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
  // A service the API depends on (PayPal) failed or answered what it should not: nothing of ours is wrong.
  'BAD_GATEWAY',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const HTTP_STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  GONE: 410,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
};

export const apiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorResponseSchema = z.object({ error: apiErrorSchema });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
