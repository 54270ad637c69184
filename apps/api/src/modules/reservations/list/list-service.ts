import {
  TRIP_TYPES,
  RESERVATION_STATUSES,
  oneOf,
  balanceDue,
  draftSummary,
  fromLocalDateTime,
  isUpcomingSort,
  mayFilterByBookingDate,
  RESERVATION_LIST_MESSAGES,
  type ReservationListItem,
  type ReservationListQuery,
  reservationNumber,
  seesEveryTrip,
} from '@livery/domain';
import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { mapBatches } from '../../../lib/list-helpers.js';
import { type AuthUser } from '../../auth/index.js';
import { forbidden } from '../../../lib/permission-checks.js';
import * as queries from './list-queries.js';

const numberOf = (id: number | null) => (id === null ? null : reservationNumber(id));

export function toListItem(
  row: queries.ReservationRow,
  affiliateName: string | null,
  assignedDrivers: ReservationListItem['assignedDrivers'],
  cars: ReservationListItem['cars'],
): ReservationListItem {
  return {
    id: row.id,
    number: reservationNumber(row.id),
    status: oneOf(RESERVATION_STATUSES, row.status, 'A reservation status'),
    tripType: oneOf(TRIP_TYPES, row.tripType, 'A trip type'),
    paymentType: row.paymentType,
    customerId: row.customerId,
    transactionId: row.transactionId,
    assignedDrivers,
    cars,
    name: row.name,
    email: row.email,
    affiliateName,
    parentOf: row.parentOf,
    parentOfNumber: numberOf(row.parentOf),
    childOf: row.childOf,
    childOfNumber: numberOf(row.childOf),
    pickUpDateTime: row.pickUpAt?.toISOString() ?? null,
    pickUpLocation: row.pickUpLocation,
    dropOffLocation: row.dropOffLocation,
    hotelName: row.hotelName,
    isBagsChecked: row.isBagsChecked,
    amount: row.amount,
    paidAmount: row.paidAmount,
    balanceDue: balanceDue(row),
    phoneNumber: row.phoneNumber,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A draft shows what its wizard state holds where its columns are empty: drafts saved before the summary was read
 * piece by piece (issue 22) kept only the customer's name, e-mail and phone.
 */
function withDraftSummary(row: queries.ReservationRow, timeZone: string): queries.ReservationRow {
  if (row.status !== 'draft' || row.draftState === null) return row;
  const summary = draftSummary(row.draftState);
  return {
    ...row,
    name: row.name ?? summary.name ?? null,
    email: row.email ?? summary.email ?? null,
    phoneNumber: row.phoneNumber ?? summary.phoneNumber ?? null,
    pickUpAt: row.pickUpAt ?? (summary.pickUpLocal ? fromLocalDateTime(summary.pickUpLocal, timeZone) : null),
    pickUpLocation: row.pickUpLocation ?? summary.pickUpLocation ?? null,
    dropOffLocation: row.dropOffLocation ?? summary.dropOffLocation ?? null,
    hotelName: row.hotelName ?? summary.hotelName ?? null,
  };
}

/** Rows as list items, with their affiliates' names, drivers and cars read for all of them at once (no query per row). */
async function toListItems(
  db: Executor,
  rows: queries.ReservationRow[],
  timeZone: string,
): Promise<ReservationListItem[]> {
  const ids = rows.map((row) => row.id);
  const [names, drivers, cars] = await Promise.all([
    queries.affiliateNames(db, rows),
    queries.driversOf(db, ids),
    queries.carsOf(db, ids),
  ]);
  return rows.map((row) =>
    toListItem(
      withDraftSummary(row, timeZone),
      row.affiliateId === null ? null : (names.get(row.affiliateId) ?? null),
      drivers.get(row.id) ?? [],
      cars.get(row.id) ?? [],
    ),
  );
}

/**
 * Who sees what (DESIGN §4): with reservations:view every reservation, drafts included; anyone else their own
 * trips — booked for them or by them, or driven by them; `userId` narrows to one person's trips (yours, or anyone's
 * with reservations:view: the profile's Reservations tab). The created-date filter is for admins (SPEC §2, §6);
 * `sort=upcoming` is for one person's trips.
 */
function scopeOf(viewer: AuthUser, query: ReservationListQuery): queries.ListScope {
  if (query.dateField === 'createdAt' && !mayFilterByBookingDate(viewer))
    throw forbidden(RESERVATION_LIST_MESSAGES.createdAtForAdmins);
  requireMayListTripsOf(viewer, query.userId);
  if (query.userId !== undefined) return { kind: 'own', userId: query.userId };
  if (!seesEveryTrip(viewer)) return { kind: 'own', userId: viewer.id };
  // No index holds an order that reads the clock: it sorts one person's trips, never the whole book (decision 083).
  if (isUpcomingSort(query.sort)) {
    const message = RESERVATION_LIST_MESSAGES.upcomingOfOne;
    throw AppError.validation({ sort: message }, message);
  }
  return { kind: 'everyone' };
}

/**
 * Whose trips may be listed: your own, or anyone's with reservations:view. The route asks it before the rest of the
 * query is checked (decision 071), and the list again.
 */
export function requireMayListTripsOf(viewer: AuthUser, userId: number | undefined): void {
  if (userId !== undefined && userId !== viewer.id && !seesEveryTrip(viewer))
    throw forbidden(RESERVATION_LIST_MESSAGES.othersTrips);
}

export interface ListDeps {
  db: Executor;
  timeZone: string;
}

export async function listReservations(deps: ListDeps, viewer: AuthUser, query: ReservationListQuery) {
  const scope = scopeOf(viewer, query);
  const { rows, ...page } = await queries.listReservations(deps.db, scope, query, deps.timeZone);
  return { dataItems: await toListItems(deps.db, rows, deps.timeZone), ...page };
}

/** A row of the export: the list's item and the day of the trip's times (decision 058). */
export type ExportedReservation = ReservationListItem & { times: queries.TripTimes | undefined };

/** Every matching reservation in the list's order, a batch at a time (CSV export), with the trip's times. */
export function exportReservations(deps: ListDeps, viewer: AuthUser, query: ReservationListQuery) {
  const scope = scopeOf(viewer, query);
  return mapBatches(queries.allReservations(deps.db, scope, query, deps.timeZone), async (rows) => {
    const [items, times] = await Promise.all([
      toListItems(deps.db, rows, deps.timeZone),
      queries.tripTimesOf(
        deps.db,
        rows.map((row) => row.id),
      ),
    ]);
    return items.map((item): ExportedReservation => ({ ...item, times: times.get(item.id) }));
  });
}
