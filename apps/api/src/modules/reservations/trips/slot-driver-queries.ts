import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { reservationDrivers } from '../../../db/schema.js';

/**
 * The driver of a car of the trip, or null when the trip has no such car. Read without a lock: it only decides who
 * may go on; the tap and the report read the slot again under theirs.
 */
export async function findSlotDriver(
  db: Executor,
  reservationId: number,
  slotId: number,
): Promise<{ driverId: number | null } | null> {
  const [row] = await db
    .select({ driverId: reservationDrivers.driverId })
    .from(reservationDrivers)
    .where(and(eq(reservationDrivers.id, slotId), eq(reservationDrivers.reservationId, reservationId)));
  return row ?? null;
}
