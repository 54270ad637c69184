import { STEPPING_TRIP_STATUSES } from '@livery/domain';
import { and, asc, gte, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { withTripsAndCars } from '../core/index.js';
import { visibleSlots } from './visible-trips-queries.js';
import { reservationCars, reservationSlots, reservations } from '../../../db/schema.js';

/** How many cards Today shows at most: a day's work and the next days'. */
export const TODAY_LIMIT = 50;

/**
 * A driver's cars on trips still to drive (booked, not over) whose pickup is from `from` on, the next first: through
 * `reservation_slots_driver_idx (driver_id, reservation_id)`, a driver's few hundred slots at most.
 */
export function upcomingSlots(db: Executor, driverId: number, from: Date) {
  return withTripsAndCars(
    db
      .select({
        reservationId: reservations.id,
        status: reservations.status,
        pickUpAt: reservations.pickUpAt,
        pickUpLocation: reservations.pickUpLocation,
        dropOffLocation: reservations.dropOffLocation,
        passengerName: reservations.name,
        passengers: reservations.passengers,
        slotId: reservationSlots.id,
        progress: reservationSlots.progress,
        carName: reservationCars.carName,
      })
      .from(reservationSlots)
      .$dynamic(),
  )
    .where(
      and(
        visibleSlots(driverId),
        inArray(reservations.status, [...STEPPING_TRIP_STATUSES]),
        isNotNull(reservations.pickUpAt),
        gte(reservations.pickUpAt, from),
      ),
    )
    .orderBy(asc(reservations.pickUpAt), asc(reservationSlots.id))
    .limit(TODAY_LIMIT);
}
