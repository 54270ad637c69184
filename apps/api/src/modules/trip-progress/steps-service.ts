import {
  closedTripRefusal,
  CUSTOMER_TOLD_ON,
  earliestStepAt,
  earlyStepRefusal,
  progressRank,
  type SlotStep,
  type SlotProgress,
  everySlotDroppedOff,
  isPassedStep,
  mayStepForDriver,
  mayTakeStep,
  mayMoveTo,
  STEP_TARGET,
  STEPPING_TRIP_STATUSES,
  oneOf,
  reservationNumber,
  RESERVATION_STATUSES,
  seesEveryTrip,
  slotStepRefusal,
  stepTime,
  type ReservationStatus,
  type SlotStepRequest,
  type SlotStepResult,
} from '@livery/domain';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { businessTimeFormat } from '../../lib/business-clock.js';
import { forbidden } from '../../lib/permission-checks.js';
import { recordAudit } from '../audit/index.js';
import { fullName, type AuthUser } from '../auth/index.js';
import { noticeCustomerOfProgress, notifyOffice, type CustomerStep, type TripToTell } from '../notifications/index.js';
import { findPerson } from '../people/index.js';
import {
  completeDriven,
  advanceSlot,
  findReservationForUpdate,
  findSlotForUpdate,
  findStep,
  insertStep,
  releaseSlot,
  slotsOfTrip,
  updateReservationAt,
  writeMove,
  type ReservationRow,
  type StepValues,
} from '../reservations/index.js';
import { slotView, type SlotRow } from './slot-times.js';
import { waitTermsOf } from './wait-terms.js';

/** What a step needs besides the database. */
export interface StepDeps {
  publicUrl: string;
  timeZone: string;
  /** The key of the trip status links (`app.tripStatusSecret`). */
  statusSecret: string;
  now: () => Date;
}

export const STEP_MESSAGES = {
  notYours: 'No job of yours has this car: it may have been given to another driver.',
  noDriver: 'This car has no driver: assign one first.',
  reasonNeeded: 'Say why you decline the job (dispatch reads it).',
  clientIdReused: 'This clientId was already used for another step: make a new one for each step.',
} as const;

const statusOf = (row: ReservationRow): ReservationStatus => oneOf(RESERVATION_STATUSES, row.status, 'A status');

/** Who takes a step: the slot's own driver, or dispatch on their behalf; anyone else is refused without learning of it. */
export function actingAs(user: AuthUser, slot: Pick<SlotRow, 'driverId'>): { onBehalf: boolean } {
  if (slot.driverId !== null && slot.driverId === user.id) return { onBehalf: false };
  if (mayStepForDriver(user)) return { onBehalf: true };
  if (seesEveryTrip(user)) throw forbidden('Moving a driver’s job on their behalf needs reservations:assign.');
  throw AppError.notFound('This job');
}

/** The step's row: what was asked, by whom, and what it did. */
function stepValues(
  user: AuthUser,
  slot: SlotRow,
  request: SlotStepRequest,
  context: { onBehalf: boolean; at: Date; applied: boolean },
): StepValues {
  return {
    reservationId: slot.reservationId,
    slotId: slot.id,
    driverId: slot.driverId,
    actorId: user.id,
    onBehalf: context.onBehalf,
    clientId: request.clientId,
    step: request.step,
    fromProgress: slot.progress,
    toProgress: context.applied ? STEP_TARGET[request.step] : slot.progress,
    applied: context.applied,
    reason: request.reason ?? null,
    takenAt: request.takenAt ? new Date(request.takenAt) : null,
    recordedAt: context.at,
    lat: request.position?.lat ?? null,
    lng: request.position?.lng ?? null,
    accuracy: request.position?.accuracy ?? null,
  };
}

/** A declined job: the car goes back to dispatch without a driver; an assigned trip is viewed again; the office told. */
async function decline(tx: Executor, user: AuthUser, row: ReservationRow, slot: SlotRow, reason: string) {
  const released = await releaseSlot(tx, slot.id);
  const driver = slot.driverId === null ? null : await findPerson(tx, slot.driverId);
  const who = driver ? fullName(driver) : 'the driver';
  const because = `Declined by ${who}: ${reason}`;
  const after =
    row.status === 'assigned' && mayMoveTo('assigned', 'viewed')
      ? await writeMove(tx, user, row, 'viewed', because, { slotId: slot.id })
      : await bumpReservation(tx, row);
  await notifyOffice(tx, {
    subject: `Trip ${reservationNumber(row.id)}: ${who} declined the job`,
    text: `${who} declined trip ${reservationNumber(row.id)} (${reason}). The car has no driver now: assign another.`,
  });
  return { released, after };
}

/** The trip's version moves on: its row changes, so every screen following it hears of the change. */
export async function bumpReservation(tx: Executor, row: ReservationRow): Promise<ReservationRow> {
  const after = await updateReservationAt(tx, row.id, row.version, {});
  if (!after) throw AppError.staleVersion('reservation');
  return after;
}

const isCustomerStep = (progress: SlotProgress): progress is CustomerStep =>
  CUSTOMER_TOLD_ON.includes(progress as SlotStep);

