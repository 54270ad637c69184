import {
  type ChangeStatusRequest,
  type MarkDuplicateRequest,
  type ReservationDetails,
  reservationNumber,
  STATUS_MOVE_PERMISSIONS,
} from '@livery/domain';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';

import { requireAll } from '../../../lib/permission-checks.js';

import { type AuthUser } from '../../auth/index.js';

import { draftsService as drafts } from '../drafts/index.js';

import { DETAILS_MESSAGES, detailsQueries as details } from '../details/index.js';

import { reservationQueries as queries } from '../core/index.js';
import {
  answer,
  conflict,
  lockForMove,
  reasonOf,
  writeMove,
  type LifecycleDeps,
  LIFECYCLE_MESSAGES,
} from './lifecycle-moves.js';
import { complete } from './complete-service.js';
import { cancel } from './cancel-service.js';
import { readerOfTrip } from '../trips/index.js';

async function markDuplicate(
  tx: Executor,
  deps: LifecycleDeps,
  user: AuthUser,
  id: number,
  request: MarkDuplicateRequest & { reason?: string | undefined },
) {
  const row = await lockForMove(tx, id, 'duplicate', request.version);
  const { duplicateOf } = request;
  if (duplicateOf !== undefined) {
    if (duplicateOf === id)
      throw AppError.validation(
        { duplicateOf: LIFECYCLE_MESSAGES.duplicateOfItself },
        LIFECYCLE_MESSAGES.duplicateOfItself,
      );
    const [original] = await details.findLegs(tx, [duplicateOf]);
    if (!original || original.status === 'draft') {
      const message = LIFECYCLE_MESSAGES.duplicateOfUnknown(duplicateOf);
      throw AppError.validation({ duplicateOf: message }, message);
    }
  }
  const reason = [
    duplicateOf === undefined ? reasonOf('duplicate') : `Duplicate of ${reservationNumber(duplicateOf)}`,
    request.reason,
  ]
    .filter(Boolean)
    .join(': ');
  await writeMove(tx, user, row, 'duplicate', reason, duplicateOf === undefined ? {} : { duplicateOf });
  return answer(tx, user, id, deps);
}

/** `POST /reservations/{id}/mark-duplicate`: it leaves lists and revenue like a cancellation; nothing is refunded. */
export const markReservationDuplicate = (
  db: Database,
  deps: LifecycleDeps,
  user: AuthUser,
  id: number,
  request: MarkDuplicateRequest,
) => db.transaction((tx) => markDuplicate(tx, deps, user, id, request));

/**
 * `PUT /reservations/{id}/status`: a move of DESIGN §5's table made by hand. Completing and cancelling go the same
 * way as their own endpoints (and need their permissions too); assigned and viewed follow the drivers, never a hand.
 */
export async function changeReservationStatus(
  db: Database,
  deps: LifecycleDeps,
  user: AuthUser,
  id: number,
  request: ChangeStatusRequest,
): Promise<ReservationDetails> {
  const { status, version, reason, early } = request;
  if (status === 'assigned' || status === 'viewed') throw conflict(LIFECYCLE_MESSAGES.notByHand(status));
  const needed = STATUS_MOVE_PERMISSIONS[status];
  if (needed) requireAll(user, [needed]);
  return db.transaction(async (tx) => {
    if (status === 'completed') return complete(tx, deps, user, id, version, early);
    if (status === 'cancelled') return cancel(tx, deps, user, id, { version, reason, refund: { kind: 'none' } });
    if (status === 'duplicate') return markDuplicate(tx, deps, user, id, { version, reason });
    const row = await lockForMove(tx, id, status, version);
    await writeMove(tx, user, row, status, reasonOf(status, reason));
    return answer(tx, user, id, deps);
  });
}

/**
 * `DELETE /reservations/{id}`: drafts only (DESIGN §5: a booked trip is cancelled, never deleted), by their author
 * or with `reservations:delete` — the drafts' own delete does it. A booked trip is a 409 for whoever may read it.
 */
export async function deleteReservation(db: Database, user: AuthUser, id: number): Promise<{ id: number }> {
  const found = await queries.findReservation(db, id);
  if (!found) throw new AppError('NOT_FOUND', DETAILS_MESSAGES.notFound);
  if (found.row.status !== 'draft') {
    const reader = await readerOfTrip(db, user, found.row);
    if (reader && reader !== 'driver') throw conflict(LIFECYCLE_MESSAGES.deleteBooked(found.row.status));
    throw new AppError('NOT_FOUND', DETAILS_MESSAGES.notFound);
  }
  return drafts.deleteDraft(db, user, id);
}
