import { mayMoveTo, reservationNumber, type ReservationStatus, transitionRefusal } from '@livery/domain';
import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { PaypalClient } from '../../../lib/paypal.js';

import { recordAudit } from '../../audit/index.js';
import { type AuthUser } from '../../auth/index.js';

import { DETAILS_MESSAGES, loadDetails } from '../details/index.js';

import { reservationQueries as queries } from '../core/index.js';

/** What every move of the lifecycle shares: its messages, the lock, the history row and the answer. */
export const LIFECYCLE_MESSAGES = {
  already: (status: string) => `This reservation is already ${status}: someone did it before you.`,
  draft: 'This is a draft, not a booked trip: finish it in the booking flow, or delete it.',
  cancelDraft: 'A draft is deleted, not cancelled: delete it (DELETE /reservations/{id}).',
  notByHand: (status: 'assigned' | 'viewed') =>
    status === 'assigned'
      ? 'A trip becomes assigned when every car has a driver, not by hand: assign its drivers.'
      : 'A trip becomes viewed when staff open it, or again when a driver is removed, not by hand.',
  deleteBooked: (status: string) =>
    `This reservation is booked (${status}): only drafts are deleted. Cancel it instead.`,
  duplicateOfItself: 'A reservation cannot be a duplicate of itself.',
  duplicateOfUnknown: (id: number) => `There is no booked reservation ${reservationNumber(id)}.`,
} as const;

/** The history's reason of a move made without one. */
const DEFAULT_REASONS: Partial<Record<ReservationStatus, string>> = {
  completed: 'Completed',
  cancelled: 'Cancelled',
  duplicate: 'Marked as a duplicate',
  created: 'Payment recorded',
};
export const reasonOf = (to: ReservationStatus, given?: string) => given ?? DEFAULT_REASONS[to] ?? 'Changed by hand';

/** What the lifecycle needs besides the database. */
export interface LifecycleDeps {
  paypal: PaypalClient | null;
  /** PUBLIC_URL: the base of the links in e-mails. */
  publicUrl: string;
  timeZone: string;
  now: () => Date;
}

type Row = queries.ReservationRow;
export const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * The leg, locked until the transaction ends (two people acting on it take turns), if the move is DESIGN §5's: a
 * draft has its own flow, the move must be in the table (the refusal names the status it has now, so whoever lost
 * a race reads what happened), and the version must be the one read.
 */
export async function lockForMove(tx: Executor, id: number, to: ReservationStatus, version: number): Promise<Row> {
  const row = await queries.findReservationForUpdate(tx, id);
  if (!row) throw new AppError('NOT_FOUND', DETAILS_MESSAGES.notFound);
  if (row.status === 'draft')
    throw conflict(to === 'cancelled' ? LIFECYCLE_MESSAGES.cancelDraft : LIFECYCLE_MESSAGES.draft);
  if (row.status === to) throw conflict(LIFECYCLE_MESSAGES.already(to));
  if (!mayMoveTo(row.status, to)) throw conflict(transitionRefusal(row.status, to));
  if (row.version !== version) throw AppError.staleVersion('reservation');
  return row;
}

/**
 * The move itself: the status and version, the history row and the audit row, in the caller's transaction (also the
 * customer's own cancel's, customer-trip-service.ts).
 */
export async function writeMove(
  tx: Executor,
  user: AuthUser,
  before: Row,
  to: ReservationStatus,
  reason: string,
  audited: Record<string, unknown> = {},
): Promise<Row> {
  const after = await queries.updateReservationAt(tx, before.id, before.version, { status: to });
  if (!after) throw AppError.staleVersion('reservation');
  await queries.insertStatusChange(tx, {
    reservationId: before.id,
    fromStatus: before.status,
    toStatus: to,
    actorId: user.id,
    reason,
  });
  await recordAudit(tx, {
    actorId: user.id,
    action: 'change-status',
    entity: 'reservation',
    entityId: before.id,
    before: { status: before.status, version: before.version },
    after: { status: after.status, version: after.version, reason, ...audited },
  });
  return after;
}

export const summaryOf = (row: Row) => ({
  number: reservationNumber(row.id),
  pickUpAt: row.pickUpAt,
  pickUpLocation: row.pickUpLocation,
  dropOffLocation: row.dropOffLocation,
});

/** The answer of every move: the leg's details, as someone acting on it with a lifecycle permission reads them. */
export const answer = (tx: Executor, user: AuthUser, id: number, deps: LifecycleDeps) =>
  loadDetails(tx, user, id, deps.now(), 'staff');
