import {
  extrasCents,
  slotExtrasOf,
  extrasRefusal,
  mayReviewExtras,
  reservationNumber,
  slotWaitOf,
  toCents,
  waitedMinutes,
  type ExtrasReview,
  type SlotExtras,
  type SlotExtrasRequest,
  type TripExtra,
} from '@livery/domain';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { forbidden } from '../../lib/permission-checks.js';
import { fullName, type AuthUser } from '../auth/index.js';
import { findExtrasSettings } from '../configurations/index.js';
import { findPerson } from '../people/index.js';
import {
  addChargeLines,
  findExtras,
  findReservationForUpdate,
  findSlotForUpdate,
  writeExtras,
  type ExtrasRow,
} from '../reservations/index.js';
import { bumpReservation, type StepDeps } from './steps-service.js';
import { waitTermsOf } from './wait-terms.js';

const REPORTED: Record<Exclude<keyof SlotExtrasRequest, 'waitingMinutes'>, TripExtra> = {
  tolls: 'tolls',
  parking: 'parking',
};

export const EXTRAS_MESSAGES = {
  nothingYet: 'This car has nothing to review yet: its extras are reviewed after the drop-off.',
  reviewed: (state: string) => `The office has already ${state} this car’s extras.`,
  correctionWithoutApproval: 'A corrected wait goes with an approval.',
  noWaitToCorrect: 'This car has no On location and On board times: there is no wait to correct.',
} as const;

function viewOf(row: ExtrasRow, waitingMinuteAmount: number, correctedByName: string | null = null): SlotExtras {
  const view = slotExtrasOf(row, waitingMinuteAmount, correctedByName);
  if (!view) throw new Error(`Slot ${row.id} has no extras after writing them`);
  return view;
}

async function lockSlot(tx: Executor, id: number, slotId: number) {
  const row = await findReservationForUpdate(tx, id);
  const slot = row ? await findSlotForUpdate(tx, id, slotId) : null;
  if (!row || !slot) throw AppError.notFound('This job');
  return { row, slot };
}

/**
 * `PUT /reservations/{id}/slots/{slotId}/extras` (issue 24): the car's driver reports tolls and parking after the
 * drop-off — only the extras the office takes — for the office to approve before they are charged. The wait is not
 * reported: the car's steps measure it (decision 094). Sent again before the review, it replaces the report.
 */
export const reportExtras = (db: Database, user: AuthUser, id: number, slotId: number, request: SlotExtrasRequest) =>
  db.transaction(async (tx): Promise<SlotExtras> => {
    const { slot } = await lockSlot(tx, id, slotId);
    if (slot.driverId !== user.id) throw AppError.notFound('This job');
    const settings = await findExtrasSettings(tx);
    const reported = (['tolls', 'parking'] as const)
      .filter((key) => request[key] !== undefined)
      .map((k) => REPORTED[k]);
    const current = await findExtras(tx, slot.id);
    const refusal = extrasRefusal(slot.progress, reported, settings.tripExtras, current.extrasState);
    if (refusal) throw new AppError('CONFLICT', refusal);
    const written = await writeExtras(tx, slot.id, {
      tolls: request.tolls ?? null,
      parking: request.parking ?? null,
      extrasState: 'submitted',
    });
    return viewOf(written, settings.waitingMinuteAmount);
  });

/** Why this car's extras cannot be reviewed now, or null: once, after the drop-off or the driver's report. */
function reviewRefusal(current: ExtrasRow): string | null {
  if (current.extrasState === 'approved' || current.extrasState === 'declined')
    return EXTRAS_MESSAGES.reviewed(current.extrasState);
  if (current.extrasState === null && current.progress !== 'dropped-off') return EXTRAS_MESSAGES.nothingYet;
  return null;
}

/**
 * `POST /reservations/{id}/slots/{slotId}/extras/review`: the office (reservations:addAddon) approves a car's extras
 * — the wait its steps measured past the grace, as the engine's wait line, and the tolls and parking its driver
 * reported; each a line of the trip's price, the drivers' shares following the new total — or declines them.
 * Approving may correct the measured wait (`waitedMinutes`): kept with who corrected it and from what. Under the
 * trip's lock and at its version, so approving twice at once charges once.
 */
export const reviewExtras = (
  db: Database,
  deps: StepDeps,
  user: AuthUser,
  id: number,
  slotId: number,
  review: ExtrasReview,
) =>
  db.transaction(async (tx): Promise<SlotExtras> => {
    if (!mayReviewExtras(user)) throw forbidden('Reviewing a driver’s extras needs reservations:addAddon.');
    const { row, slot } = await lockSlot(tx, id, slotId);
    if (row.version !== review.version) throw AppError.staleVersion('reservation');
    const current = await findExtras(tx, slot.id);
    const refusal = reviewRefusal(current);
    if (refusal) throw new AppError('CONFLICT', refusal);
    const measured = waitedMinutes(current.onLocationAt, current.onBoardAt);
    const corrected = review.waitedMinutes;
    if (corrected !== undefined && !review.approve)
      throw AppError.validation({ waitedMinutes: EXTRAS_MESSAGES.correctionWithoutApproval });
    if (corrected !== undefined && measured === null)
      throw AppError.validation({ waitedMinutes: EXTRAS_MESSAGES.noWaitToCorrect });

    const now = deps.now();
    // A slot on board before decision 094 has no terms yet: they are fixed now, by the same rule.
    const terms = current.waitTerms ?? (measured === null ? null : await waitTermsOf(tx, row, slot));
    const correction =
      corrected !== undefined && corrected !== measured
        ? { from: measured, to: corrected, byId: user.id, at: now.toISOString() }
        : null;
    const written = await writeExtras(tx, slot.id, {
      extrasState: review.approve ? 'approved' : 'declined',
      extrasReviewedById: user.id,
      extrasReviewedAt: now,
      ...(terms && !current.waitTerms ? { waitTerms: terms } : {}),
      ...(correction ? { waitCorrection: correction } : {}),
    });
    const { waitingMinuteAmount } = await findExtrasSettings(tx);
    const corrector = correction ? await findPerson(tx, user.id) : null;
    const correctedBy = corrector ? fullName(corrector) : null;
    if (review.approve) {
      const wait = slotWaitOf(written);
      // Minutes a driver typed before decision 094 count only where nothing was measured (slotExtrasOf's rule).
      const reported = extrasCents(wait ? { ...written, waitingMinutes: null } : written, waitingMinuteAmount);
      const charges = [
        ...(wait?.line
          ? [{ name: wait.line.label, cents: toCents(wait.amount), explanation: wait.line.explanation }]
          : []),
        ...reported.map((line) => ({ name: line.label, cents: line.cents })),
      ];
      const corrections =
        correctedBy === null ? '' : `; wait corrected from ${measured ?? 0} to ${corrected} min by ${correctedBy}`;
      const reason = `Driver’s extras approved on ${reservationNumber(id)}${corrections}`;
      if (charges.length > 0) await addChargeLines(tx, deps, user, row, charges, reason);
      else await bumpReservation(tx, row);
    } else {
      // The trip's row changes too, so every screen following it hears of the review.
      await bumpReservation(tx, row);
    }
    return viewOf(written, waitingMinuteAmount, correctedBy);
  });
