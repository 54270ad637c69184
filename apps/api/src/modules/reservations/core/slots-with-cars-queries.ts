import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { reservationCars, reservationSlots, reservations } from '../../../db/schema.js';
import { leftJoinPerson } from '../../people/index.js';

/**
 * The one read of car slots (decision 074): a select from `reservation_slots` (made `$dynamic()`) joined to each
 * slot's car class and, as each use needs, its trip or its driver — or a select from `reservations` joined to the
 * trips' slots and their cars. A use adds its columns, conditions, order and lock. The joins are inner on the car
 * (every slot has one) and the trip; the driver is a left join (an open slot has none).
 */

/** Slots with their car. */
export function withCars<T extends PgSelect>(slots: T) {
  return slots.innerJoin(reservationCars, eq(reservationCars.id, reservationSlots.reservationCarId));
}

/** Slots with their car and their driver (the people's `personColumns`), when they have one. */
export function withCarsAndDrivers<T extends PgSelect>(slots: T) {
  return leftJoinPerson(withCars(slots), reservationSlots.driverId);
}

/** Slots with their trip and their car. */
export function withTripsAndCars<T extends PgSelect>(slots: T) {
  return withCars(slots.innerJoin(reservations, eq(reservations.id, reservationSlots.reservationId)));
}

/** Trips (a select from `reservations`) with their slots and each slot's car: the board's and the reminders' read. */
export function withSlotsAndCars<T extends PgSelect>(trips: T) {
  return withCars(trips.innerJoin(reservationSlots, eq(reservationSlots.reservationId, reservations.id)));
}
