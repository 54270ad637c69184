import type { RoleDirectory } from './role-directory.js';
import {
  type AccessListQuery,
  type AssignUserRolesInput,
  isPermission,
  mayGrantAdmin,
  type PermissionRecord,
  permissionsBeyond,
  type Role,
  type UserRolesListQuery,
  type UserWithRoles,
} from '@livery/domain';
import type { Database } from '../../db/client.js';
import { guardUnique } from '../../db/writes.js';
import { AppError } from '../../lib/app-error.js';
import { mapBatches } from '../../lib/list-helpers.js';
import { forbidden } from '../../lib/permission-checks.js';
import { recordAudit } from '../audit/index.js';
import { fullName, type AuthUser } from '../auth/index.js';
import { enqueueMail, rolesChangedMail } from '../notifications/index.js';
import { refuseGrantsBeyond, usersQueries as users } from '../users/index.js';
import * as queries from './access-queries.js';

/** The seeded admin role always holds every permission (syncCatalogue restores it on start). */
const ADMIN_ROLE = 'admin';

const taken = (what: string, name: string) =>
  new AppError('CONFLICT', `A ${what} named "${name}" already exists.`, {
    name: `A ${what} with this name already exists`,
  });

const guardingName = <T>(what: string, name: string, write: () => Promise<T>) =>
  guardUnique(write, () => taken(what, name));

const toRole = (row: queries.RoleRow, perms: { id: number; name: string }[]): Role => ({
  id: row.id,
  name: row.name,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  Permissions: perms,
});

const toPermission = (row: queries.PermissionRow, roleRefs: { id: number; name: string }[]): PermissionRecord => ({
  id: row.id,
  name: row.name,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  Roles: roleRefs,
});

/** Roles with their permissions, loaded for the whole batch at once. */
async function toRoles(db: Database, rows: queries.RoleRow[]): Promise<Role[]> {
  const all = await queries.links(db, { roleIds: rows.map((r) => r.id) });
  return rows.map((r) =>
    toRole(
      r,
      all.filter((l) => l.roleId === r.id).map((l) => ({ id: l.permissionId, name: l.permissionName })),
    ),
  );
}

/** Permissions with the roles holding them, loaded for the whole batch at once. */
async function toPermissions(db: Database, rows: queries.PermissionRow[]): Promise<PermissionRecord[]> {
  const all = await queries.links(db, { permissionIds: rows.map((r) => r.id) });
  return rows.map((p) =>
    toPermission(
      p,
      all.filter((l) => l.permissionId === p.id).map((l) => ({ id: l.roleId, name: l.roleName })),
    ),
  );
}

export async function listRoles(db: Database, query: AccessListQuery) {
  const { rows, ...total } = await queries.listRoles(db, query);
  return { dataItems: await toRoles(db, rows), ...total };
}

export async function listPermissions(db: Database, query: AccessListQuery) {
  const { rows, ...total } = await queries.listPermissions(db, query);
  return { dataItems: await toPermissions(db, rows), ...total };
}

/** Every role, every permission, every user with roles, in the list's search and order (CSV exports). */
export const exportRoles = (db: Database, query: AccessListQuery) =>
  mapBatches(queries.allRoles(db, query), (rows) => toRoles(db, rows));
export const exportPermissions = (db: Database, query: AccessListQuery) =>
  mapBatches(queries.allPermissions(db, query), (rows) => toPermissions(db, rows));

export function createRole(db: Database, actorId: number, name: string): Promise<Role> {
  return guardingName('role', name, () =>
    db.transaction(async (tx) => {
      // Role names compare ignoring case (`GET /users?role=Driver`), so `driver` and `Driver` cannot both exist.
      if (await queries.findRoleNamedLike(tx, name)) throw taken('role', name);
      const row = await queries.insertRole(tx, name);
      const after = toRole(row, []);
      await recordAudit(tx, { actorId, action: 'create', entity: 'role', entityId: row.id, after });
      return after;
    }),
  );
}

