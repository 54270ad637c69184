import {
  type AccessListQuery,
  isPermission,
  type PermissionRecord,
  permissionsBeyond,
  type Role,
} from '@livery/domain';
import type { Database } from '../../db/client.js';
import { guardUnique } from '../../db/writes.js';
import { AppError } from '../../lib/app-error.js';
import { mapBatches } from '../../lib/list-helpers.js';
import { forbidden } from '../../lib/permission-checks.js';
import { recordAudit } from '../audit/index.js';
import { type AuthUser } from '../auth/index.js';

import * as people from '../people/index.js';

/** The seeded admin role always holds every permission (syncCatalogue restores it on start). */
const ADMIN_ROLE = 'admin';

const taken = (what: string, name: string) =>
  new AppError('CONFLICT', `A ${what} named "${name}" already exists.`, {
    name: `A ${what} with this name already exists`,
  });

const guardingName = <T>(what: string, name: string, write: () => Promise<T>) =>
  guardUnique(write, () => taken(what, name));

const toRole = (row: people.RoleRow, perms: { id: number; name: string }[]): Role => ({
  id: row.id,
  name: row.name,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  Permissions: perms,
});

const toPermission = (row: people.PermissionRow, roleRefs: { id: number; name: string }[]): PermissionRecord => ({
  id: row.id,
  name: row.name,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  Roles: roleRefs,
});

/** Roles with their permissions, loaded for the whole batch at once. */
async function toRoles(db: Database, rows: people.RoleRow[]): Promise<Role[]> {
  const all = await people.rolePermissionLinks(db, { roleIds: rows.map((r) => r.id) });
  return rows.map((r) =>
    toRole(
      r,
      all.filter((l) => l.roleId === r.id).map((l) => ({ id: l.permissionId, name: l.permissionName })),
    ),
  );
}

/** Permissions with the roles holding them, loaded for the whole batch at once. */
async function toPermissions(db: Database, rows: people.PermissionRow[]): Promise<PermissionRecord[]> {
  const all = await people.rolePermissionLinks(db, { permissionIds: rows.map((r) => r.id) });
  return rows.map((p) =>
    toPermission(
      p,
      all.filter((l) => l.permissionId === p.id).map((l) => ({ id: l.roleId, name: l.roleName })),
    ),
  );
}

export async function listRoles(db: Database, query: AccessListQuery) {
  const { rows, ...total } = await people.listRoles(db, query);
  return { dataItems: await toRoles(db, rows), ...total };
}

export async function listPermissions(db: Database, query: AccessListQuery) {
  const { rows, ...total } = await people.listPermissions(db, query);
  return { dataItems: await toPermissions(db, rows), ...total };
}

/** Every role, every permission, every user with roles, in the list's search and order (CSV exports). */
export const exportRoles = (db: Database, query: AccessListQuery) =>
  mapBatches(people.allRoles(db, query), (rows) => toRoles(db, rows));
export const exportPermissions = (db: Database, query: AccessListQuery) =>
  mapBatches(people.allPermissions(db, query), (rows) => toPermissions(db, rows));

export function createRole(db: Database, actorId: number, name: string): Promise<Role> {
  return guardingName('role', name, () =>
    db.transaction(async (tx) => {
      // Role names compare ignoring case (`GET /users?role=Driver`), so `driver` and `Driver` cannot both exist.
      if (await people.findRoleNamedLike(tx, name)) throw taken('role', name);
      const row = await people.insertRole(tx, name);
      const after = toRole(row, []);
      await recordAudit(tx, { actorId, action: 'create', entity: 'role', entityId: row.id, after });
      return after;
    }),
  );
}

export function createPermission(db: Database, actorId: number, name: string): Promise<PermissionRecord> {
  return guardingName('permission', name, () =>
    db.transaction(async (tx) => {
      const row = await people.insertPermission(tx, name);
      // A new permission is the admins' at once, like every other.
      const admin = await people.findRoleByName(tx, ADMIN_ROLE);
      if (admin) await people.replacePermissionRoles(tx, row.id, [admin.id]);
      const after = toPermission(row, admin ? [{ id: admin.id, name: admin.name }] : []);
      await recordAudit(tx, { actorId, action: 'create', entity: 'permission', entityId: row.id, after });
      return after;
    }),
  );
}

