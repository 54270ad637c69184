import {
  balanceDue,
  customerReadsChange,
  isRecord,
  legBreakdownSchema,
  marksViewedOnOpen,
  editNotice,
  mayAct,
  oneOf,
  SLOT_PROGRESS,
  slotExtrasOf,
  PAYMENT_METHODS,
  RESERVATION_ACTIONS,
  type ReservationDetails,
  reservationNumber,
  type TripReader,
} from '@livery/domain';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { recordAudit } from '../../audit/index.js';
import { fullName, type AuthUser } from '../../auth/index.js';
import { findPerson } from '../../people/index.js';
import { findWaitingMinuteAmount } from '../../configurations/index.js';
import { addonsForDetails } from './details-addons.js';
import { BOOKING_MESSAGES, findPaymentsOf, reservationQueries as queries, toReservation } from '../core/index.js';
import { mayOpenDraft } from '../drafts/index.js';
import * as details from './details-queries.js';
import { readerOfTrip } from '../trips/index.js';

export const DETAILS_MESSAGES = {
  notFound: BOOKING_MESSAGES.notYours,
  draft: (id: number) =>
    `This is a draft, not a booked trip: open it with GET /reservation-drafts/${id} ` +
    `(in the app: /reservation/create?id=${id}&draft=true).`,
  viewed: 'Opened by staff',
} as const;

type Row = queries.ReservationRow;

/**
 * Who reads a leg, and so how much of it (domain's `tripReader`): staff with `reservations:details` (or acting on it
 * with a lifecycle permission), its customer or creator, or a driver assigned to it. A driver sees the trip without
 * its payment (transaction, payer, price lines, refunds). Anyone else is told it does not exist.
 */
type Reader = TripReader;

/** The price lines of the leg as booked, without the booking flow's `trip` (that is `GET …/booking`'s). */
function breakdownOf(row: Row): ReservationDetails['priceBreakdown'] {
  // An array is no breakdown either: its lines would not parse.
  if (!isRecord(row.priceBreakdown)) return null;
  const { trip: _trip, ...lines } = row.priceBreakdown;
  const parsed = legBreakdownSchema.safeParse(lines);
  return parsed.success ? parsed.data : null;
}

