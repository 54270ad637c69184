import { ASSIGNABLE_DRIVERS_LIMIT } from '@livery/domain';
import { and, asc, eq, inArray, isNotNull, isNull, not, or } from 'drizzle-orm';
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

const laneColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  onDutySince: users.onDutySince,
};

/**
 * The board's lanes (issue 38 item 13): every holder of the driver role, and whoever holds one of these slots (a
 * driver whose role was since withdrawn keeps their bars). Past `limit`, those on duty or holding a slot first
 * (`users_on_duty_idx`), then the others by name (`users_role_ids_idx`); `more` when some were left out.
 */
export async function findLaneDrivers(
  db: Executor,
  driverRoleId: number | null,
  slotDriverIds: readonly number[],
  limit: number,
) {
  const holding = slotDriverIds.length ? inArray(users.id, [...slotDriverIds]) : undefined;
  const first = await db
    .select(laneColumns)
    .from(users)
    .where(or(and(isNotNull(users.onDutySince), holdsRole(driverRoleId)), holding));
  const room = Math.max(0, limit - first.length);
  const rest = await db
    .select(laneColumns)
    .from(users)
    .where(and(isNull(users.onDutySince), holdsRole(driverRoleId), holding ? not(holding) : undefined))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(room + 1);
  return { drivers: [...first, ...rest.slice(0, room)], more: rest.length > room };
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
