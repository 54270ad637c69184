import {
  extrasCents,
  slotExtrasOf,
  extrasRefusal,
  mayReviewExtras,
  reservationNumber,
  type ExtrasReview,
  type SlotExtras,
  type SlotExtrasRequest,
  type TripExtra,
} from '@livery/domain';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { forbidden } from '../../lib/permission-checks.js';
import { type AuthUser } from '../auth/index.js';
import { findExtrasSettings } from '../configurations/index.js';
import {
  addChargeLines,
  findExtras,
  findReservationForUpdate,
  findSlotForUpdate,
  writeExtras,
  type ExtrasRow,
} from '../reservations/index.js';
import { bumpReservation, type StepDeps } from './steps-service.js';

const REPORTED: Record<keyof SlotExtrasRequest, TripExtra> = {
  waitingMinutes: 'waiting',
  tolls: 'tolls',
  parking: 'parking',
};

function viewOf(row: ExtrasRow, waitingMinuteAmount: number): SlotExtras {
  const view = slotExtrasOf(row, waitingMinuteAmount);
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
 * `PUT /reservations/{id}/slots/{slotId}/extras` (issue 24): the car's driver reports waiting minutes, tolls and
 * parking after the drop-off — only the extras the office takes — for the office to approve before they are charged.
 * Sent again before the review, it replaces the report.
 */
export const reportExtras = (db: Database, user: AuthUser, id: number, slotId: number, request: SlotExtrasRequest) =>
  db.transaction(async (tx): Promise<SlotExtras> => {
    const { slot } = await lockSlot(tx, id, slotId);
    if (slot.driverId !== user.id) throw AppError.notFound('This job');
    const settings = await findExtrasSettings(tx);
    const reported = (Object.keys(request) as (keyof SlotExtrasRequest)[]).map((key) => REPORTED[key]);
    const current = await findExtras(tx, slot.id);
    const refusal = extrasRefusal(slot.progress, reported, settings.tripExtras, current.extrasState);
    if (refusal) throw new AppError('CONFLICT', refusal);
    const written = await writeExtras(tx, slot.id, {
      waitingMinutes: request.waitingMinutes ?? null,
      tolls: request.tolls ?? null,
      parking: request.parking ?? null,
      extrasState: 'submitted',
    });
    return viewOf(written, settings.waitingMinuteAmount);
  });

/**
 * `POST /reservations/{id}/slots/{slotId}/extras/review`: the office (reservations:addAddon) approves the reported
 * extras — each becomes a line of the trip's price, the drivers' shares following the new total — or declines them.
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
    if (current.extrasState !== 'submitted')
      throw new AppError('CONFLICT', 'This car has no extras waiting for review.');
    const reviewed = { extrasReviewedById: user.id, extrasReviewedAt: deps.now() };
    const { waitingMinuteAmount } = await findExtrasSettings(tx);
    const written = await writeExtras(tx, slot.id, {
      extrasState: review.approve ? 'approved' : 'declined',
      ...reviewed,
    });
    if (review.approve) {
      const charges = extrasCents(current, waitingMinuteAmount).map((l) => ({ name: l.label, cents: l.cents }));
      await addChargeLines(tx, deps, user, row, charges, `Driver’s extras approved on ${reservationNumber(id)}`);
    } else {
      // The trip's row changes too, so every screen following it hears of the review.
      await bumpReservation(tx, row);
    }
    return viewOf(written, waitingMinuteAmount);
  });
