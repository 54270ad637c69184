import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { reservations } from '../../../db/schema.js';

/** What a live update tells about a trip, and who besides staff may hear of it. */
export interface ReservationSnapshot {
  id: number;
  status: string;
  version: number;
  linkedId: number | null;
  customerId: number | null;
  createdById: number | null;
  driverIds: number[];
}

/**
 * The trips as they are now, with their drivers, in one round trip (those no longer there were deleted). Written
 * out with the table's name: drizzle leaves a one-table select's columns unqualified.
 */
export function findReservationSnapshots(db: Executor, ids: readonly number[]): Promise<ReservationSnapshot[]> {
  return db
    .select({
      id: reservations.id,
      status: reservations.status,
      version: reservations.version,
      linkedId: sql<number | null>`coalesce("reservations"."parent_of", "reservations"."child_of")`,
      customerId: reservations.customerId,
      createdById: reservations.createdById,
      driverIds: sql<number[]>`coalesce((
        select array_agg(d.driver_id order by d.driver_id) from reservation_slots d
        where d.reservation_id = "reservations"."id" and d.driver_id is not null
      ), '{}')`,
    })
    .from(reservations)
    .where(inArray(reservations.id, [...ids]));
}
