import { DRIVER_JOB_PAGE_STATUSES } from '@livery/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { withTripsAndCars } from '../core/index.js';
import { visibleSlots } from './visible-trips-queries.js';
import {
  reservationCars,
  reservationSlots,
  reservations,
  slotExtrasColumns,
  slotProgressColumns,
} from '../../../db/schema.js';

/**
 * One job (decision 053): this driver's slots on one trip, each with the trip, read through
 * `reservation_slots_driver_idx (driver_id, reservation_id)`. A trip that is a draft or a duplicate, or has no
 * pickup, has no job; a cancelled one still answers, so its driver learns it was called off.
 */
export function slotsOfJob(db: Executor, driverId: number, reservationId: number) {
  return withTripsAndCars(
    db
      .select({
        trip: reservations,
        slotId: reservationSlots.id,
        slot: reservationSlots.slot,
        driverShare: reservationSlots.driverShare,
        paidAt: reservationSlots.paidAt,
        ...slotProgressColumns,
        ...slotExtrasColumns,
        carName: reservationCars.carName,
      })
      .from(reservationSlots)
      .$dynamic(),
  )
    .where(
      and(
        visibleSlots(driverId),
        eq(reservationSlots.reservationId, reservationId),
        inArray(reservations.status, [...DRIVER_JOB_PAGE_STATUSES]),
        isNotNull(reservations.pickUpAt),
      ),
    )
    .orderBy(asc(reservationCars.position), asc(reservationSlots.slot));
}
