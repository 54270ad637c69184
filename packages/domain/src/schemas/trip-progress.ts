import { z } from 'zod';
import { extrasCents, SLOT_STEPS, SLOT_PROGRESS } from '../trip-progress.js';
import { RESERVATION_STATUSES } from '../statuses.js';
import { formatMoney, fromCents } from '../money.js';
import { moneySchema } from './catalogue-rules.js';
import { idSchema, isoDateTime, versionSchema } from './common.js';

/**
 * The day of the trip over the API (issue 24, decision 058): a driver's steps on a car slot, their duty, and the
 * times each step was reached.
 */

export const slotParamsSchema = z.strictObject({ id: idSchema, slotId: idSchema });

/** Where the phone was when the step was taken, when the driver allowed it. */
export const stepPositionSchema = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** Metres, as the phone reports it. */
  accuracy: z.number().nonnegative().max(100_000).optional(),
});
export type StepPosition = z.infer<typeof stepPositionSchema>;

/** A step's id, made by the phone once per step: the same step sent again (a retry, a queue replayed) counts once. */
export const clientIdSchema = z
  .string({ error: 'clientId is required' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'clientId must be 8 to 64 letters, digits, - or _');

/** `POST /reservations/{id}/slots/{slotId}/steps`: one step. */
export const slotStepRequestSchema = z.strictObject({
  step: z.enum(SLOT_STEPS, { error: `step must be one of ${SLOT_STEPS.join(', ')}` }),
  clientId: clientIdSchema,
  /** When the phone took the step (an offline one is sent later): recorded unless the phone's clock is off. */
  takenAt: isoDateTime.optional(),
  position: stepPositionSchema.optional(),
  /** Why a job is declined: required with `decline`. */
  reason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional(),
});
export type SlotStepRequest = z.infer<typeof slotStepRequestSchema>;

/** When each step of a slot was reached (null: not yet). */
export const slotTimesSchema = z.object({
  acceptedAt: isoDateTime.nullable(),
  onTheWayAt: isoDateTime.nullable(),
  onLocationAt: isoDateTime.nullable(),
  onBoardAt: isoDateTime.nullable(),
  droppedOffAt: isoDateTime.nullable(),
});
export type SlotTimes = z.infer<typeof slotTimesSchema>;

/** A slot's place in the day of the trip. `progress` is null when it has no driver. */
export const slotProgressSchema = z.object({
  slotId: z.number().int(),
  reservationId: z.number().int(),
  driverId: z.number().int().nullable(),
  progress: z.enum(SLOT_PROGRESS).nullable(),
  times: slotTimesSchema,
  /** The phone's last reported position on this slot, when shared. */
  lastPosition: stepPositionSchema.extend({ at: isoDateTime }).nullable(),
});
export type SlotProgressView = z.infer<typeof slotProgressSchema>;

/** The answer to a step: the slot now, the trip's status, and whether this step changed anything. */
export const slotStepResultSchema = z.object({
  slot: slotProgressSchema,
  tripStatus: z.enum(RESERVATION_STATUSES),
  /** False when this step was seen before (same clientId) or asked for a step already reached: nothing counted twice. */
  applied: z.boolean(),
});
export type SlotStepResult = z.infer<typeof slotStepResultSchema>;

/** `PUT /users/{id}/duty`. */
export const dutyRequestSchema = z.strictObject({ onDuty: z.boolean({ error: 'onDuty must be true or false' }) });
export type DutyRequest = z.infer<typeof dutyRequestSchema>;
export const dutySchema = z.object({ onDuty: z.boolean(), since: isoDateTime.nullable() });
export type Duty = z.infer<typeof dutySchema>;

/** One card of a driver's Today: a car of theirs on a trip today or next, the next one first. */
export const todayJobSchema = z.object({
  reservationId: z.number().int(),
  number: z.string(),
  slotId: z.number().int(),
  carName: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  progress: z.enum(SLOT_PROGRESS),
  pickUpDateTime: isoDateTime,
  /** The pickup on the business's clock: `2:30 PM`, `Thursday`, `2031-06-05`. */
  pickUpLocal: z.object({ date: z.string(), time: z.string(), weekday: z.string() }),
  pickUpLocation: z.string().nullable(),
  dropOffLocation: z.string().nullable(),
  passengerName: z.string().nullable(),
  passengers: z.number().int().nullable(),
  /** Today on the business's clock (false: a later day). */
  isToday: z.boolean(),
});
export type TodayJob = z.infer<typeof todayJobSchema>;
export const todayJobsSchema = z.object({ dataItems: z.array(todayJobSchema), duty: dutySchema });
export type TodayJobs = z.infer<typeof todayJobsSchema>;

// ── Extras (issue 24): what a driver reports after the trip, charged once the office approves ──────────────
/** The most a driver reports for one extra (the column's check, migration 0021). */
export const MAX_EXTRA_AMOUNT = 10_000;
/** An extra's amount: the one money rule (money.ts, issue 37), at most $10,000.00. */
const extraMoney = (label: string) =>
  moneySchema(label).max(MAX_EXTRA_AMOUNT, `${label} must be at most ${MAX_EXTRA_AMOUNT}`);

/** `PUT /reservations/{id}/slots/{slotId}/extras`: the driver's report (only the extras the office turned on). */
export const slotExtrasRequestSchema = z.strictObject({
  waitingMinutes: z
    .number({ error: 'Waiting minutes must be a whole number' })
    .int('Waiting minutes must be a whole number')
    .min(0, 'Waiting minutes must not be negative')
    .max(1440, 'Waiting minutes must be at most 1440')
    .optional(),
  tolls: extraMoney('Tolls').optional(),
  parking: extraMoney('Parking').optional(),
});
export type SlotExtrasRequest = z.infer<typeof slotExtrasRequestSchema>;

export const EXTRAS_STATES = ['submitted', 'approved', 'declined'] as const;
export type ExtrasState = (typeof EXTRAS_STATES)[number];

/** A slot's reported extras and where their review is. */
export const slotExtrasSchema = z.object({
  slotId: z.number().int(),
  waitingMinutes: z.number().int().nullable(),
  tolls: z.number().nullable(),
  parking: z.number().nullable(),
  state: z.enum(EXTRAS_STATES).nullable(),
  /** What approving would charge: waiting minutes × the configured minute price, tolls and parking. */
  amount: z.number(),
});
export type SlotExtras = z.infer<typeof slotExtrasSchema>;

/** `POST /reservations/{id}/slots/{slotId}/extras/review`: the office approves (charged as lines) or declines. */
export const extrasReviewSchema = z.strictObject({
  approve: z.boolean({ error: 'approve must be true or false' }),
  version: versionSchema,
});
export type ExtrasReview = z.infer<typeof extrasReviewSchema>;

/** A slot's extras as the API shows them, or null when its driver reported none. */
export function slotExtrasOf(
  slot: {
    id: number;
    waitingMinutes: number | null;
    tolls: number | null;
    parking: number | null;
    extrasState: ExtrasState | null;
  },
  waitingMinuteAmount: number,
): SlotExtras | null {
  if (slot.extrasState === null) return null;
  const cents = extrasCents(slot, waitingMinuteAmount).reduce((sum, line) => sum + line.cents, 0);
  return {
    slotId: slot.id,
    waitingMinutes: slot.waitingMinutes,
    tolls: slot.tolls,
    parking: slot.parking,
    state: slot.extrasState,
    amount: fromCents(cents),
  };
}

/** What a driver reported, as people read it: "20 min waiting, $6.50 tolls". */
export const extrasSummary = (extras: Pick<SlotExtras, 'waitingMinutes' | 'tolls' | 'parking'>): string =>
  [
    extras.waitingMinutes ? `${extras.waitingMinutes} min waiting` : null,
    extras.tolls ? `${formatMoney(extras.tolls)} tolls` : null,
    extras.parking ? `${formatMoney(extras.parking)} parking` : null,
  ]
    .filter(Boolean)
    .join(', ');
