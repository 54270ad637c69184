import { z } from 'zod';
import { SLOT_STEPS, SLOT_PROGRESS } from '../trip-progress.js';
import { RESERVATION_STATUSES } from '../statuses.js';
import { formatMoney } from '../money.js';
import { PICKUP_KINDS } from './service-types.js';
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

/**
 * `PUT /reservations/{id}/slots/{slotId}/extras`: the driver's report (only the extras the office turned on): tolls
 * and parking. The wait is measured from the car's On location and On board (decision 094): a driver who sends
 * minutes is refused, naming the field, so an old app learns it rather than seeing its figure dropped.
 */
export const slotExtrasRequestSchema = z.strictObject({
  waitingMinutes: z
    .never({ error: 'Waiting time is measured from your On location and On board taps: it is not sent' })
    .optional(),
  tolls: extraMoney('Tolls').optional(),
  parking: extraMoney('Parking').optional(),
});
export type SlotExtrasRequest = z.infer<typeof slotExtrasRequestSchema>;

export const EXTRAS_STATES = ['submitted', 'approved', 'declined'] as const;
export type ExtrasState = (typeof EXTRAS_STATES)[number];

/** The most minutes a wait may be set to by the office: a day. */
export const MAX_WAIT_MINUTES = 1440;

/** What a car's wait is billed by, as a slot keeps it from On board (decision 094; `CarWaitTerms`). */
export const waitTermsSchema = z.object({
  pickupKind: z.enum(PICKUP_KINDS),
  graceMinutes: z.number().int().min(0),
  perMinute: z.number().int().min(0),
  carId: z.number().int().nullable(),
  carName: z.string(),
  rateCardId: z.number().int().nullable(),
});
export type WaitTerms = z.infer<typeof waitTermsSchema>;

/** The office's correction of a car's wait, as the slot keeps it: from what (null: unmeasured), to what, who, when. */
export interface WaitCorrection {
  from: number | null;
  to: number;
  byId: number;
  /** ISO instant. */
  at: string;
}

/**
 * A car's wait (decision 094): measured On location → On board, the office's correction when it made one, and what it
 * bills under the slot's terms (null until the passenger is on board).
 */
export const slotWaitSchema = z.object({
  /** On location → On board in whole minutes, floored; null without both steps. */
  measuredMinutes: z.number().int().nullable(),
  /** The minutes billed from: the office's correction, else the measure. */
  minutes: z.number().int().nullable(),
  /** The office's correction when approving: from what (null: nothing measured), to what, who and when. */
  correction: z
    .object({
      from: z.number().int().nullable(),
      to: z.number().int(),
      byId: z.number().int().nullable(),
      byName: z.string().nullable(),
      at: isoDateTime,
    })
    .nullable(),
  pickupKind: z.enum(PICKUP_KINDS).nullable(),
  graceMinutes: z.number().int().nullable(),
  /** The class's rate a minute, in dollars. */
  perMinute: z.number().nullable(),
  billedMinutes: z.number().int(),
  amount: z.number(),
  /** "Waited 40 min · 30 min free at a domestic airport · 10 min to bill"; null before On board. */
  summary: z.string().nullable(),
  /** The line approving adds: the engine's wait line ("Wait time, Sedan × 1" and its rule); null within the grace. */
  line: z.object({ label: z.string(), explanation: z.string() }).nullable(),
});
export type SlotWait = z.infer<typeof slotWaitSchema>;

/** A slot's extras and where their review is. */
export const slotExtrasSchema = z.object({
  slotId: z.number().int(),
  /** Minutes a driver typed before decision 094 (kept on older trips); null since the wait is measured. */
  waitingMinutes: z.number().int().nullable(),
  tolls: z.number().nullable(),
  parking: z.number().nullable(),
  /** Null: nothing reviewed yet and nothing reported (the measured wait alone). */
  state: z.enum(EXTRAS_STATES).nullable(),
  wait: slotWaitSchema.nullable(),
  /** What approving charges (or charged): the wait past its grace, tolls and parking. */
  amount: z.number(),
});
export type SlotExtras = z.infer<typeof slotExtrasSchema>;

/**
 * `POST /reservations/{id}/slots/{slotId}/extras/review`: the office approves (charged as lines) or declines;
 * approving may correct the measured wait (`waitedMinutes`, kept with who corrected it and from what).
 */
export const extrasReviewSchema = z.strictObject({
  approve: z.boolean({ error: 'approve must be true or false' }),
  version: versionSchema,
  waitedMinutes: z
    .number({ error: 'Waited minutes must be a whole number' })
    .int('Waited minutes must be a whole number')
    .min(0, 'Waited minutes must not be negative')
    .max(MAX_WAIT_MINUTES, `Waited minutes must be at most ${MAX_WAIT_MINUTES}`)
    .optional(),
});
export type ExtrasReview = z.infer<typeof extrasReviewSchema>;

/** What a car's extras are, as people read them: "40 min waited, $6.50 tolls". */
export const extrasSummary = (extras: Pick<SlotExtras, 'waitingMinutes' | 'tolls' | 'parking' | 'wait'>): string =>
  [
    extras.wait?.minutes != null ? `${extras.wait.minutes} min waited` : null,
    extras.waitingMinutes ? `${extras.waitingMinutes} min waiting (reported)` : null,
    extras.tolls ? `${formatMoney(extras.tolls)} tolls` : null,
    extras.parking ? `${formatMoney(extras.parking)} parking` : null,
  ]
    .filter(Boolean)
    .join(', ') || 'nothing';
