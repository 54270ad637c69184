import { ACTIVE_STATUSES } from '@livery/domain';
import { and, asc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { reservationSlots, reservations } from '../../../db/schema.js';
import type { DriverRow } from '../../people/index.js';

/** What assigning drivers reads and writes beside the reservation row (decision 046). */

/** Every driver slot of a leg, in car and slot order. */
export async function findSlotsForAssignment(tx: Executor, reservationId: number) {
  return tx
    .select({ id: reservationSlots.id, driverId: reservationSlots.driverId })
    .from(reservationSlots)
    .where(eq(reservationSlots.reservationId, reservationId))
    .orderBy(asc(reservationSlots.reservationCarId), asc(reservationSlots.slot));
}

export async function setSlotDriver(tx: Executor, slotId: number, driverId: number | null): Promise<void> {
  await tx.update(reservationSlots).set({ driverId }).where(eq(reservationSlots.id, slotId));
}

export const fullNameOf = (driver: Pick<DriverRow, 'firstName' | 'lastName'>) =>
  [driver.firstName, driver.lastName].filter(Boolean).join(' ');

/**
 * These drivers' other trips still to be driven picked up in `window` (`conflictSearchWindow`), soonest first, with
 * their miles to time them: the service keeps those that conflict (`conflictsWith`). Both ends are indexed: few
 * drivers read `reservation_slots_driver_idx`, many read the trips of the window (`reservations_status_pick_up_idx`);
 * the planner chooses.
 */
export async function driversTripsBetween(
  db: Executor,
  reservationId: number,
  window: { from: Date; to: Date },
  driverIds: readonly number[],
) {
  if (driverIds.length === 0) return [];
  const rows = await db
    .selectDistinct({
      driverId: reservationSlots.driverId,
      id: reservations.id,
      pickUpAt: reservations.pickUpAt,
      miles: reservations.miles,
      bookedMinutes: reservations.bookedMinutes,
    })
    .from(reservationSlots)
    .innerJoin(reservations, eq(reservations.id, reservationSlots.reservationId))
    .where(
      and(
        inArray(reservationSlots.driverId, [...driverIds]),
        ne(reservationSlots.reservationId, reservationId),
        inArray(reservations.status, [...ACTIVE_STATUSES]),
        gte(reservations.pickUpAt, window.from),
        lt(reservations.pickUpAt, window.to),
      ),
    )
    .orderBy(asc(reservations.pickUpAt), asc(reservations.id));
  // Both are set on every row the conditions keep.
  return rows.map((row) => ({
    driverId: row.driverId ?? 0,
    id: row.id,
    pickUpAt: row.pickUpAt ?? window.from,
    miles: row.miles,
    bookedMinutes: row.bookedMinutes,
  }));
}
