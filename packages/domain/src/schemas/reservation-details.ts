import { z } from 'zod';
import { RESERVATION_ACTIONS, RESERVATION_STATUSES } from '../statuses.js';
import { moneySchema } from './catalogue-rules.js';
import { isoDateTime, MAX_INT32, versionSchema } from './common.js';
import { paymentSchema } from './payments.js';
import { quoteLegSchema } from './quote.js';
import { reservationSchema } from './reservation.js';
import { SLOT_PROGRESS } from '../trip-progress.js';
import { slotExtrasSchema, slotTimesSchema } from './trip-progress.js';

/**
 * A reservation's details page (`GET /reservations/{id}`, and the answer of every lifecycle call): the reservation,
 * its other leg, its cars with their driver slots, the price of this leg line by line, its status history, the
 * PayPal refunds made on cancelling it, and what the person asking may do with it now.
 */

/** The stored breakdown of a leg: the quote's leg as booked, read loosely (older rows may lack a field). */
export const legBreakdownSchema = quoteLegSchema.partial().extend({
  /** Both legs' total when the trip was priced. */
  tripTotal: z.number().optional(),
  /**
   * With addons (decision 047): this leg's total as the trip was priced, before them. `lines` then ends with one
   * `addon` line per addon in the order added, and `total` and `driverShares` include them.
   */
  totalBeforeAddons: z.number().optional(),
  explanation: z.string().optional(),
});
export type LegBreakdown = z.infer<typeof legBreakdownSchema>;

export const driverSlotSchema = z.object({
  /** The slot's id: what `PUT /reservations/{id}/drivers` names (`slotId`). */
  id: z.number().int(),
  slot: z.number().int(),
  driverId: z.number().int().nullable(),
  driverName: z.string().nullable(),
  driverShare: z.number(),
  paidAt: isoDateTime.nullable(),
  /** The day of the trip (decision 058): where the car is (null without a driver) and when each step was reached. */
  progress: z.enum(SLOT_PROGRESS).nullable(),
  times: slotTimesSchema,
  /** What the driver reported after the trip (waiting, tolls, parking) and its review; null when nothing. */
  extras: slotExtrasSchema.nullable(),
});
export type DriverSlot = z.infer<typeof driverSlotSchema>;

