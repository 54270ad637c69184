import { z } from 'zod';

// ── Look-ups of the booking flow ───────────────────────────────────────────────────────────────────────
/** `GET /reservations/lookups/{customers,affiliates}?search=`: a few matches for step 3's searches. */
export const bookingLookupQuerySchema = z.strictObject({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type BookingLookupQuery = z.infer<typeof bookingLookupQuerySchema>;

/** What step 3 needs of a customer to book for them: nothing more (no address, no roles). */
export const customerLookupSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
});
export type CustomerLookup = z.infer<typeof customerLookupSchema>;
export const affiliateLookupSchema = z.object({ id: z.number().int(), name: z.string() });
