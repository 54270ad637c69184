import { parseSort, type UserListQuery, type UserListRole } from '@livery/domain';
import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { permissions, rolePermissions, roles, userRoles, users } from '../../db/schema.js';
import { likePattern, orderBy } from '../../lib/list-helpers.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export interface RoleRef {
  id: number;
  name: string;
}

const sortColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  createdAt: users.createdAt,
} as const;

/** Users holding the role, compared ignoring case (`Driver` = `driver`). */
export const hasRole = (role: UserListRole): SQL =>
  sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${users.id} and lower(${roles.name}) = ${role})`;

export function searchUsers(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(users.email, pattern),
    ilike(users.phoneNumber, pattern),
  );
}

export async function listUsers(db: Executor, query: Omit<UserListQuery, 'sort'> & { sort?: string | undefined }) {
  const where = and(query.role ? hasRole(query.role) : undefined, searchUsers(query.search));
  const sort = parseSort<keyof typeof sortColumns>(query.sort, { field: 'createdAt', direction: 'desc' });
  const column = sortColumns[sort.field] ?? users.createdAt;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderBy(column, sort.direction, users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, count: total?.value ?? 0 };
}

/** Roles of several users at once, keyed by user id. */
export async function rolesOfUsers(db: Executor, userIds: number[]): Promise<Map<number, RoleRef[]>> {
  const result = new Map<number, RoleRef[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return result;
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(roles.name);
  for (const row of rows) result.get(row.userId)?.push({ id: row.id, name: row.name });
  return result;
}

export async function findUser(db: Executor, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(
  db: Executor,
  id: number,
  version: number,
  values: Partial<NewUser>,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.version, version)))
    .returning();
  return row ?? null;
}

export async function deleteUser(db: Executor, id: number): Promise<UserRow | null> {
  const [row] = await db.delete(users).where(eq(users.id, id)).returning();
  return row ?? null;
}

/** Admins, locked so two concurrent removals cannot both pass the "last admin" check. */
export async function lockAdmins(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for('update');
  return rows.map((r) => r.id);
}

export async function roleIdsByName(db: Executor, names: string[]): Promise<number[]> {
  if (!names.length) return [];
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(sql`lower(${roles.name})`, names));
  return rows.map((r) => r.id);
}

export async function existingRoleIds(db: Executor, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, ids));
  return rows.map((r) => r.id);
}

/** The permission names these roles grant together. */
export async function permissionsOfRoles(db: Executor, roleIds: number[]): Promise<string[]> {
  if (!roleIds.length) return [];
  const rows = await db
    .selectDistinct({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.roleId, roleIds));
  return rows.map((r) => r.name);
}

/** Replaces the user's roles with exactly these. */
export async function replaceUserRoles(db: Executor, userId: number, roleIds: number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export async function addUserRoles(db: Executor, userId: number, roleIds: number[]): Promise<void> {
  if (roleIds.length) {
    await db
      .insert(userRoles)
      .values(roleIds.map((roleId) => ({ userId, roleId })))
      .onConflictDoNothing();
  }
}
