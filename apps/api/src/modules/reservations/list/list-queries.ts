import {
  dayAfter,
  phoneSearchDigits,
  reservationIdOf,
  startOfBusinessDay,
  type AssignedDriver,
  type ListedCar,
  type ReservationListQuery,
  type SortField,
  UPCOMING_STATUSES,
} from '@livery/domain';
import { and, asc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { phoneDigitsHold } from '../../../db/phone-digits.js';
import { affiliates, reservationCars, reservationSlots, reservations } from '../../../db/schema.js';
import {
  allRows,
  likePattern,
  listPage,
  orderOf,
  type ListShape,
  type SortExpression,
  type Sorting,
} from '../../../lib/list-helpers.js';
import { fullName } from '../../auth/index.js';
import { joinPerson, personColumns } from '../../people/index.js';
import { balanceDueFilter } from '../core/index.js';
import { visibleTrips, type TripScope } from '../trips/index.js';

export type ReservationRow = typeof reservations.$inferSelect;

/**
 * `sort=upcoming` (the domain's `isUpcomingTrip`), as one number per row: a trip still to come sorts by its pickup's
 * seconds, any other after every one of those by the seconds before 2e12 (the latest pickup first), a trip without a
 * pickup last. It reads the clock, so no index can hold it: it orders one person's trips, which their filter finds by
 * `reservations_customer_idx` and `reservations_created_by_idx` (decision 083).
 */
const upcomingFirst: SortExpression = {
  type: 'numeric',
  sql: sql`case
    when ${reservations.pickUpAt} is null then 3e12
    when ${inArray(reservations.status, [...UPCOMING_STATUSES])} and ${reservations.pickUpAt} > now()
      then extract(epoch from ${reservations.pickUpAt})
    else 2e12 - extract(epoch from ${reservations.pickUpAt})
  end`,
};

/** Each sort field on its (column, id) index (migration 0011); newest bookings first by default (decision 042). */
const sorting: Sorting<SortField<ReservationListQuery>> = {
  columns: {
    pickUpAt: reservations.pickUpAt,
    createdAt: reservations.createdAt,
    amount: reservations.amount,
    name: reservations.name,
    email: reservations.email,
    id: reservations.id,
    upcoming: upcomingFirst,
  },
  fallback: { field: 'createdAt', direction: 'desc' },
  id: reservations.id,
};

/** Whose reservations a list holds: everyone's, or those of one user (decision 042). */
export type ListScope = TripScope;

/**
 * Name, e-mail, phone, pickup, drop-off or hotel containing the text (trigram indexes), or — when it reads as a
 * reservation number (`A1042`, `1042`) — that reservation, through the primary key. A search that reads as a phone
 * number is matched on the phone's digits, whatever either is punctuated with (decision 054).
 */
export function searchReservations(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  const id = reservationIdOf(search);
  const digits = phoneSearchDigits(search);
  return or(
    id === null ? undefined : eq(reservations.id, id),
    ilike(reservations.name, pattern),
    ilike(reservations.email, pattern),
    digits === null ? ilike(reservations.phoneNumber, pattern) : phoneDigitsHold(reservations.phoneNumber, digits),
    ilike(reservations.pickUpLocation, pattern),
    ilike(reservations.dropOffLocation, pattern),
    ilike(reservations.hotelName, pattern),
  );
}

/** `from`/`to` are business dates, both included: from the start of `from` to the start of the day after `to`. */
function dateRange(query: ReservationListQuery, timeZone: string): SQL | undefined {
  const column = query.dateField === 'createdAt' ? reservations.createdAt : reservations.pickUpAt;
  return and(
    query.from ? gte(column, startOfBusinessDay(query.from, timeZone)) : undefined,
    query.to ? lt(column, startOfBusinessDay(dayAfter(query.to), timeZone)) : undefined,
  );
}

function shapeOf(scope: ListScope, query: ReservationListQuery, timeZone: string): ListShape {
  return {
    where: and(
      visibleTrips(scope),
      query.status ? inArray(reservations.status, query.status) : undefined,
      dateRange(query, timeZone),
      balanceDueFilter(query.balanceDue),
      searchReservations(query.search),
    ),
    order: orderOf(sorting, query.sort),
  };
}

export function listReservations(db: Executor, scope: ListScope, query: ReservationListQuery, timeZone: string) {
  return listPage(db, reservations, shapeOf(scope, query, timeZone), query);
}

export function allReservations(db: Executor, scope: ListScope, query: ReservationListQuery, timeZone: string) {
  return allRows(db, reservations, shapeOf(scope, query, timeZone));
}

/** The drivers of these reservations, in car and slot order, keyed by reservation id: one query for a page. */
export async function driversOf(db: Executor, reservationIds: number[]): Promise<Map<number, AssignedDriver[]>> {
  const result = new Map<number, AssignedDriver[]>();
  if (!reservationIds.length) return result;
  const rows = await joinPerson(
    db
      .select({
        reservationId: reservationSlots.reservationId,
        id: personColumns.id,
        firstName: personColumns.firstName,
        lastName: personColumns.lastName,
      })
      .from(reservationSlots)
      .$dynamic(),
    reservationSlots.driverId,
  )
    .where(inArray(reservationSlots.reservationId, reservationIds))
    .orderBy(asc(reservationSlots.reservationCarId), asc(reservationSlots.slot));
  for (const row of rows) {
    const drivers = result.get(row.reservationId) ?? [];
    // One driver may drive two cars of a trip: named once.
    if (!drivers.some((d) => d.id === row.id)) drivers.push({ id: row.id, fullName: fullName(row) });
    result.set(row.reservationId, drivers);
  }
  return result;
}

/** The car classes of these reservations in booking order, keyed by reservation id: one query for a page. */
export async function carsOf(db: Executor, reservationIds: number[]): Promise<Map<number, ListedCar[]>> {
  const result = new Map<number, ListedCar[]>();
  if (!reservationIds.length) return result;
  const rows = await db
    .select({
      reservationId: reservationCars.reservationId,
      name: reservationCars.carName,
      count: reservationCars.count,
    })
    .from(reservationCars)
    .where(inArray(reservationCars.reservationId, reservationIds))
    .orderBy(asc(reservationCars.reservationId), asc(reservationCars.position));
  for (const { reservationId, ...car } of rows) result.set(reservationId, [...(result.get(reservationId) ?? []), car]);
  return result;
}

/** Affiliates' names by id, for the affiliates these rows name. */
export async function affiliateNames(db: Executor, rows: readonly ReservationRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.affiliateId === null ? [] : [row.affiliateId])))];
  if (!ids.length) return new Map();
  const found = await db
    .select({ id: affiliates.id, name: affiliates.name })
    .from(affiliates)
    .where(inArray(affiliates.id, ids));
  return new Map(found.map((a) => [a.id, a.name]));
}

