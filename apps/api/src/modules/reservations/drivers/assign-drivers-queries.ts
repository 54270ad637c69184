import { ACTIVE_STATUSES, DRIVER_CONFLICT_HOURS } from '@livery/domain';
import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
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
 * These drivers' other trips still to be driven whose pickup is less than `DRIVER_CONFLICT_HOURS` from `pickUpAt`,
 * soonest first. Both ends are indexed: few drivers read `reservation_slots_driver_idx`, many read the trips of
 * the window (`reservations_status_pick_up_idx`); the planner chooses.
 */
export async function otherTripsNear(
  db: Executor,
  reservationId: number,
  pickUpAt: Date | null,
  driverIds: readonly number[],
) {
  if (driverIds.length === 0 || pickUpAt === null) return [];
  const window = DRIVER_CONFLICT_HOURS * 3_600_000;
  const rows = await db
    .selectDistinct({ driverId: reservationSlots.driverId, id: reservations.id, pickUpAt: reservations.pickUpAt })
    .from(reservationSlots)
    .innerJoin(reservations, eq(reservations.id, reservationSlots.reservationId))
    .where(
      and(
        inArray(reservationSlots.driverId, [...driverIds]),
        ne(reservationSlots.reservationId, reservationId),
        inArray(reservations.status, [...ACTIVE_STATUSES]),
        gt(reservations.pickUpAt, new Date(pickUpAt.getTime() - window)),
        lt(reservations.pickUpAt, new Date(pickUpAt.getTime() + window)),
      ),
    )
    .orderBy(asc(reservations.pickUpAt), asc(reservations.id));
  // Both are set on every row the conditions keep.
  return rows.map((row) => ({ driverId: row.driverId ?? 0, id: row.id, pickUpAt: row.pickUpAt ?? pickUpAt }));
}
