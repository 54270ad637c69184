/**
 * The day of the trip (issue 24, decision 058): each car slot of a booked trip goes through the driver's steps, one
 * step at a time. The table below is the one the API enforces and the driver's app reads to show the next button;
 * like the reservation statuses (statuses.ts), a step not in it is refused with a message naming where the slot is.
 */
import { pickUpWhen } from './completion-rules.js';
import { toCents } from './money.js';
import { can, type Grantee } from './permissions.js';
import type { ReservationStatus } from './statuses.js';
import type { BusinessClock } from './time-format.js';

/** Where a car slot is in the day of the trip, in order. `assigned`: a driver holds it, not yet accepted. */
export const SLOT_PROGRESS = ['assigned', 'accepted', 'on-the-way', 'on-location', 'on-board', 'dropped-off'] as const;
export type SlotProgress = (typeof SLOT_PROGRESS)[number];

/**
 * What a step asks: one of the steps after `assigned`, or `decline` (the slot goes back to dispatch without a driver,
 * with the reason). A slot without a driver has no progress.
 */
export const SLOT_STEPS = ['accept', 'decline', 'on-the-way', 'on-location', 'on-board', 'dropped-off'] as const;
export type SlotStep = (typeof SLOT_STEPS)[number];

/** The progress each step leads to (decline: none, the slot loses its driver). */
export const STEP_TARGET: Record<SlotStep, SlotProgress | null> = {
  accept: 'accepted',
  decline: null,
  'on-the-way': 'on-the-way',
  'on-location': 'on-location',
  'on-board': 'on-board',
  'dropped-off': 'dropped-off',
};

/** The steps allowed from each progress: forward one step at a time; a job may be declined until the car leaves. */
export const SLOT_TRANSITIONS: Record<SlotProgress, readonly SlotStep[]> = {
  assigned: ['accept', 'decline'],
  accepted: ['on-the-way', 'decline'],
  'on-the-way': ['on-location'],
  'on-location': ['on-board'],
  'on-board': ['dropped-off'],
  'dropped-off': [],
};

/** How each progress reads to people (buttons, badges, the customer's status page). */
export const PROGRESS_LABELS: Record<SlotProgress, string> = {
  assigned: 'Assigned',
  accepted: 'Accepted',
  'on-the-way': 'On the way',
  'on-location': 'On location',
  'on-board': 'Passenger on board',
  'dropped-off': 'Dropped off',
};

/** The label of the button that makes each step. */
export const SLOT_STEP_LABELS: Record<SlotStep, string> = {
  accept: 'Accept',
  decline: 'Decline',
  'on-the-way': 'On the way',
  'on-location': 'On location',
  'on-board': 'Passenger on board',
  'dropped-off': 'Dropped off',
};

/** Whether `step` is allowed from `progress`. */
export const mayTakeStep = (progress: SlotProgress, step: SlotStep): boolean =>
  SLOT_TRANSITIONS[progress].includes(step);

/** The one forward step of the driver's big button from here (not decline), or null when the job is done. */
export function nextSlotStep(progress: SlotProgress): SlotStep | null {
  return SLOT_TRANSITIONS[progress].find((step) => step !== 'decline') ?? null;
}

/** How far along a progress is (0 for assigned … 5 for dropped off). */
export const progressRank = (progress: SlotProgress): number => SLOT_PROGRESS.indexOf(progress);

/**
 * Whether a step asks for a step the slot has already reached or passed (a retried or late step, or dispatch moved
 * it first): kept as a late step and answered as done, never counted twice.
 */
export function isPassedStep(progress: SlotProgress, step: SlotStep): boolean {
  const target = STEP_TARGET[step];
  return target !== null && progressRank(progress) >= progressRank(target);
}

/** The 409's message of a step not in the table: it names where the job is. */
export function slotStepRefusal(progress: SlotProgress, step: SlotStep): string {
  const now = PROGRESS_LABELS[progress].toLowerCase();
  if (progress === 'dropped-off') return `This job is ${now}: it is finished.`;
  if (step === 'decline') return `This job is ${now}: it can no longer be declined. Call dispatch.`;
  const next = nextSlotStep(progress);
  const then = next ? ` Next is “${SLOT_STEP_LABELS[next]}”.` : '';
  return `This job is ${now}: it cannot be marked “${SLOT_STEP_LABELS[step]}” yet.${then}`;
}