export const statusChangeSchema = z.object({
  from: z.string().nullable(),
  to: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  at: isoDateTime,
  reason: z.string().nullable(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const refundSchema = z.object({
  id: z.number().int(),
  /** The PayPal capture refunded (the trip's transaction id) and PayPal's refund id. */
  captureId: z.string(),
  paypalRefundId: z.string(),
  /** PayPal's status of the refund: COMPLETED, or PENDING while PayPal processes it. */
  status: z.string(),
  amount: z.number(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  at: isoDateTime,
});
export type Refund = z.infer<typeof refundSchema>;

/**
 * An addon on the trip (DESIGN §5 price step 8): what the catalogue's addon was when it was added (name, amount or
 * percentage) and what it adds now — a percentage is of the running total, so its line changes when an addon before
 * it is removed. Money fields are null for a driver, who reads the trip without its price.
 */
export const reservationAddonSchema = z.object({
  /** The addon line's id: what `DELETE /reservations/{id}/addons/{addonLineId}` names. */
  id: z.number().int(),
  /** The catalogue's addon; null once it was deleted from the catalogue. */
  addonId: z.number().int().nullable(),
  name: z.string(),
  amount: z.number().nullable(),
  percentage: z.number().nullable(),
  lineAmount: z.number().nullable(),
  /** An office line's own explanation (an approved wait: its minutes, grace and rate; decision 094); else null. */
  explanation: z.string().nullable(),
  createdAt: isoDateTime,
});
export type ReservationAddon = z.infer<typeof reservationAddonSchema>;

export const reservationDetailsSchema = reservationSchema.extend({
  /** The other leg of a round trip: the return of an outbound, the outbound of a return. */
  linkedLeg: z
    .object({ id: z.number().int(), number: z.string(), status: z.string(), pickUpDateTime: isoDateTime.nullable() })
    .nullable(),
  cars: z.array(
    z.object({
      carId: z.number().int().nullable(),
      name: z.string(),
      count: z.number().int(),
      lineAmount: z.number(),
      /** One slot per car, with its driver (when assigned) and the driver's share of the price. */
      slots: z.array(driverSlotSchema),
    }),
  ),
  /** This leg's price, line by line, as it was priced; null when not kept (or not shown to this reader). */
  priceBreakdown: legBreakdownSchema.nullable(),
  /** Newest first. */
  history: z.array(statusChangeSchema),
  /** Newest first. */
  refunds: z.array(refundSchema),
  /** The addons, in the order they were added (and priced). */
  addons: z.array(reservationAddonSchema),
  /** The payments of this leg, newest first (decision 051); none shown to a driver. */
  payments: z.array(paymentSchema),
  /** What was paid for this leg and not refunded (every payment less the refunds); 0 for a driver. */
  paidAmount: z.number(),
  /**
   * What is left to pay (`balanceDue`, decision 051): the amount with addons less `paidAmount`, never below 0; 0 for
   * a draft, a cancelled or duplicate trip, and for a driver.
   */
  balanceDue: z.number(),
  /** SPEC §2's row actions this person may take now (`mayAct`, computed by the server). */
  actions: z.array(z.enum(RESERVATION_ACTIONS)),
  /**
   * Why Edit is not among the actions when the 6-hour rule alone withholds it (`editNotice`, issue 38 item 12): the
   * sentence a change is refused with, shown where Edit would be; null otherwise.
   */
  editNotice: z.string().nullable(),
});
export type ReservationDetails = z.infer<typeof reservationDetailsSchema>;

// ── The lifecycle (DESIGN §5 statuses; decision 043) ─────────────────────────────────────────────────────
const reasonSchema = z
  .string({ error: 'Reason must be text' })
  .trim()
  .max(500, 'Reason must be at most 500 characters')
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/**
 * Says the person confirmed completing a trip whose pickup is still ahead (decision 056); without it such a
 * completion is refused.
 */
const earlySchema = z.boolean({ error: 'Early must be true or false' }).optional();

/** `POST /reservations/{id}/complete`. */
export const completeReservationSchema = z.strictObject({ version: versionSchema, early: earlySchema });
export type CompleteReservationRequest = z.output<typeof completeReservationSchema>;

/** What to give back of a PayPal payment on cancelling: nothing, all that is left, or an amount. */
export const refundRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('none') }),
    z.strictObject({ kind: z.literal('full') }),
    z.strictObject({
      kind: z.literal('partial'),
      amount: moneySchema('Refund amount').refine((v) => v > 0, 'Refund amount must be more than 0'),
    }),
  ],
  { error: 'Refund is none, full, or partial with an amount' },
);
export type RefundRequest = z.output<typeof refundRequestSchema>;

/** `POST /reservations/{id}/cancel`: this leg only (a round trip's other leg stays booked). */
export const cancelReservationSchema = z.strictObject({
  version: versionSchema,
  reason: reasonSchema,
  refund: refundRequestSchema.default({ kind: 'none' }),
});
export type CancelReservationRequest = z.output<typeof cancelReservationSchema>;

/** `POST /reservations/{id}/mark-duplicate`. */
export const markDuplicateSchema = z.strictObject({
  version: versionSchema,
  /** The reservation this one duplicates, when known (kept in the history). */
  duplicateOf: z
    .number({ error: 'duplicateOf must be a reservation id' })
    .int('duplicateOf must be a reservation id')
    .positive('duplicateOf must be a reservation id')
    .max(MAX_INT32, 'duplicateOf must be a reservation id')
    .optional(),
});
export type MarkDuplicateRequest = z.output<typeof markDuplicateSchema>;

/** `PUT /reservations/{id}/status`: a move of DESIGN §5's table made by hand. */
export const changeStatusSchema = z.strictObject({
  version: versionSchema,
  status: z.enum(RESERVATION_STATUSES, { error: `Status is one of ${RESERVATION_STATUSES.join(', ')}` }),
  reason: reasonSchema,
  /** Completing by hand before the pickup, confirmed (as `POST …/complete` takes it). */
  early: earlySchema,
});
export type ChangeStatusRequest = z.output<typeof changeStatusSchema>;
