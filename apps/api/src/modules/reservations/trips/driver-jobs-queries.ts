import {
  dayAfter,
  DRIVER_JOB_STATUSES,
  reservationIdOf,
  startOfBusinessDay,
  type DriverJobsQuery,
  type DriverJobsSummary,
  type SortField,
} from '@livery/domain';
import { and, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { withTripsAndCars } from '../core/index.js';
import { visibleSlots } from './visible-trips-queries.js';
import { reservationCars, reservationSlots, reservations, slotProgressColumns } from '../../../db/schema.js';
import { keysetPage, likePattern, orderOf, type Order, type Sorting } from '../../../lib/list-helpers.js';

/**
 * A driver's jobs (decision 048): their slots of `reservation_slots`, read through
 * `reservation_slots_driver_idx (driver_id, reservation_id)`, with each slot's trip and car.
 */

/** By pickup, then by slot id; latest pickup first by default (decision 048). */
const sorting: Sorting<SortField<DriverJobsQuery>> = {
  columns: { pickUpAt: reservations.pickUpAt },
  fallback: { field: 'pickUpAt', direction: 'desc' },
  id: reservationSlots.id,
};

const jobColumns = {
  id: reservationSlots.id,
  reservationId: reservations.id,
  status: reservations.status,
  pickUpAt: reservations.pickUpAt,
  pickUpLocation: reservations.pickUpLocation,
  dropOffLocation: reservations.dropOffLocation,
  stops: reservations.stops,
  passengerName: reservations.name,
  phoneNumber: reservations.phoneNumber,
  passengers: reservations.passengers,
  flightNumber: reservations.flightNumber,
  airline: reservations.airline,
  comments: reservations.comments,
  carName: reservationCars.carName,
  slot: reservationSlots.slot,
  driverShare: reservationSlots.driverShare,
  paidAt: reservationSlots.paidAt,
  // The day of the trip (decision 058).
  ...slotProgressColumns,
};

/** The driver's slots on trips that are jobs: booked, not cancelled or a duplicate (a booked trip has a pickup). */
const jobsOfDriver = (driverId: number) =>
  and(visibleSlots(driverId), inArray(reservations.status, [...DRIVER_JOB_STATUSES]), isNotNull(reservations.pickUpAt));

/** The number (`A1042`, `1042`) or a fragment of the pickup or dropoff address. */
function searchJobs(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  const id = reservationIdOf(search);
  return or(
    id === null ? undefined : eq(reservations.id, id),
    ilike(reservations.pickUpLocation, pattern),
    ilike(reservations.dropOffLocation, pattern),
  );
}

/** The list's filters: pickup business dates (both included, as the reservations list reads them) and paid. */
function matching(driverId: number, query: DriverJobsQuery, timeZone: string): SQL | undefined {
  const pickUp = reservations.pickUpAt;
  return and(
    jobsOfDriver(driverId),
    query.from ? gte(pickUp, startOfBusinessDay(query.from, timeZone)) : undefined,
    query.to ? lt(pickUp, startOfBusinessDay(dayAfter(query.to), timeZone)) : undefined,
    query.paid === 'paid' ? isNotNull(reservationSlots.paidAt) : undefined,
    query.paid === 'unpaid' ? isNull(reservationSlots.paidAt) : undefined,
    searchJobs(query.search),
  );
}

function selectJobs(db: Executor, where: SQL | undefined, order: Order) {
  return withTripsAndCars(
    db
      .select({
        ...jobColumns,
        sortText: sql<string | null>`${order.column}::text`.as('sort_text'),
      })
      .from(reservationSlots)
      .$dynamic(),
  ).where(where);
}

/** One page of the driver's jobs, by offset or cursor (`keysetPage`, the lists' cursors). */
export function pageOfJobs(db: Executor, driverId: number, query: DriverJobsQuery, timeZone: string) {
  const order = orderOf(sorting, query.sort);
  const where = matching(driverId, query, timeZone);
  return keysetPage(order, query, (part, by, limit, offset) =>
    selectJobs(db, and(where, part), order)
      .orderBy(...by)
      .limit(limit)
      .offset(offset),
  );
}

/** Every matching job in the list's order (CSV): a driver has thousands at most, read at once. */
export function allJobs(db: Executor, driverId: number, query: DriverJobsQuery, timeZone: string) {
  const order = orderOf(sorting, query.sort);
  return selectJobs(db, matching(driverId, query, timeZone), order).orderBy(...order.by);
}

const money = (value: SQL) => sql`coalesce(${value}, 0)`.mapWith(Number);

/** The shares of every matching job, summed exactly (numeric) by the database. */
export async function summaryOf(
  db: Executor,
  driverId: number,
  query: DriverJobsQuery,
  timeZone: string,
): Promise<DriverJobsSummary> {
  const paid = sql`${reservationSlots.paidAt} is not null`;
  const share = reservationSlots.driverShare;
  const [row] = await db
    .select({
      totalShare: money(sql`sum(${share})`),
      paidShare: money(sql`sum(${share}) filter (where ${paid})`),
      unpaidShare: money(sql`sum(${share}) filter (where not (${paid}))`),
      paidCount: sql`count(*) filter (where ${paid})`.mapWith(Number),
      unpaidCount: sql`count(*) filter (where not (${paid}))`.mapWith(Number),
    })
    .from(reservationSlots)
    .innerJoin(reservations, eq(reservations.id, reservationSlots.reservationId))
    .where(matching(driverId, query, timeZone));
  return row ?? { totalShare: 0, paidShare: 0, unpaidShare: 0, paidCount: 0, unpaidCount: 0 };
}

/** Those of these slots that are the driver's jobs, locked until the transaction ends. */
export function lockJobs(tx: Executor, driverId: number, slotIds: readonly number[]) {
  return tx
    .select({ id: reservationSlots.id, paidAt: reservationSlots.paidAt })
    .from(reservationSlots)
    .innerJoin(reservations, eq(reservations.id, reservationSlots.reservationId))
    .where(and(inArray(reservationSlots.id, [...slotIds]), jobsOfDriver(driverId)))
    .for('update', { of: reservationSlots });
}

export async function setPaidAt(tx: Executor, slotIds: readonly number[], paidAt: Date | null): Promise<void> {
  if (slotIds.length === 0) return;
  await tx
    .update(reservationSlots)
    .set({ paidAt })
    .where(inArray(reservationSlots.id, [...slotIds]));
}

/** These jobs as the list shows them, in its default order. */
export function jobsByIds(db: Executor, driverId: number, slotIds: readonly number[]) {
  const order = orderOf(sorting, undefined);
  return selectJobs(db, and(jobsOfDriver(driverId), inArray(reservationSlots.id, [...slotIds])), order).orderBy(
    ...order.by,
  );
}
