import { DISPATCH_BOARD_STATUSES } from '@livery/domain';
import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { withSlotsAndCars } from '../core/index.js';
import { reservationCars, reservationSlots, reservations } from '../../../db/schema.js';

/**
 * The dispatch board's reads (decision 058). The day's slots are found from the trips of the day: a range of
 * `pick_up_at` for each board status (`reservations_status_pick_up_idx`), then their slots by reservation
 * (`reservation_slots_reservation_idx`) — never a scan of the million trips.
 */

/** Every car slot of the trips on the board picked up in `[from, to)`, by pickup, at most `limit`. */
export function slotsPickedUpBetween(db: Executor, from: Date, to: Date, limit: number) {
  return withSlotsAndCars(
    db
      .select({
        slotId: reservationSlots.id,
        slot: reservationSlots.slot,
        driverId: reservationSlots.driverId,
        progress: reservationSlots.progress,
        reservationId: reservations.id,
        version: reservations.version,
        status: reservations.status,
        pickUpAt: reservations.pickUpAt,
        miles: reservations.miles,
        bookedMinutes: reservations.bookedMinutes,
        passengerName: reservations.name,
        pickUpLocation: reservations.pickUpLocation,
        dropOffLocation: reservations.dropOffLocation,
        carName: reservationCars.carName,
      })
      .from(reservations)
      .$dynamic(),
  )
    .where(
      and(
        inArray(reservations.status, [...DISPATCH_BOARD_STATUSES]),
        gte(reservations.pickUpAt, from),
        lt(reservations.pickUpAt, to),
      ),
    )
    .orderBy(
      asc(reservations.pickUpAt),
      asc(reservations.id),
      asc(reservationCars.position),
      asc(reservationSlots.slot),
    )
    .limit(limit);
}
