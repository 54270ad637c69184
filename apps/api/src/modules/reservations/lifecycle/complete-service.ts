import { type CompleteReservationRequest, earlyCompletionRefusal } from '@livery/domain';
import type { Database, Executor } from '../../../db/client.js';

import { type AuthUser } from '../../auth/index.js';
import { businessTimeFormat } from '../../../lib/business-clock.js';
import { enqueueMail, reservationCompletedMail } from '../../notifications/index.js';

import { tripUrl, type ReservationRow } from '../core/index.js';

import {
  answer,
  conflict,
  lockForMove,
  reasonOf,
  writeMove,
  type LifecycleDeps,
  summaryOf,
} from './lifecycle-moves.js';

/**
 * The completion itself, on a locked leg the move table allows: the status, history and audit rows, and the
 * customer's e-mail with the review link. Also when the last car of a trip is dropped off (issue 24, decision 058).
 */
export async function completeDriven(
  tx: Executor,
  deps: Pick<LifecycleDeps, 'publicUrl' | 'timeZone'>,
  user: AuthUser,
  row: ReservationRow,
  reason: string,
): Promise<ReservationRow> {
  const after = await writeMove(tx, user, row, 'completed', reason);
  if (after.email)
    await enqueueMail(
      tx,
      reservationCompletedMail(after.email, after.name ?? 'there', summaryOf(after), {
        // The customer's e-mails lead to their trip's page (decision 052), not the staff's details.
        reviewUrl: tripUrl(deps.publicUrl, row.id),
        timeZone: deps.timeZone,
      }),
    );
  return after;
}

export async function complete(
  tx: Executor,
  deps: LifecycleDeps,
  user: AuthUser,
  id: number,
  version: number,
  early = false,
) {
  const row = await lockForMove(tx, id, 'completed', version);
  const clock = { timeZone: deps.timeZone, timeFormat: businessTimeFormat() };
  const tooEarly = earlyCompletionRefusal(row.pickUpAt, deps.now(), early, clock);
  if (tooEarly) throw conflict(tooEarly);
  await completeDriven(tx, deps, user, row, reasonOf('completed'));
  return answer(tx, user, id, deps);
}

/**
 * `POST /reservations/{id}/complete`: an assigned trip is done; the customer gets the review link. Before its pickup
 * only when the person confirmed it (`early`, decision 056).
 */
export const completeReservation = (
  db: Database,
  deps: LifecycleDeps,
  user: AuthUser,
  id: number,
  request: CompleteReservationRequest,
) => db.transaction((tx) => complete(tx, deps, user, id, request.version, request.early));
