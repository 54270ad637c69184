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

/**
 * The row actions of SPEC §2's reservations list (and of the details page), `deleteAddon`: the details page's
 * delete button beside each addon of the trip, and `recordPayment` (issue 22): a payment taken by staff. Who may
 * take each is `mayAct` (reservation-rules.ts); the list is here, below the schemas that name it.
 */
export const RESERVATION_ACTIONS = [
  'view',
  'edit',
  'assign',
  'addAddon',
  'deleteAddon',
  'recordPayment',
  'duplicate',
  'complete',
  'cancel',
] as const;
export type ReservationAction = (typeof RESERVATION_ACTIONS)[number];

/** A status as `GET /statuses` lists it. */
export const statusItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type StatusItem = z.infer<typeof statusItemSchema>;
