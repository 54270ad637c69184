import {
  isRecord,
  type Draft,
  type DraftInput,
  draftSummary,
  fromLocalDateTime,
  mayBookForOthers,
  mayChangeTrip,
  mayDeleteDraft,
  reservationNumber,
} from '@livery/domain';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { recordAudit } from '../../audit/index.js';
import { type AuthUser } from '../../auth/index.js';
import { reservationQueries as queries } from '../core/index.js';

const THIS_DRAFT = 'This draft';

export function toDraft(row: queries.ReservationRow): Draft {
  return {
    id: row.id,
    number: reservationNumber(row.id),
    status: 'draft',
    state: isRecord(row.draftState) ? row.draftState : {},
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A draft is its author's, its customer's, or any staff's who edit reservations. Anyone else is told it does not
 * exist, as for an unknown id, so ids reveal nothing.
 */
export function mayOpenDraft(user: AuthUser, row: queries.ReservationRow): boolean {
  return mayChangeTrip(row, user);
}

/**
 * What the lists show of a draft: each piece its wizard state holds (`draftSummary`), whatever step it was saved
 * at; a piece no longer there is emptied (issue 22, decision 054).
 */
function summaryOf(state: Record<string, unknown>, timeZone: string): Partial<queries.ReservationValues> {
  const summary = draftSummary(state);
  return {
    ...(summary.tripType ? { tripType: summary.tripType } : {}),
    pickUpAt: summary.pickUpLocal ? fromLocalDateTime(summary.pickUpLocal, timeZone) : null,
    pickUpLocation: summary.pickUpLocation ?? null,
    dropOffLocation: summary.dropOffLocation ?? null,
    passengers: summary.passengers ?? null,
    name: summary.name ?? null,
    email: summary.email ?? null,
    phoneNumber: summary.phoneNumber ?? null,
    hotelName: summary.hotelName ?? null,
  };
}

export async function createDraft(db: Database, user: AuthUser, input: DraftInput, timeZone: string): Promise<Draft> {
  return db.transaction(async (tx) => {
    const row = await queries.insertReservation(tx, {
      status: 'draft',
      tripType: 'from-airport',
      ...summaryOf(input.state, timeZone),
      // Staff drafting for a customer choose them when the draft proceeds; anyone else drafts for themselves.
      customerId: mayBookForOthers(user) ? null : user.id,
      draftState: input.state,
      createdById: user.id,
    });
    await queries.insertStatusChange(tx, {
      reservationId: row.id,
      fromStatus: null,
      toStatus: 'draft',
      actorId: user.id,
      reason: 'Draft saved',
    });
    const draft = toDraft(row);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'create',
      entity: 'reservation',
      entityId: row.id,
      after: draft,
    });
    return draft;
  });
}

export async function openDraft(db: Executor, user: AuthUser, id: number, forUpdate = false) {
  const row = forUpdate ? await queries.findDraftForUpdate(db, id) : await queries.findDraft(db, id);
  if (!row || !mayOpenDraft(user, row)) throw AppError.notFound(THIS_DRAFT);
  return row;
}

export async function getDraft(db: Database, user: AuthUser, id: number): Promise<Draft> {
  return toDraft(await openDraft(db, user, id));
}

export async function updateDraft(
  db: Database,
  user: AuthUser,
  id: number,
  input: DraftInput & { version: number },
  timeZone: string,
): Promise<Draft> {
  return db.transaction(async (tx) => {
    const before = await openDraft(tx, user, id, true);
    const row = await queries.updateReservationAt(tx, id, input.version, {
      ...summaryOf(input.state, timeZone),
      draftState: input.state,
    });
    if (!row) throw AppError.staleVersion('draft');
    const draft = toDraft(row);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'update',
      entity: 'reservation',
      entityId: id,
      before: toDraft(before),
      after: draft,
    });
    return draft;
  });
}

/**
 * Deleting is for drafts only (DESIGN §5): a booked trip is cancelled, never deleted. Its author may delete it, and
 * anyone with `reservations:delete` (`DELETE /reservations/{id}`, decision 043), even without opening drafts.
 */
export async function deleteDraft(db: Database, user: AuthUser, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const row = await queries.findDraftForUpdate(tx, id);
    const mayDelete = row !== null && mayDeleteDraft(row, user);
    if (!row || (!mayDelete && !mayOpenDraft(user, row))) throw AppError.notFound(THIS_DRAFT);
    if (!mayDelete)
      throw new AppError('FORBIDDEN', 'Deleting another person’s draft needs the permission reservations:delete.');
    await queries.deleteReservation(tx, id);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'delete',
      entity: 'reservation',
      entityId: id,
      before: toDraft(row),
    });
    return { id };
  });
}
