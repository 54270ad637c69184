import type { AccessListQuery } from '@livery/domain';
import { count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { permissions, rolePermissions, roles } from '../../db/schema.js';
import { updateVersioned } from '../../db/writes.js';
import { allRows, likePattern, listPage, orderOf, type ListShape } from '../../lib/list-helpers.js';

/** The roles, the permissions and which role grants which (decision 057): the access screens' and the people's. */

export type RoleRow = typeof roles.$inferSelect;
export type PermissionRow = typeof permissions.$inferSelect;
type Table = typeof roles | typeof permissions;

/** Roles and permissions list alike: by name or creation, searched by name. */
function shapeOf(table: Table, query: AccessListQuery): ListShape {
  const sorting = {
    columns: { name: table.name, createdAt: table.createdAt },
    fallback: { field: 'name', direction: 'asc' },
    id: table.id,
  } as const;
  return {
    where: query.search ? ilike(table.name, likePattern(query.search)) : undefined,
    order: orderOf(sorting, query.sort),
  };
}

function listNamed<T extends Table>(db: Executor, table: T, query: AccessListQuery) {
  return listPage(db, table, shapeOf(table, query), query);
}

export const allRoles = (db: Executor, query: AccessListQuery) => allRows(db, roles, shapeOf(roles, query));
export const allPermissions = (db: Executor, query: AccessListQuery) =>
  allRows(db, permissions, shapeOf(permissions, query));

export const listRoles = (db: Executor, query: AccessListQuery) => listNamed(db, roles, query);
export const listPermissions = (db: Executor, query: AccessListQuery) => listNamed(db, permissions, query);

/** The role–permission links touching these roles or permissions. */
export async function rolePermissionLinks(db: Executor, by: { roleIds?: number[]; permissionIds?: number[] }) {
  const filter = by.roleIds
    ? by.roleIds.length
      ? inArray(rolePermissions.roleId, by.roleIds)
      : sql`false`
    : by.permissionIds?.length
      ? inArray(rolePermissions.permissionId, by.permissionIds)
      : sql`false`;
  return db
    .select({
      roleId: rolePermissions.roleId,
      roleName: roles.name,
      permissionId: rolePermissions.permissionId,
      permissionName: permissions.name,
    })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(filter)
    .orderBy(permissions.name, roles.name);
}

export async function findRole(db: Executor, id: number): Promise<RoleRow | null> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row ?? null;
}

/** A role of that name ignoring case (`driver` and `Driver` are one role), or null. */
export async function findRoleNamedLike(db: Executor, name: string): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(sql`lower(${roles.name}) = lower(${name})`);
  return row ?? null;
}

export async function findRoleByName(db: Executor, name: string): Promise<RoleRow | null> {
  const [row] = await db.select().from(roles).where(eq(roles.name, name));
  return row ?? null;
}

/** Every role's id and name (the role directory's one read). */
export function allRoleRefs(db: Executor): Promise<{ id: number; name: string }[]> {
  return db.select({ id: roles.id, name: roles.name }).from(roles);
}

/** The role of exactly this name's id (sign-up gives the customer's), or null. */
export async function findRoleIdByName(db: Executor, name: string): Promise<{ id: number } | null> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return role ?? null;
}

/** The ids of the roles of these lower-case names (unknown names are left out). */
export async function roleIdsByName(db: Executor, names: string[]): Promise<number[]> {
  if (!names.length) return [];
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(sql`lower(${roles.name})`, names));
  return rows.map((r) => r.id);
}

/** Those of these ids that are roles. */
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

export async function findPermission(db: Executor, id: number): Promise<PermissionRow | null> {
  const [row] = await db.select().from(permissions).where(eq(permissions.id, id));
  return row ?? null;
}

/** The names of these permissions (unknown ids are left out). */
export async function permissionNames(db: Executor, ids: number[]): Promise<string[]> {
  const rows = await db
    .select({ name: permissions.name })
    .from(permissions)
    .where(inArray(permissions.id, ids.length ? ids : [0]));
  return rows.map((row) => row.name);
}

export async function insertRole(db: Executor, name: string): Promise<RoleRow> {
  const [row] = await db.insert(roles).values({ name }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertPermission(db: Executor, name: string): Promise<PermissionRow> {
  const [row] = await db.insert(permissions).values({ name }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export function renamePermission(db: Executor, id: number, version: number, name: string) {
  return updateVersioned(db, permissions, id, version, { name });
}

/** How many of these ids are roles (or permissions): the caller refuses ids that are not. */
export const countRoles = (db: Executor, ids: number[]) => countExisting(db, roles, ids);
export const countPermissions = (db: Executor, ids: number[]) => countExisting(db, permissions, ids);

async function countExisting(db: Executor, table: PgTable & { id: AnyPgColumn }, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const [row] = await db.select({ value: count() }).from(table).where(inArray(table.id, ids));
  return row?.value ?? 0;
}

export async function replaceRolePermissions(db: Executor, roleId: number, permissionIds: number[]) {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissionIds.length) {
    await db.insert(rolePermissions).values(permissionIds.map((permissionId) => ({ roleId, permissionId })));
  }
}

export async function replacePermissionRoles(db: Executor, permissionId: number, roleIds: number[]) {
  await db.delete(rolePermissions).where(eq(rolePermissions.permissionId, permissionId));
  if (roleIds.length) {
    await db.insert(rolePermissions).values(roleIds.map((roleId) => ({ roleId, permissionId })));
  }
}
