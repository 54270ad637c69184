import { z } from 'zod';
import { SLOT_PROGRESS } from '../trip-progress.js';
import { dateQuery } from './catalogue-rules.js';
import { isoDateTime } from './common.js';
import { DRIVER_JOB_STATUSES } from './driver-jobs.js';

/**
 * The dispatch board (issue 24, decision 058): one business day as a timeline, a lane per driver (issue 38 item 13,
 * decision 081: on duty or not), and the car slots nobody drives yet.
 */

/** The trips on the board: every booked trip but those that left the books (cancelled, draft, duplicate). */
export const DISPATCH_BOARD_STATUSES = DRIVER_JOB_STATUSES;

/** `GET /dispatch/board?date=YYYY-MM-DD`: a business date, today when left out. */
export const dispatchBoardQuerySchema = z.strictObject({ date: dateQuery('Date').optional() });
export type DispatchBoardQuery = z.infer<typeof dispatchBoardQuerySchema>;

/** One car slot of a trip picked up that day, from its pickup to its expected drop-off. */
export const dispatchBarSchema = z.object({
  reservationId: z.number().int(),
  /** `A1042`. */
  number: z.string(),
  /** The trip's version, for `PUT /reservations/{id}/drivers`. */
  version: z.number().int(),
  slotId: z.number().int(),
  slot: z.number().int(),
  carName: z.string(),
  driverId: z.number().int().nullable(),
  status: z.enum(DISPATCH_BOARD_STATUSES),
  /** Where the slot's driver is in the day of the trip; null without a driver. */
  progress: z.enum(SLOT_PROGRESS).nullable(),
  pickUpAt: isoDateTime,
  /** The pickup plus the miles at the configured average speed (an hour without miles). */
  expectedDropOffAt: isoDateTime,
  passengerName: z.string().nullable(),
  pickUpLocation: z.string().nullable(),
  dropOffLocation: z.string().nullable(),
  /** This driver has another bar that day that conflicts with this one (`tripsConflict`). */
  overlaps: z.boolean(),
  /** No driver, and the pickup is less than two hours away (or past, and the trip not completed). */
  dueSoonWithoutDriver: z.boolean(),
});
export type DispatchBar = z.infer<typeof dispatchBarSchema>;

export const dispatchLaneSchema = z.object({
  driverId: z.number().int(),
  driverName: z.string(),
  /** On duty now (the driver's own switch): a drop on an off-duty driver is asked about first. */
  onDuty: z.boolean(),
  bars: z.array(dispatchBarSchema),
});
export type DispatchLane = z.infer<typeof dispatchLaneSchema>;

export const dispatchBoardSchema = z.object({
  /** The business date shown. */
  date: z.string(),
  /** The first instant of that day and of the next on the business's clock: the timeline's ends. */
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /**
   * Every holder of the driver role, on duty or not, and anyone else holding a slot that day, by name; at most
   * `MAX_BOARD_LANES` (those on duty or holding a slot kept first).
   */
  lanes: z.array(dispatchLaneSchema),
  /** More drivers than the board has lanes for: some off duty without a car that day are left out. */
  moreDrivers: z.boolean(),
  /** The slots without a driver, by pickup. */
  unassigned: z.array(dispatchBarSchema),
  /** More slots than the board shows (`MAX_BOARD_BARS`): the earliest are shown. */
  truncated: z.boolean(),
});
export type DispatchBoard = z.infer<typeof dispatchBoardSchema>;