/** The progress of a whole trip: its least advanced slot with a driver (null when none has one). */
export function tripProgress(slots: readonly { progress: SlotProgress | null }[]): SlotProgress | null {
  const ranks = slots.flatMap((slot) => (slot.progress === null ? [] : [progressRank(slot.progress)]));
  if (ranks.length === 0) return null;
  return SLOT_PROGRESS[Math.min(...ranks)] ?? null;
}

/** Every slot dropped off (and there is at least one): the trip is completed. */
export const everySlotDroppedOff = (slots: readonly { progress: SlotProgress | null }[]): boolean =>
  slots.length > 0 && slots.every((slot) => slot.progress === 'dropped-off');

/** The steps that tell the customer (an SMS when their carrier is known, and an e-mail always). */
export const CUSTOMER_TOLD_ON: readonly SlotStep[] = ['on-the-way', 'on-location'];

/** How far a step's phone time may be from the server's and still be the time recorded (else the server's). */
export const STEP_CLOCK_SKEW_MS = 5 * 60_000;
/** How old an offline step may be and still keep its own time. */
export const STEP_MAX_AGE_MS = 24 * 60 * 60_000;

/**
 * The time a step records: the phone's when it was taken (kept offline, sent later), unless the phone's clock is off —
 * ahead of the server, or older than a day — then the server's. Never before `notBefore` (`earliestStepAt`: when the
 * job was given, or its last step): a time out of order is raised to that moment, so the slot's times always follow
 * its steps (issue 37, decision 070), while an offline step still in order keeps its own time.
 */
export function stepTime(takenAt: Date | null, receivedAt: Date, notBefore: Date | null = null): Date {
  const at = phoneTime(takenAt, receivedAt);
  return notBefore !== null && at.getTime() < notBefore.getTime() ? notBefore : at;
}

function phoneTime(takenAt: Date | null, receivedAt: Date): Date {
  if (!takenAt) return receivedAt;
  const ahead = takenAt.getTime() - receivedAt.getTime();
  if (ahead > STEP_CLOCK_SKEW_MS || -ahead > STEP_MAX_AGE_MS) return receivedAt;
  return ahead > 0 ? receivedAt : takenAt;
}

/** What a slot holds of its times: when its job was given to the driver, and when each step was reached. */
export interface SlotStepTimes {
  assignedAt: Date | null;
  acceptedAt: Date | null;
  onTheWayAt: Date | null;
  onLocationAt: Date | null;
  onBoardAt: Date | null;
  droppedOffAt: Date | null;
}

/**
 * The earliest time the slot's next step may record: the latest of when the job was given and the steps it has
 * reached (null when it holds none). Steps go forward one at a time, so this is the previous step's time.
 */
export function earliestStepAt(slot: SlotStepTimes): Date | null {
  const times = [
    slot.assignedAt,
    slot.acceptedAt,
    slot.onTheWayAt,
    slot.onLocationAt,
    slot.onBoardAt,
    slot.droppedOffAt,
  ].flatMap((at) => (at === null ? [] : [at.getTime()]));
  return times.length === 0 ? null : new Date(Math.max(...times));
}

/**
 * The steps of the day itself: the car leaves, arrives, carries the passenger, drops them off (the last one completes
 * the trip). Accepting or declining a job may happen any day before.
 */
export const DRIVING_STEPS: readonly SlotStep[] = ['on-the-way', 'on-location', 'on-board', 'dropped-off'];

/**
 * How long before the pickup the driving steps open (issue 37, decision 070): the moment the driver is reminded of the
 * job and dispatch flags a car still without a driver (both 2 hours). Before it, a step cannot be a step that happened.
 */
export const DRIVING_OPENS_HOURS_BEFORE_PICKUP = 2;

