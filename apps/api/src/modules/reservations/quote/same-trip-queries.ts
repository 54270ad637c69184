import { and, eq, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { reservations } from '../../../db/schema.js';

/** A leg's pickup as a quote has it: the instant and the place (a known one, or the address typed). */
export interface PickUpOf {
  at: Date;
  placeId: number | null;
  address: string;
}

/**
 * The customer's booked trips picked up at one of these instants from the same place (the known place, or the same
 * address whatever its case and spacing), other than `exceptIds` (the trip being changed). Drafts and trips that
 * left the books do not count. `reservations_customer_idx` (customer_id, pick_up_at) finds them.
 */
export async function findSameTrips(
  db: Executor,
  customerId: number,
  pickUps: readonly PickUpOf[],
  exceptIds: readonly number[],
): Promise<number[]> {
  if (pickUps.length === 0) return [];
  const samePlace = (pickUp: PickUpOf) =>
    and(
      eq(reservations.pickUpAt, pickUp.at),
      or(
        pickUp.placeId === null ? undefined : eq(reservations.pickUpPlaceId, pickUp.placeId),
        sql`lower(btrim(${reservations.pickUpLocation})) = lower(btrim(${pickUp.address}))`,
      ),
    );
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.customerId, customerId),
        or(...pickUps.map(samePlace)),
        notInArray(reservations.status, ['draft', 'cancelled', 'duplicate']),
        exceptIds.length > 0 ? notInArray(reservations.id, [...exceptIds]) : undefined,
      ),
    )
    .orderBy(reservations.id)
    .limit(5);
  return rows.map((row) => row.id);
}
