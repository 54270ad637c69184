import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { reservationSlots } from '../../../db/schema.js';

/**
 * The driver of a car of the trip, or null when the trip has no such car. Read without a lock: it only decides who
 * may go on; the step and the report read the slot again under theirs.
 */
export async function findSlotDriver(
  db: Executor,
  reservationId: number,
  slotId: number,
): Promise<{ driverId: number | null } | null> {
  const [row] = await db
    .select({ driverId: reservationSlots.driverId })
    .from(reservationSlots)
    .where(and(eq(reservationSlots.id, slotId), eq(reservationSlots.reservationId, reservationId)));
  return row ?? null;
}
