import { parseSort, type AccessListQuery } from '@livery/domain';
import { and, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { permissions, rolePermissions, roles } from '../../db/schema.js';
import { likePattern, orderBy } from '../../lib/list-helpers.js';

export type RoleRow = typeof roles.$inferSelect;
export type PermissionRow = typeof permissions.$inferSelect;
type Table = typeof roles | typeof permissions;

async function listNamed<T extends Table>(db: Executor, table: T, query: AccessListQuery) {
  const where = query.search ? ilike(table.name, likePattern(query.search)) : undefined;
  const sort = parseSort<'name' | 'createdAt'>(query.sort, { field: 'name', direction: 'asc' });
  const column = sort.field === 'name' ? table.name : table.createdAt;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as Table)
      .where(where)
      .orderBy(...orderBy(column, sort.direction, table.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ value: count() })
      .from(table as Table)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], count: total?.value ?? 0 };
}

export const listRoles = (db: Executor, query: AccessListQuery) => listNamed(db, roles, query);
export const listPermissions = (db: Executor, query: AccessListQuery) => listNamed(db, permissions, query);

/** The role–permission links touching these roles or permissions. */
export async function links(db: Executor, by: { roleIds?: number[]; permissionIds?: number[] }) {
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

export async function findPermission(db: Executor, id: number): Promise<PermissionRow | null> {
  const [row] = await db.select().from(permissions).where(eq(permissions.id, id));
  return row ?? null;
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

export async function renamePermission(db: Executor, id: number, version: number, name: string) {
  const [row] = await db
    .update(permissions)
    .set({ name, version: sql`${permissions.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(permissions.id, id), eq(permissions.version, version)))
    .returning();
  return row ?? null;
}

export async function countExisting(db: Executor, table: Table, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const [row] = await db
    .select({ value: count() })
    .from(table as Table)
    .where(inArray(table.id, ids));
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