/** Whether no other car of the trip had reached this step: the customer hears of it once, from the first car. */
const firstToReach = (
  slots: readonly { id: number; progress: SlotProgress | null }[],
  slotId: number,
  step: SlotProgress,
) => !slots.some((s) => s.id !== slotId && s.progress !== null && progressRank(s.progress) >= progressRank(step));

const tripToTell = (row: ReservationRow): TripToTell => ({
  reservationId: row.id,
  email: row.email,
  name: row.name,
  customerId: row.customerId,
});

async function driverOf(tx: Executor, slot: SlotRow) {
  const person = slot.driverId === null ? null : await findPerson(tx, slot.driverId);
  return { firstName: person?.firstName ?? null };
}

async function step(
  tx: Executor,
  deps: StepDeps,
  user: AuthUser,
  id: number,
  slotId: number,
  request: SlotStepRequest,
): Promise<SlotStepResult> {
  const row = await findReservationForUpdate(tx, id);
  const slot = row ? await findSlotForUpdate(tx, id, slotId) : null;
  if (!row || !slot) throw AppError.notFound('This job');
  const { onBehalf } = actingAs(user, slot);

  const seen = await findStep(tx, user.id, request.clientId);
  if (seen) {
    if (seen.slotId !== slot.id || seen.step !== request.step)
      throw new AppError('CONFLICT', STEP_MESSAGES.clientIdReused);
    return { slot: slotView(slot), tripStatus: statusOf(row), applied: false };
  }
  const status = statusOf(row);
  if (!STEPPING_TRIP_STATUSES.includes(status)) throw new AppError('CONFLICT', closedTripRefusal(status));
  if (slot.driverId === null || slot.progress === null) throw new AppError('CONFLICT', STEP_MESSAGES.noDriver);

  // The phone's time when sane, never before the job was given or its last step: the slot's times stay in order.
  const at = stepTime(request.takenAt ? new Date(request.takenAt) : null, deps.now(), earliestStepAt(slot));
  if (isPassedStep(slot.progress, request.step)) {
    await insertStep(tx, stepValues(user, slot, request, { onBehalf, at, applied: false }));
    return { slot: slotView(slot), tripStatus: status, applied: false };
  }
  if (!mayTakeStep(slot.progress, request.step))
    throw new AppError('CONFLICT', slotStepRefusal(slot.progress, request.step));
  // A driving step before its window (2 hours before the pickup) cannot have happened: refused, never completing.
  const early = earlyStepRefusal(request.step, row.pickUpAt, at, {
    timeZone: deps.timeZone,
    timeFormat: businessTimeFormat(),
  });
  if (early) throw new AppError('CONFLICT', early);

  if (request.step === 'decline' && !request.reason) throw AppError.validation({ reason: STEP_MESSAGES.reasonNeeded });

  await insertStep(tx, stepValues(user, slot, request, { onBehalf, at, applied: true }));
  if (request.step === 'decline' && request.reason) {
    const { released, after } = await decline(tx, user, row, slot, request.reason);
    return { slot: slotView(released), tripStatus: statusOf(after), applied: true };
  }
  const target = STEP_TARGET[request.step];
  if (!target) throw new Error(`The step ${request.step} has no target`);
  const { position } = request;
  const advanced = await advanceSlot(tx, slot.id, {
    progress: target,
    at,
    position: position ? { lat: position.lat, lng: position.lng, accuracy: position.accuracy ?? null } : null,
    // The wait ends on board: what it is billed by is fixed then (decision 094).
    ...(target === 'on-board' ? { waitTerms: await waitTermsOf(tx, row, slot) } : {}),
  });
  let after = await bumpReservation(tx, row);
  if (onBehalf)
    await recordAudit(tx, {
      actorId: user.id,
      action: 'slot-step',
      entity: 'reservation',
      entityId: id,
      before: { slotId, progress: slot.progress },
      after: { slotId, progress: target, onBehalf: true },
    });
  const slots = await slotsOfTrip(tx, id);
  if (isCustomerStep(target) && firstToReach(slots, slot.id, target))
    await noticeCustomerOfProgress(tx, deps, tripToTell(after), target, await driverOf(tx, slot), slot.carName);
  if (target === 'dropped-off' && mayMoveTo(after.status, 'completed') && everySlotDroppedOff(slots))
    after = await completeDriven(tx, deps, user, after, 'Every car dropped off');
  return { slot: slotView(advanced), tripStatus: statusOf(after), applied: true };
}

/**
 * `POST /reservations/{id}/slots/{slotId}/steps` (issue 24, decision 058): one step of a driver on their car of a
 * trip (or dispatch's on their behalf), under the trip's and the slot's locks, so steps on one trip take turns. A step
 * seen before (the same person's clientId) or asking for a step already reached is answered as it stands and counted
 * once; a step not next is a 409 naming where the job is, and a driving step before its window opens (2 hours
 * before the pickup) a 409 saying when it opens. The time recorded never falls before the job was given or its last
 * step (issue 37, decision 070). The last car dropped off completes the trip.
 */
export const takeStep = (
  db: Database,
  deps: StepDeps,
  user: AuthUser,
  id: number,
  slotId: number,
  request: SlotStepRequest,
): Promise<SlotStepResult> => db.transaction((tx) => step(tx, deps, user, id, slotId, request));
