import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { reservationSlots, reservations } from '../../../db/schema.js';

/**
 * Which trip rows a person may see (decision 074), decided here for every read that returns them: the list and its
 * CSV, a trip's details and the moves that read it first, a driver's jobs and Today. A company's or an account's
 * filter goes here, once, when it comes. Who counts as staff is the domain's (`seesEveryTrip`, `tripReader`).
 */

/** Whose trips a read holds (decision 042): everyone's (staff with the permission), or one person's own. */
export type TripScope = { kind: 'everyone' } | { kind: 'own'; userId: number };

/**
 * The trips of a scope, as a condition on `reservations`: every one, or a person's own — booked for them, booked by
 * them, or with a slot of theirs. The trips they drive are read first as an array, so the three are one BitmapOr of
 * the customer's, the creator's and the primary key's index.
 */
export function visibleTrips(scope: TripScope): SQL | undefined {
  if (scope.kind === 'everyone') return undefined;
  const driven = sql`array(select ${reservationSlots.reservationId} from ${reservationSlots}
    where ${reservationSlots.driverId} = ${scope.userId})`;
  return or(
    eq(reservations.customerId, scope.userId),
    eq(reservations.createdById, scope.userId),
    sql`${reservations.id} = any(${driven})`,
  );
}

/** A driver's own slots, as a condition on `reservation_slots` (`reservation_slots_driver_idx`): their jobs. */
export function visibleSlots(driverId: number): SQL {
  return eq(reservationSlots.driverId, driverId);
}

/** The drivers assigned to a leg (they may read it). */
export async function findDriverIdsOf(db: Executor, reservationId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ driverId: reservationSlots.driverId })
    .from(reservationSlots)
    .where(eq(reservationSlots.reservationId, reservationId));
  return rows.flatMap((r) => (r.driverId === null ? [] : [r.driverId]));
}