/** The day of the trip's times a row of the export shows (decision 058). */
export interface TripTimes {
  onLocationAt: Date | null;
  onBoardAt: Date | null;
  droppedOffAt: Date | null;
}

/**
 * Each trip's times from its cars (decision 058): the first car on location (the actual pickup) and on board, and
 * the last dropped off once every car with a driver is.
 */
export async function tripTimesOf(db: Executor, reservationIds: readonly number[]): Promise<Map<number, TripTimes>> {
  if (!reservationIds.length) return new Map();
  const d = reservationSlots;
  const rows = await db
    .select({
      reservationId: d.reservationId,
      onLocationAt: sql<Date | null>`min(${d.onLocationAt})`.mapWith(d.onLocationAt),
      onBoardAt: sql<Date | null>`min(${d.onBoardAt})`.mapWith(d.onBoardAt),
      droppedOffAt:
        sql<Date | null>`case when bool_and(${d.droppedOffAt} is not null) filter (where ${d.driverId} is not null)
        then max(${d.droppedOffAt}) end`.mapWith(d.droppedOffAt),
    })
    .from(d)
    .where(inArray(d.reservationId, [...reservationIds]))
    .groupBy(d.reservationId);
  return new Map(rows.map(({ reservationId, ...times }) => [reservationId, times]));
}
