import { z } from 'zod';
import { isOwnAccountAct } from '../account-policy.js';
import { can, DRIVER_JOBS_VIEWERS, type Grantee } from '../permissions.js';
import type { ReservationStatus } from '../statuses.js';
import { dateQuery, whenAnObject } from './catalogue-rules.js';
import { dataItemsOf, isoDateTime, wholeNumberSchema } from './common.js';
import { listQuerySchema } from './list-query.js';
import { SLOT_PROGRESS } from '../trip-progress.js';
import { slotTimesSchema } from './trip-progress.js';

/**
 * A driver's jobs (issue 12, DESIGN §6 `users:jobs`; decision 048): the cars they drove or will drive — one slot of
 * `reservation_slots` each — with their share of the price and whether it was paid.
 */

/** The trips whose slots are jobs: every booked trip but those that left the books (draft, cancelled, duplicate). */
export const DRIVER_JOB_STATUSES = [
  'created',
  'unpaid',
  'viewed',
  'assigned',
  'completed',
] as const satisfies readonly ReservationStatus[];

/**
 * By pickup only; latest pickup first by default (decision 048): the jobs still to come on top, then the ones just
 * driven, the way a pay period is read back from today. "Upcoming" is `from=<today>&sort=pickUpAt`.
 */
export const DRIVER_JOB_SORT_FIELDS = ['pickUpAt'] as const;

export const PAID_FILTERS = ['paid', 'unpaid'] as const;
export type PaidFilter = (typeof PAID_FILTERS)[number];

/** Slots marked paid or unpaid in one request, at most. */
export const MAX_SLOTS_PER_PAYMENT = 500;

export const DRIVER_JOBS_MESSAGES = {
  paid: `paid must be one of: ${PAID_FILTERS.join(', ')}`,
  slotTwice: 'Each slot may be given once.',
  notHisJobs: (ids: readonly number[]) => {
    const listed = ids.slice(0, 20).join(', ') + (ids.length > 20 ? ` and ${ids.length - 20} more` : '');
    return `${ids.length === 1 ? 'Slot' : 'Slots'} ${listed} ${ids.length === 1 ? 'is' : 'are'} not a job of this driver (on a trip that is not a draft, cancelled or a duplicate): reload the jobs and choose again.`;
  },
} as const;

/**
 * `GET /users/{id}/jobs`: paging, cursors, `sort=pickUpAt|-pickUpAt`, `search` (the trip's number, or a fragment of
 * its pickup or dropoff address), `from`/`to` (pickup business dates, both included) and `paid=paid|unpaid`.
 */
export const driverJobsQuerySchema = listQuerySchema(DRIVER_JOB_SORT_FIELDS)
  .extend({
    from: dateQuery('From').optional(),
    to: dateQuery('To').optional(),
    paid: z.enum(PAID_FILTERS, { error: DRIVER_JOBS_MESSAGES.paid }).optional(),
  })
  .superRefine(
    (query, ctx) => {
      if (query.from && query.to && query.from > query.to) {
        ctx.addIssue({ code: 'custom', path: ['from'], message: 'From must not be after To' });
      }
    },
    { when: whenAnObject },
  );
export type DriverJobsQuery = z.infer<typeof driverJobsQuerySchema>;

