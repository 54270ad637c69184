import { DEFAULT_AVERAGE_SPEED_MPH } from '@livery/domain';
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { CONFIGURATION_ID, configurations, users } from '../../db/schema.js';
import { holdsRole } from '../users/index.js';

/** The dispatch board's reads of the configuration and the people (decision 058); its slots are reservations'. */

/** The speed that estimates a drop-off (`configurations.average_speed_mph`). */
export async function findAverageSpeed(db: Executor): Promise<number> {
  const [row] = await db
    .select({ averageSpeedMph: configurations.averageSpeedMph })
    .from(configurations)
    .where(eq(configurations.id, CONFIGURATION_ID));
  return row?.averageSpeedMph ?? DEFAULT_AVERAGE_SPEED_MPH;
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
