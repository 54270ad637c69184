import { z } from 'zod';

/** Reservation statuses (SPEC §4), in the order they are listed there. */
export const RESERVATION_STATUSES = [
  'created',
  'viewed',
  'draft',
  'duplicate',
  'assigned',
  'completed',
  'cancelled',
  'unpaid',
] as const;

export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** A status as `GET /statuses` lists it. */
export const statusItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type StatusItem = z.infer<typeof statusItemSchema>;