/** A leg's details for this reader, read inside the caller's transaction when there is one. */
export async function loadDetails(
  db: Executor,
  user: AuthUser,
  id: number,
  now: Date,
  reader: Reader,
): Promise<ReservationDetails> {
  const found = await queries.findReservation(db, id);
  if (!found) throw new AppError('NOT_FOUND', DETAILS_MESSAGES.notFound);
  const { row } = found;
  const linkedId = row.parentOf ?? row.childOf;
  // One after another: a transaction's queries share one connection.
  const cars = await details.findCarsOf(db, id);
  const slots = await details.findSlotsOf(db, id);
  const waitingMinuteAmount = slots.some((s) => s.extrasState !== null) ? await findWaitingMinuteAmount(db) : 0;
  // Who corrected a car's wait (decision 094), named beside the correction to staff.
  const correctors = new Map<number, string>();
  const correctedBy = reader === 'staff' ? slots.flatMap((s) => (s.waitCorrection ? [s.waitCorrection.byId] : [])) : [];
  for (const id of new Set(correctedBy)) {
    const person = await findPerson(db, id);
    if (person) correctors.set(id, fullName(person));
  }
  const driverIds = [...new Set(slots.flatMap((s) => (s.driverId === null ? [] : [s.driverId])))];
  const history = await details.findHistoryOf(db, id);
  const refunds = reader === 'driver' ? [] : await details.findRefundsOf(db, id);
  const linked = await details.findLegs(db, linkedId === null ? [] : [linkedId]);
  const addons = await addonsForDetails(db, row, reader === 'driver');
  const isDriver = reader === 'driver';
  // A driver reads the trip without its payment (decision 051: 0 paid and due, no payments).
  const payments = isDriver ? [] : await findPaymentsOf(db, id);
  const due = isDriver ? 0 : balanceDue(row);
  const [linkedLeg] = linked;
  const target = {
    status: row.status,
    pickUpAt: row.pickUpAt,
    customerId: row.customerId,
    createdById: row.createdById,
    driverIds,
    linkedLeg: linkedLeg ?? null,
    balanceDue: due,
  };
  const base = toReservation(found);
  return {
    ...base,
    ...(isDriver ? { transactionId: null, paypalCustomerId: null } : {}),
    linkedLeg: linkedLeg
      ? {
          id: linkedLeg.id,
          number: reservationNumber(linkedLeg.id),
          status: linkedLeg.status,
          pickUpDateTime: linkedLeg.pickUpAt?.toISOString() ?? null,
        }
      : null,
    cars: cars.map((car) => ({
      carId: car.carId,
      name: car.carName,
      count: car.count,
      lineAmount: car.lineAmount,
      slots: slots
        .filter((s) => s.reservationCarId === car.id)
        .map((s) => ({
          id: s.id,
          slot: s.slot,
          driverId: s.driverId,
          driverName: s.driverName,
          driverShare: s.driverShare,
          paidAt: s.paidAt?.toISOString() ?? null,
          progress: s.progress === null ? null : oneOf(SLOT_PROGRESS, s.progress, 'A slot progress'),
          times: {
            acceptedAt: s.acceptedAt?.toISOString() ?? null,
            onTheWayAt: s.onTheWayAt?.toISOString() ?? null,
            onLocationAt: s.onLocationAt?.toISOString() ?? null,
            onBoardAt: s.onBoardAt?.toISOString() ?? null,
            droppedOffAt: s.droppedOffAt?.toISOString() ?? null,
          },
          extras: slotExtrasOf(
            s,
            waitingMinuteAmount,
            s.waitCorrection ? (correctors.get(s.waitCorrection.byId) ?? null) : null,
          ),
        })),
    })),
    priceBreakdown: isDriver ? null : breakdownOf(row),
    // The customer's history leaves out the office's own moves (staff opening it; issue 38, item 17).
    history: history
      .filter((h) => reader !== 'owner' || customerReadsChange(h))
      .map((h) => ({ ...h, at: h.at.toISOString() })),
    refunds: refunds.map((r) => ({ ...r, at: r.at.toISOString() })),
    addons,
    payments: payments.map((p) => ({
      ...p,
      method: oneOf(PAYMENT_METHODS, p.method, 'A payment method'),
      createdAt: p.createdAt.toISOString(),
    })),
    paidAmount: isDriver ? 0 : row.paidAmount,
    balanceDue: due,
    actions: RESERVATION_ACTIONS.filter((action) => mayAct(action, target, user, now)),
    editNotice: editNotice(target, user, now),
  };
}

/**
 * DESIGN §5: staff with `reservations:change-status` opening a `created` trip mark it `viewed` — not its own
 * customer opening it. Under the row's lock, so two people opening it at once mark it once.
 */
async function markViewed(db: Database, user: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await queries.findReservationForUpdate(tx, id);
    if (!row || row.status !== 'created') return;
    const updated = await queries.updateReservationAt(tx, id, row.version, { status: 'viewed' });
    if (!updated) return;
    await queries.insertStatusChange(tx, {
      reservationId: id,
      fromStatus: 'created',
      toStatus: 'viewed',
      actorId: user.id,
      reason: DETAILS_MESSAGES.viewed,
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'change-status',
      entity: 'reservation',
      entityId: id,
      before: { status: row.status, version: row.version },
      after: { status: updated.status, version: updated.version, reason: DETAILS_MESSAGES.viewed },
    });
  });
}

/**
 * `GET /reservations/{id}`: a booked leg's details for whoever may read it; a draft points to its own endpoint (for
 * those who may open it); an unknown id, or one this person may not read, is a 404, so ids reveal nothing.
 */
export async function getReservationDetails(
  db: Database,
  user: AuthUser,
  id: number,
  now: Date,
): Promise<ReservationDetails> {
  const found = await queries.findReservation(db, id);
  if (!found) throw new AppError('NOT_FOUND', DETAILS_MESSAGES.notFound);
  const { row } = found;
  if (row.status === 'draft')
    throw new AppError('NOT_FOUND', mayOpenDraft(user, row) ? DETAILS_MESSAGES.draft(id) : DETAILS_MESSAGES.notFound);
  const reader = await readerOfTrip(db, user, row);
  if (!reader) throw new AppError('NOT_FOUND', DETAILS_MESSAGES.notFound);
  if (marksViewedOnOpen(row, user)) await markViewed(db, user, id);
  return loadDetails(db, user, id, now, reader);
}
