import { ACTIVE_STATUSES, REVENUE_STATUSES } from '@livery/domain';
import { aliasedTable, and, asc, count, desc, eq, gte, inArray, lt, ne, or, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { reservationCars, reservationSlots, reservations } from '../../../db/schema.js';
import { joinPerson, personColumns } from '../../people/index.js';

/** The instants a window of time runs between: `[from, to)`. */
export interface Window {
  from: Date;
  to: Date;
}

const pickedUpIn = ({ from, to }: Window) => and(gte(reservations.pickUpAt, from), lt(reservations.pickUpAt, to));

/** Trips picked up in the window by status, drafts left out (`reservations_status_pick_up_idx`). */
export async function countByStatus(db: Executor, window: Window) {
  return db
    .select({ status: reservations.status, count: count() })
    .from(reservations)
    .where(and(pickedUpIn(window), ne(reservations.status, 'draft')))
    .groupBy(reservations.status);
}

/** Revenue by business date of pickup: the amounts of the trips booked and not cancelled. */
export async function revenueByDay(db: Executor, window: Window, timeZone: string) {
  const day = sql<string>`to_char(${reservations.pickUpAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return (
    db
      .select({ date: day, amount: sum(reservations.amount), trips: count() })
      .from(reservations)
      .where(and(pickedUpIn(window), inArray(reservations.status, [...REVENUE_STATUSES])))
      // By position: the zone is a parameter, so the same expression written again would be another one to SQL.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}

/** The same trips' price lines by car class (the name booked), largest first. */
export async function revenueByCar(db: Executor, window: Window) {
  const amount = sum(reservationCars.lineAmount);
  return db
    .select({ name: reservationCars.carName, amount, cars: sum(reservationCars.count) })
    .from(reservationCars)
    .innerJoin(reservations, eq(reservations.id, reservationCars.reservationId))
    .where(and(pickedUpIn(window), inArray(reservations.status, [...REVENUE_STATUSES])))
    .groupBy(reservationCars.carName)
    .orderBy(desc(amount));
}

/** The trips still to be driven in the window, each with how many of its cars have no driver yet. */
export async function upcomingTrips(db: Executor, window: Window) {
  // Counted per trip through `reservation_slots_reservation_idx`: a join on every open slot of the table, grouped,
  // read all of reservation_slots at a million trips.
  // Written out whole: in a one-table select drizzle leaves column names unqualified, and `id` would be the slot's.
  const openSlots = sql<number>`(${sql.raw(
    'select count(*) from reservation_slots d where d.reservation_id = "reservations"."id" and d.driver_id is null',
  )})`.mapWith(Number);
  return db
    .select({
      id: reservations.id,
      status: reservations.status,
      pickUpAt: reservations.pickUpAt,
      name: reservations.name,
      phoneNumber: reservations.phoneNumber,
      pickUpLocation: reservations.pickUpLocation,
      miles: reservations.miles,
      bookedMinutes: reservations.bookedMinutes,
      amount: reservations.amount,
      paidAmount: reservations.paidAmount,
      openSlots,
    })
    .from(reservations)
    .where(and(pickedUpIn(window), inArray(reservations.status, [...ACTIVE_STATUSES])))
    .orderBy(asc(reservations.pickUpAt), asc(reservations.id));
}

/**
 * The drivers of these trips with their other trips still to be driven picked up in the window, each with its miles
 * to time it: (trip id, driver's name, other trip) rows, from which the service keeps the conflicts
 * (`conflictsWith`, the dispatch board's rule). The window is `conflictSearchWindow`'s, for all the trips at once
 * (`reservation_slots_driver_idx`, then the other trips by primary key).
 */
export async function otherTripsOfDrivers(db: Executor, ids: readonly number[], window: Window) {
  if (ids.length === 0) return [];
  const mine = aliasedTable(reservationSlots, 'mine');
  const other = aliasedTable(reservationSlots, 'other');
  const otherTrip = aliasedTable(reservations, 'other_trip');
  const { firstName, lastName } = personColumns;
  return joinPerson(
    db
      .selectDistinct({
        reservationId: mine.reservationId,
        driver: sql<string>`trim(${firstName} || ' ' || coalesce(${lastName}, ''))`,
        otherId: otherTrip.id,
        otherPickUpAt: otherTrip.pickUpAt,
        otherMiles: otherTrip.miles,
        otherBookedMinutes: otherTrip.bookedMinutes,
      })
      .from(mine)
      .innerJoin(other, and(eq(other.driverId, mine.driverId), ne(other.reservationId, mine.reservationId)))
      .innerJoin(otherTrip, eq(otherTrip.id, other.reservationId))
      .$dynamic(),
    mine.driverId,
  ).where(
    and(
      inArray(mine.reservationId, [...ids]),
      inArray(otherTrip.status, [...ACTIVE_STATUSES]),
      gte(otherTrip.pickUpAt, window.from),
      lt(otherTrip.pickUpAt, window.to),
    ),
  );
}

/**
 * How many trips picked up in the window (booked, not cancelled) were picked up in fact: a car's passenger on board
 * (`on_board_at`, set by that step and kept after drop-off), or the trip completed (issue 38, decision 080).
 */
export async function countPickedUp(db: Executor, window: Window) {
  const onBoard = sql.raw(
    'exists (select 1 from reservation_slots d where d.reservation_id = "reservations"."id" and d.on_board_at is not null)',
  );
  const [row] = await db
    .select({ count: count() })
    .from(reservations)
    .where(
      and(
        pickedUpIn(window),
        inArray(reservations.status, [...REVENUE_STATUSES]),
        or(eq(reservations.status, 'completed'), onBoard),
      ),
    );
  return row?.count ?? 0;
}
