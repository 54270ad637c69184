import { ASSIGNABLE_DRIVERS_LIMIT } from '@livery/domain';
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { personColumns } from './person-queries.js';
import { holdsRole, searchUsers } from './users-queries.js';

/** The drivers as the day of the trip reads them: their duty, the board's lanes, whom a trip may be given to. */

/** A driver's duty (decision 058): on since when, or off. */
export async function findDuty(db: Executor, userId: number): Promise<{ onDutySince: Date | null } | null> {
  const [row] = await db.select({ onDutySince: users.onDutySince }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** On duty since `since`, or off (null). */
export async function writeDuty(db: Executor, userId: number, since: Date | null): Promise<void> {
  await db.update(users).set({ onDutySince: since }).where(eq(users.id, userId));
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

export interface DriverRow {
  id: number;
  firstName: string;
  lastName: string | null;
  email: string;
  phoneNumber: string | null;
  phoneType: string | null;
}

/** Those of these users who hold the driver role (`users.role_ids`, as `GET /users?role=driver` filters). */
export async function findDrivers(
  db: Executor,
  driverRoleId: number | null,
  ids: readonly number[],
): Promise<DriverRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(personColumns)
    .from(users)
    .where(and(inArray(users.id, [...ids]), holdsRole(driverRoleId)));
}

/** Any of these users, driver or not any more (a driver taken off is told even if the role was withdrawn). */
export async function findPeople(db: Executor, ids: readonly number[]): Promise<DriverRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(personColumns)
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** The drivers the assign dialog offers: holders of the driver role by name, at most `ASSIGNABLE_DRIVERS_LIMIT`. */
export async function listDrivers(db: Executor, driverRoleId: number | null, search: string | undefined) {
  return db
    .select(personColumns)
    .from(users)
    .where(and(holdsRole(driverRoleId), searchUsers(search)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(ASSIGNABLE_DRIVERS_LIMIT);
}