/** One job: a car of a trip the driver drives (its slot), with the trip's route and the driver's share. */
export const driverJobSchema = z.object({
  /** The slot's id: what `PUT /users/{id}/jobs/paid` names. */
  id: z.number().int(),
  reservationId: z.number().int(),
  /** `A` + the reservation's id. */
  number: z.string(),
  status: z.enum(DRIVER_JOB_STATUSES),
  pickUpDateTime: isoDateTime,
  pickUpLocation: z.string().nullable(),
  dropOffLocation: z.string().nullable(),
  /** The extra stops' addresses, in order. */
  stops: z.array(z.string()),
  /** The passenger (the trip's name and phone), how many travel, their flight and the notes: what the driver reads. */
  passengerName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  passengers: z.number().int().nullable(),
  flightNumber: z.string().nullable(),
  airline: z.string().nullable(),
  comments: z.string().nullable(),
  /** The car class as booked. */
  carName: z.string(),
  /** Which car of that class (1, 2, …). */
  slot: z.number().int(),
  /** The car's share of the leg's price (DESIGN §5), two decimals. */
  driverShare: z.number(),
  isPaid: z.boolean(),
  /** When it was marked paid; null while unpaid. */
  paidAt: isoDateTime.nullable(),
  /** The day of the trip (decision 058): where the car is and when each step was reached. */
  progress: z.enum(SLOT_PROGRESS).nullable(),
  times: slotTimesSchema,
});
export type DriverJob = z.infer<typeof driverJobSchema>;

/** The shares of every job matching the filters (not only the page's), two decimals. */
export const driverJobsSummarySchema = z.object({
  totalShare: z.number(),
  paidShare: z.number(),
  unpaidShare: z.number(),
  paidCount: z.number().int().nonnegative(),
  unpaidCount: z.number().int().nonnegative(),
});
export type DriverJobsSummary = z.infer<typeof driverJobsSummarySchema>;

/** Whose jobs these are: the name a schedule is headed with, readable by whoever may read the jobs (decision 053). */
export const jobsDriverSchema = z.object({ id: z.number().int(), fullName: z.string() });
export type JobsDriver = z.infer<typeof jobsDriverSchema>;

/** A page of jobs (the lists' shape, the count exact), the summary of all that match, and whose they are. */
export const driverJobsPageSchema = dataItemsOf(driverJobSchema).extend({
  summary: driverJobsSummarySchema,
  driver: jobsDriverSchema,
});
export type DriverJobsPage = z.infer<typeof driverJobsPageSchema>;

const slotIdSchema = wholeNumberSchema('slotIds', { min: 1 });

/** `PUT /users/{id}/jobs/paid`: these jobs (slot ids) paid now, or unpaid again. */
export const markDriverJobsPaidSchema = z.strictObject({
  slotIds: z
    .array(slotIdSchema, { error: 'slotIds must be a list of slot ids' })
    .min(1, 'Give at least one slot')
    .max(MAX_SLOTS_PER_PAYMENT, `Give at most ${MAX_SLOTS_PER_PAYMENT} slots`)
    .refine((ids) => new Set(ids).size === ids.length, DRIVER_JOBS_MESSAGES.slotTwice),
  paid: z.boolean({ error: 'paid must be true or false' }),
});
export type MarkDriverJobsPaidRequest = z.infer<typeof markDriverJobsPaidSchema>;

/** Whose jobs one may see: one's own (the self rule, DESIGN §4), anyone's with one of `DRIVER_JOBS_VIEWERS`. */
export const canSeeDriverJobs = (viewer: (Grantee & { id: number }) | null | undefined, driverId: number): boolean =>
  isOwnAccountAct(viewer, driverId, 'users:jobs') || DRIVER_JOBS_VIEWERS.some((p) => can(viewer, p));

/** Paying drivers has no permission in SPEC §6: administrators only (decision 048). */
export const canMarkDriverJobsPaid = (viewer: Grantee | null | undefined): boolean => viewer?.isAdmin === true;

/** The CSV's headers, in their order. */
export const DRIVER_JOB_COLUMN_HEADERS = {
  number: 'Id',
  status: 'Status',
  pickUpDateTime: 'Pickup Time',
  pickUpLocation: 'Pickup Address',
  dropOffLocation: 'Dropoff Address',
  stops: 'Stops',
  passengerName: 'Passenger',
  phoneNumber: 'Phone',
  passengers: 'Passengers',
  flightNumber: 'Flight',
  comments: 'Notes',
  carName: 'Car',
  slot: 'Slot',
  driverShare: 'Driver Share',
  isPaid: 'Paid',
  paidAt: 'Paid At',
} as const satisfies Partial<Record<keyof DriverJob, string>>;