export function createPermission(db: Database, actorId: number, name: string): Promise<PermissionRecord> {
  return guardingName('permission', name, () =>
    db.transaction(async (tx) => {
      const row = await queries.insertPermission(tx, name);
      // A new permission is the admins' at once, like every other.
      const admin = await queries.findRoleByName(tx, ADMIN_ROLE);
      if (admin) await queries.replacePermissionRoles(tx, row.id, [admin.id]);
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
      const before = await queries.findPermission(tx, id);
      if (!before) throw AppError.notFound('This permission');
      if (isPermission(before.name) && before.name !== input.name) {
        throw new AppError(
          'CONFLICT',
          `"${before.name}" is built in: the application checks it by name, so it cannot be renamed.`,
        );
      }
      const row = await queries.renamePermission(tx, id, input.version, input.name);
      if (!row) throw AppError.staleVersion('permission');
      const roleRefs = (await queries.links(tx, { permissionIds: [id] })).map((l) => ({
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
    const role = await queries.findRole(tx, roleId);
    if (!role) throw AppError.notFound('This role');
    if (role.name === ADMIN_ROLE) throw new AppError('CONFLICT', 'The admin role always holds every permission.');
    if ((await queries.countPermissions(tx, permissionIds)) !== permissionIds.length) {
      throw AppError.validation({ permissionIds: 'Some of these permissions do not exist' });
    }
    const before = (await queries.links(tx, { roleIds: [roleId] })).map((l) => l.permissionName);
    const chosen = await queries.permissionNames(tx, permissionIds);
    refuseGranting(
      actor,
      chosen.filter((name) => !before.includes(name)),
    );
    await queries.replaceRolePermissions(tx, roleId, permissionIds);
    const now = (await queries.links(tx, { roleIds: [roleId] })).map((l) => ({
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
    const permission = await queries.findPermission(tx, permissionId);
    if (!permission) throw AppError.notFound('This permission');
    if ((await queries.countRoles(tx, roleIds)) !== roleIds.length) {
      throw AppError.validation({ roleIds: 'Some of these roles do not exist' });
    }
    const before = await queries.links(tx, { permissionIds: [permissionId] });
    if (roleIds.some((id) => !before.some((l) => l.roleId === id))) refuseGranting(actor, [permission.name]);
    const admin = before.find((l) => l.roleName === ADMIN_ROLE);
    if (admin && !roleIds.includes(admin.roleId)) {
      throw new AppError('CONFLICT', 'The admin role always holds every permission; keep it ticked.');
    }
    await queries.replacePermissionRoles(tx, permissionId, roleIds);
    const now = (await queries.links(tx, { permissionIds: [permissionId] })).map((l) => ({
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

const toUserWithRoles = (row: users.UserRow, roleRefs: users.RoleRef[]): UserWithRoles => ({
  id: row.id,
  fullName: fullName(row),
  email: row.email,
  phoneNumber: row.phoneNumber,
  isAdmin: row.isAdmin,
  Roles: roleRefs,
  createdAt: row.createdAt.toISOString(),
});

async function toUsersWithRoles(
  db: Database,
  directory: RoleDirectory,
  rows: users.UserRow[],
): Promise<UserWithRoles[]> {
  const roleMap = await directory.rolesOf(db, rows);
  return rows.map((r) => toUserWithRoles(r, roleMap.get(r.id) ?? []));
}

export async function listUsersWithRoles(db: Database, directory: RoleDirectory, query: UserRolesListQuery) {
  const { rows, ...total } = await users.listUsers(db, directory, query);
  return { dataItems: await toUsersWithRoles(db, directory, rows), ...total };
}

export const exportUsersWithRoles = (db: Database, directory: RoleDirectory, query: UserRolesListQuery) =>
  mapBatches(users.allUsers(db, directory, query), (rows) => toUsersWithRoles(db, directory, rows));

/**
 * Replaces a user's roles. The route let the actor in only if they may manage that account; the roles given must
 * grant nothing the actor lacks. The account holder is told by e-mail.
 */
export async function assignRolesToUser(
  db: Database,
  mail: { publicUrl: string },
  actor: AuthUser,
  userId: number,
  input: AssignUserRolesInput,
): Promise<UserWithRoles> {
  return db.transaction(async (tx) => {
    const target = await users.findUser(tx, userId);
    if (!target) throw AppError.notFound('This user');
    if ((await queries.countRoles(tx, input.roleIds)) !== input.roleIds.length) {
      throw AppError.validation({ roleIds: 'Some of these roles do not exist' });
    }
    await refuseGrantsBeyond(tx, actor, input.roleIds);
    const changesAdmin = input.isAdmin !== undefined && input.isAdmin !== target.isAdmin;
    if (changesAdmin && !mayGrantAdmin(actor)) {
      throw new AppError('FORBIDDEN', 'Only an administrator may make someone an administrator or remove it.');
    }
    if (changesAdmin && input.isAdmin === false) {
      const admins = await users.lockAdmins(tx);
      if (admins.length <= 1)
        throw new AppError('CONFLICT', 'This is the last administrator: make someone else an administrator first.');
    }
    const before = (await users.rolesOfUsers(tx, [userId])).get(userId) ?? [];
    await users.replaceUserRoles(tx, userId, input.roleIds);
    let row = target;
    if (changesAdmin) row = (await users.updateUser(tx, userId, target.version, { isAdmin: input.isAdmin! })) ?? target;
    const after = (await users.rolesOfUsers(tx, [userId])).get(userId) ?? [];
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'assign',
      entity: 'user-roles',
      entityId: userId,
      before: { roles: before.map((r) => r.name), isAdmin: target.isAdmin },
      after: { roles: after.map((r) => r.name), isAdmin: row.isAdmin },
    });
    const changed =
      before.map((r) => r.name).join(',') !== after.map((r) => r.name).join(',') || target.isAdmin !== row.isAdmin;
    if (changed) {
      await enqueueMail(
        tx,
        rolesChangedMail(row.email, row.firstName, {
          roles: after.map((r) => r.name),
          isAdmin: row.isAdmin,
          signInUrl: mail.publicUrl,
        }),
      );
    }
    return toUserWithRoles(row, after);
  });
}