export function renamePermission(
  db: Database,
  actorId: number,
  id: number,
  input: { name: string; version: number },
): Promise<PermissionRecord> {
  return guardingName('permission', input.name, () =>
    db.transaction(async (tx) => {
      const before = await people.findPermission(tx, id);
      if (!before) throw AppError.notFound('This permission');
      if (isPermission(before.name) && before.name !== input.name) {
        throw new AppError(
          'CONFLICT',
          `"${before.name}" is built in: the application checks it by name, so it cannot be renamed.`,
        );
      }
      const row = await people.renamePermission(tx, id, input.version, input.name);
      if (!row) throw AppError.staleVersion('permission');
      const roleRefs = (await people.rolePermissionLinks(tx, { permissionIds: [id] })).map((l) => ({
        id: l.roleId,
        name: l.roleName,
      }));
      const after = toPermission(row, roleRefs);
      await recordAudit(tx, {
        actorId,
        action: 'update',
        entity: 'permission',
        entityId: id,
        before: { name: before.name },
        after,
      });
      return after;
    }),
  );
}

/** Nobody grants a permission they do not hold themselves (issue 8): administrators hold them all. */
function refuseGranting(actor: AuthUser, granted: string[]) {
  const beyond = permissionsBeyond(actor, granted);
  if (beyond.length) {
    throw forbidden(
      `You cannot grant permissions you do not hold yourself (${beyond.slice(0, 3).join(', ')}${beyond.length > 3 ? ', …' : ''}).`,
    );
  }
}

export function assignPermissionsToRole(
  db: Database,
  actor: AuthUser,
  roleId: number,
  permissionIds: number[],
): Promise<Role> {
  const actorId = actor.id;
  return db.transaction(async (tx) => {
    const role = await people.findRole(tx, roleId);
    if (!role) throw AppError.notFound('This role');
    if (role.name === ADMIN_ROLE) throw new AppError('CONFLICT', 'The admin role always holds every permission.');
    if ((await people.countPermissions(tx, permissionIds)) !== permissionIds.length) {
      throw AppError.validation({ permissionIds: 'Some of these permissions do not exist' });
    }
    const before = (await people.rolePermissionLinks(tx, { roleIds: [roleId] })).map((l) => l.permissionName);
    const chosen = await people.permissionNames(tx, permissionIds);
    refuseGranting(
      actor,
      chosen.filter((name) => !before.includes(name)),
    );
    await people.replaceRolePermissions(tx, roleId, permissionIds);
    const now = (await people.rolePermissionLinks(tx, { roleIds: [roleId] })).map((l) => ({
      id: l.permissionId,
      name: l.permissionName,
    }));
    await recordAudit(tx, {
      actorId,
      action: 'assign',
      entity: 'role-permissions',
      entityId: roleId,
      before,
      after: now.map((p) => p.name),
    });
    return toRole(role, now);
  });
}

export function assignPermissionToRoles(
  db: Database,
  actor: AuthUser,
  permissionId: number,
  roleIds: number[],
): Promise<PermissionRecord> {
  const actorId = actor.id;
  return db.transaction(async (tx) => {
    const permission = await people.findPermission(tx, permissionId);
    if (!permission) throw AppError.notFound('This permission');
    if ((await people.countRoles(tx, roleIds)) !== roleIds.length) {
      throw AppError.validation({ roleIds: 'Some of these roles do not exist' });
    }
    const before = await people.rolePermissionLinks(tx, { permissionIds: [permissionId] });
    if (roleIds.some((id) => !before.some((l) => l.roleId === id))) refuseGranting(actor, [permission.name]);
    const admin = before.find((l) => l.roleName === ADMIN_ROLE);
    if (admin && !roleIds.includes(admin.roleId)) {
      throw new AppError('CONFLICT', 'The admin role always holds every permission; keep it ticked.');
    }
    await people.replacePermissionRoles(tx, permissionId, roleIds);
    const now = (await people.rolePermissionLinks(tx, { permissionIds: [permissionId] })).map((l) => ({
      id: l.roleId,
      name: l.roleName,
    }));
    await recordAudit(tx, {
      actorId,
      action: 'assign',
      entity: 'permission-roles',
      entityId: permissionId,
      before: before.map((l) => l.roleName),
      after: now.map((r) => r.name),
    });
    return toPermission(permission, now);
  });
}