/** When the driving steps of a trip picked up at `pickUpAt` open. */
export const drivingOpensAt = (pickUpAt: Date): Date =>
  new Date(pickUpAt.getTime() - DRIVING_OPENS_HOURS_BEFORE_PICKUP * 3_600_000);

/**
 * Why `step` cannot have happened at `at` (the time the step records), or null: a driving step before its window
 * opens, such as every step taken on a job five days ahead (which would complete the trip). The 409's message says
 * when the step opens, and what to do if the pickup has moved. The API refuses on it and the driver's app says it.
 */
export function earlyStepRefusal(step: SlotStep, pickUpAt: Date | null, at: Date, clock: BusinessClock): string | null {
  if (pickUpAt === null || !DRIVING_STEPS.includes(step)) return null;
  const opensAt = drivingOpensAt(pickUpAt);
  if (at.getTime() >= opensAt.getTime()) return null;
  return (
    `The pickup is on ${pickUpWhen(pickUpAt, clock)}: “${SLOT_STEP_LABELS[step]}” can be marked from ` +
    `${pickUpWhen(opensAt, clock)}, ${DRIVING_OPENS_HOURS_BEFORE_PICKUP} hours before it. ` +
    'If the pickup time has changed, ask dispatch to change it first.'
  );
}

/** The extras a driver may report after a trip, when the office turns them on (configuration). */
export const TRIP_EXTRAS = ['waiting', 'tolls', 'parking'] as const;
export type TripExtra = (typeof TRIP_EXTRAS)[number];

/** Dispatch steps a driver's job on their behalf (recorded as such) with the right to assign drivers. */
export const mayStepForDriver = (user: Grantee | null | undefined): boolean => can(user, 'reservations:assign');

/** The trip statuses in which its jobs take steps: booked and not yet over. */
export const STEPPING_TRIP_STATUSES: readonly ReservationStatus[] = ['created', 'viewed', 'assigned', 'unpaid'];

/** The 409's message when the trip itself is not open for the day's steps. */
export const closedTripRefusal = (status: ReservationStatus): string =>
  status === 'completed' || status === 'cancelled'
    ? `This trip is ${status}: its jobs no longer move.`
    : `This trip is a ${status}, not a booked trip: it has no jobs to move.`;

/** A driver goes on and off duty themselves; dispatch (reservations:assign) sets anyone's. */
export const maySetDuty = (user: (Grantee & { id: number }) | null | undefined, holderId: number): boolean =>
  user != null && (user.id === holderId || mayStepForDriver(user));

/**
 * What a driver's reported extras charge, in exact cents (the money rule, money.ts): waiting minutes at the configured
 * price, tolls, parking.
 */
export function extrasCents(
  extras: { waitingMinutes: number | null; tolls: number | null; parking: number | null },
  waitingMinuteAmount: number,
): { label: string; cents: number }[] {
  const lines = [
    extras.waitingMinutes
      ? {
          label: `Waiting time (${extras.waitingMinutes} min)`,
          cents: extras.waitingMinutes * toCents(waitingMinuteAmount),
        }
      : null,
    extras.tolls ? { label: 'Tolls', cents: toCents(extras.tolls) } : null,
    extras.parking ? { label: 'Parking', cents: toCents(extras.parking) } : null,
  ];
  return lines.filter((line): line is { label: string; cents: number } => line !== null && line.cents > 0);
}

/** Why a driver may not report these extras now, or null: only after the drop-off, only those the office turned on. */
export function extrasRefusal(
  progress: SlotProgress | null,
  reported: readonly TripExtra[],
  enabled: readonly TripExtra[],
  state: 'submitted' | 'approved' | 'declined' | null,
): string | null {
  if (progress !== 'dropped-off') return 'Extras are reported after the drop-off.';
  if (state === 'approved' || state === 'declined') return `The office has already ${state} this job’s extras.`;
  const off = reported.filter((extra) => !enabled.includes(extra));
  if (off.length > 0) return `The office does not take ${off.join(', ')} as extras.`;
  return null;
}

/** Approving or declining extras is changing the trip's price: the right to add addons. */
export const mayReviewExtras = (user: Grantee | null | undefined): boolean => can(user, 'reservations:addAddon');
