import { DEFAULT_AVERAGE_SPEED_MPH, DISPATCH_BOARD_STATUSES } from '@livery/domain';
import { and, asc, eq, gte, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  CONFIGURATION_ID,
  configurations,
  reservationCars,
  reservationDrivers,
  reservations,
  users,
} from '../../db/schema.js';
import { holdsRole } from '../users/index.js';

/**
 * The dispatch board's reads (decision 058). The day's slots are found from the trips of the day: a range of
 * `pick_up_at` for each board status (`reservations_status_pick_up_idx`), then their slots by reservation
 * (`reservation_drivers_reservation_idx`) — never a scan of the million trips.
 */

/** The speed that estimates a drop-off (`configurations.average_speed_mph`). */
export async function findAverageSpeed(db: Executor): Promise<number> {
  const [row] = await db
    .select({ averageSpeedMph: configurations.averageSpeedMph })
    .from(configurations)
    .where(eq(configurations.id, CONFIGURATION_ID));
  return row?.averageSpeedMph ?? DEFAULT_AVERAGE_SPEED_MPH;
}

/** Every car slot of the trips on the board picked up in `[from, to)`, by pickup, at most `limit`. */
export function slotsPickedUpBetween(db: Executor, from: Date, to: Date, limit: number) {
  return db
    .select({
      slotId: reservationDrivers.id,
      slot: reservationDrivers.slot,
      driverId: reservationDrivers.driverId,
      progress: reservationDrivers.progress,
      reservationId: reservations.id,
      version: reservations.version,
      status: reservations.status,
      pickUpAt: reservations.pickUpAt,
      miles: reservations.miles,
      passengerName: reservations.name,
      pickUpLocation: reservations.pickUpLocation,
      dropOffLocation: reservations.dropOffLocation,
      carName: reservationCars.carName,
    })
    .from(reservations)
    .innerJoin(reservationDrivers, eq(reservationDrivers.reservationId, reservations.id))
    .innerJoin(reservationCars, eq(reservationCars.id, reservationDrivers.reservationCarId))
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
      asc(reservationDrivers.slot),
    )
    .limit(limit);
}

/**
 * The board's lanes: the holders of the driver role on duty (`users_on_duty_idx`), and whoever holds one of these
 * slots (a driver whose role was since withdrawn keeps their bars), by name.
 */
export function findLaneDrivers(db: Executor, driverRoleId: number | null, slotDriverIds: readonly number[]) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, onDutySince: users.onDutySince })
    .from(users)
    .where(
      or(
        and(isNotNull(users.onDutySince), holdsRole(driverRoleId)),
        slotDriverIds.length ? inArray(users.id, [...slotDriverIds]) : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}
