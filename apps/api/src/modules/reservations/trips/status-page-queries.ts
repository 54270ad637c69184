import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { withCarsAndDrivers } from '../core/index.js';
import {
  reservationCars,
  reservationSlots,
  reservations,
  reservationStatusChanges,
  slotProgressColumns,
} from '../../../db/schema.js';
import { personColumns } from '../../people/index.js';

/** What the status page reads of a trip: never its price, e-mail or phone (decision 058). */
export async function findTripForStatus(db: Executor, reservationId: number) {
  const [trip] = await db
    .select({
      id: reservations.id,
      status: reservations.status,
      pickUpAt: reservations.pickUpAt,
      pickUpLocation: reservations.pickUpLocation,
      dropOffLocation: reservations.dropOffLocation,
      updatedAt: reservations.updatedAt,
    })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  return trip ?? null;
}

/** When the trip last moved to this status (its completion or cancellation), or null without a history row. */
export async function findStatusChangedAt(db: Executor, reservationId: number, status: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: reservationStatusChanges.createdAt })
    .from(reservationStatusChanges)
    .where(
      and(eq(reservationStatusChanges.reservationId, reservationId), eq(reservationStatusChanges.toStatus, status)),
    )
    .orderBy(desc(reservationStatusChanges.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** Each car slot of the trip, in the booking's order, with its driver's first name only. */
export async function findStatusSlots(db: Executor, reservationId: number) {
  return withCarsAndDrivers(
    db
      .select({
        carName: reservationCars.carName,
        driverFirstName: personColumns.firstName,
        ...slotProgressColumns,
        lastLat: reservationSlots.lastLat,
        lastLng: reservationSlots.lastLng,
        lastPositionAt: reservationSlots.lastPositionAt,
      })
      .from(reservationSlots)
      .$dynamic(),
  )
    .where(eq(reservationSlots.reservationId, reservationId))
    .orderBy(asc(reservationCars.position), asc(reservationSlots.slot));
}
export type StatusSlotRow = Awaited<ReturnType<typeof findStatusSlots>>[number];
