import { phoneSearchDigits, type SortField, type UserListQuery } from '@livery/domain';
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { phoneDigitsHold } from '../../db/phone-digits.js';
import { roles, userRoles, users } from '../../db/schema.js';
import { updateVersioned } from '../../db/writes.js';
import { allRows, likePattern, listPage, orderOf, type ListShape, type Sorting } from '../../lib/list-helpers.js';
import type { NewUser, UserRow } from './accounts-queries.js';
import type { RoleDirectory, RoleRef } from './role-directory.js';

/** The users as the office manages them: the list and its search, their roles, a change and a removal. */

const sorting: Sorting<SortField<UserListQuery>> = {
  columns: { firstName: users.firstName, lastName: users.lastName, email: users.email, createdAt: users.createdAt },
  fallback: { field: 'createdAt', direction: 'desc' },
  id: users.id,
};

/** Users holding the role: `role_ids` (kept from `user_roles` by a trigger) shares a bitmap with the search's indexes. */
export const holdsRole = (roleId: number | null): SQL =>
  roleId === null ? sql`false` : sql`${users.roleIds} @> array[${roleId}::int]`;

/** Names, e-mail or phone holding the text; a search that reads as a phone number by its digits (decision 054). */
export function searchUsers(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  const digits = phoneSearchDigits(search);
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(users.email, pattern),
    digits === null ? ilike(users.phoneNumber, pattern) : phoneDigitsHold(users.phoneNumber, digits),
  );
}

/** Users by role and search; the user-roles list sorts by a subset of the same fields. */
async function shapeOf(db: Executor, directory: RoleDirectory, query: UserListQuery): Promise<ListShape> {
  // The role's id first: with a constant the planner knows how many users hold it (decision 031).
  const roleId = query.role ? await directory.idOf(db, query.role) : undefined;
  const search = searchUsers(query.search);
  return {
    where: and(roleId === undefined ? undefined : holdsRole(roleId), search),
    order: orderOf(sorting, query.sort),
    // A role alone: its links are its users (one each, removed with the user), counted on their own index.
    ...(roleId !== undefined && roleId !== null && !search
      ? { counted: { from: userRoles, where: eq(userRoles.roleId, roleId) } }
      : {}),
  };
}

export async function listUsers(db: Executor, directory: RoleDirectory, query: UserListQuery) {
  return listPage(db, users, await shapeOf(db, directory, query), query);
}

export async function* allUsers(db: Executor, directory: RoleDirectory, query: UserListQuery) {
  yield* allRows(db, users, await shapeOf(db, directory, query));
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

export async function updateUser(
  db: Executor,
  id: number,
  version: number,
  values: Partial<NewUser>,
): Promise<UserRow | null> {
  return updateVersioned(db, users, id, version, values);
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

/** Replaces the user's roles with exactly these. */
export async function replaceUserRoles(db: Executor, userId: number, roleIds: number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

/** Gives the user these roles too (those they hold already are left as they are). */
export async function addUserRoles(db: Executor, userId: number, roleIds: number[]): Promise<void> {
  if (roleIds.length) {
    await db
      .insert(userRoles)
      .values(roleIds.map((roleId) => ({ userId, roleId })))
      .onConflictDoNothing();
  }
}

/** Gives a new account its one role (sign-up: the customer's). */
export async function addUserRole(db: Executor, userId: number, roleId: number): Promise<void> {
  await db.insert(userRoles).values({ userId, roleId });
}
