import {
  type CancelReservationRequest,
  type ChangeStatusRequest,
  type CompleteReservationRequest,
  earlyCompletionRefusal,
  type MarkDuplicateRequest,
  mayMoveTo,
  type ReservationDetails,
  reservationNumber,
  type ReservationStatus,
  STATUS_MOVE_PERMISSIONS,
  transitionRefusal,
} from '@livery/domain';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { PaypalClient } from '../../../lib/paypal.js';
import { requireAll } from '../../../lib/permission-checks.js';
import { recordAudit } from '../../audit/index.js';
import { type AuthUser } from '../../auth/index.js';
import { businessTimeFormat } from '../../configurations/index.js';
import { enqueueMail, reservationCancelledMail, reservationCompletedMail } from '../../mail/index.js';
import { draftsService as drafts } from '../drafts/index.js';
import { tripUrl } from '../core/index.js';
import { DETAILS_MESSAGES, loadDetails, readerOf } from '../details/index.js';
import { detailsQueries as details } from '../details/index.js';
import { refundOnCancel, type RecordedRefund } from './refund-service.js';
import { reservationQueries as queries } from '../core/index.js';

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
const reasonOf = (to: ReservationStatus, given?: string) => given ?? DEFAULT_REASONS[to] ?? 'Changed by hand';

/** What the lifecycle needs besides the database. */
export interface LifecycleDeps {
  paypal: PaypalClient | null;
  /** PUBLIC_URL: the base of the links in e-mails. */
  publicUrl: string;
  timeZone: string;
  now: () => Date;
}

type Row = queries.ReservationRow;
const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * The leg, locked until the transaction ends (two people acting on it take turns), if the move is DESIGN §5's: a
 * draft has its own flow, the move must be in the table (the refusal names the status it has now, so whoever lost
 * a race reads what happened), and the version must be the one read.
 */
async function lockForMove(tx: Executor, id: number, to: ReservationStatus, version: number): Promise<Row> {
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

const summaryOf = (row: Row) => ({
  number: reservationNumber(row.id),
  pickUpAt: row.pickUpAt,
  pickUpLocation: row.pickUpLocation,
  dropOffLocation: row.dropOffLocation,
});

/** The answer of every move: the leg's details, as someone acting on it with a lifecycle permission reads them. */
const answer = (tx: Executor, user: AuthUser, id: number, deps: LifecycleDeps) =>
  loadDetails(tx, user, id, deps.now(), 'staff');

async function complete(tx: Executor, deps: LifecycleDeps, user: AuthUser, id: number, version: number, early = false) {
  const row = await lockForMove(tx, id, 'completed', version);
  const clock = { timeZone: deps.timeZone, timeFormat: businessTimeFormat() };
  const tooEarly = earlyCompletionRefusal(row.pickUpAt, deps.now(), early, clock);
  if (tooEarly) throw conflict(tooEarly);
  const after = await writeMove(tx, user, row, 'completed', reasonOf('completed'));
  if (after.email)
    await enqueueMail(
      tx,
      reservationCompletedMail(after.email, after.name ?? 'there', summaryOf(after), {
        // The customer's e-mails lead to their trip's page (decision 052), not the staff's details.
        reviewUrl: tripUrl(deps.publicUrl, id),
        timeZone: deps.timeZone,
      }),
    );
  return answer(tx, user, id, deps);
}

async function cancel(
  tx: Executor,
  deps: LifecycleDeps,
  user: AuthUser,
  id: number,
  request: CancelReservationRequest,
) {
  const row = await lockForMove(tx, id, 'cancelled', request.version);
  // Refunded first: a refund PayPal refuses cancels nothing.
  const refund: RecordedRefund | null =
    request.refund.kind === 'none' ? null : await refundOnCancel(tx, deps.paypal, row, request.refund, user.id);
  const reason = reasonOf('cancelled', request.reason);
  const after = await writeMove(tx, user, row, 'cancelled', reason, refund ? { refund } : {});
  if (after.email)
    await enqueueMail(
      tx,
      reservationCancelledMail(after.email, after.name ?? 'there', summaryOf(after), {
        reason: request.reason ?? null,
        refunded: refund?.amount ?? null,
        isRoundTripLeg: after.parentOf !== null || after.childOf !== null,
        url: tripUrl(deps.publicUrl, id),
        timeZone: deps.timeZone,
      }),
    );
  return answer(tx, user, id, deps);
}

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

/**
 * `POST /reservations/{id}/cancel`: this leg only (a round trip's other leg stays booked), with a PayPal refund when
 * asked; the customer is told, with the amount refunded.
 */
export const cancelReservation = (
  db: Database,
  deps: LifecycleDeps,
  user: AuthUser,
  id: number,
  request: CancelReservationRequest,
) => db.transaction((tx) => cancel(tx, deps, user, id, request));

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
    const reader = readerOf(user, found.row, await details.findDriverIdsOf(db, id));
    if (reader && reader !== 'driver') throw conflict(LIFECYCLE_MESSAGES.deleteBooked(found.row.status));
    throw new AppError('NOT_FOUND', DETAILS_MESSAGES.notFound);
  }
  return drafts.deleteDraft(db, user, id);
}
