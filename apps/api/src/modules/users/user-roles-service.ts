import { type AssignUserRolesInput, mayGrantAdmin, type UserRolesListQuery, type UserWithRoles } from '@livery/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { mapBatches } from '../../lib/list-helpers.js';
import { recordAudit } from '../audit/index.js';
import { fullName, type AuthUser } from '../auth/index.js';
import { enqueueMail, rolesChangedMail } from '../notifications/index.js';
import * as people from '../people/index.js';
import { refuseGrantsBeyond } from './users-service.js';

/** Who holds which roles: the list of people with their roles, and giving someone roles (SPEC §7). */
const toUserWithRoles = (row: people.UserRow, roleRefs: people.RoleRef[]): UserWithRoles => ({
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
  directory: people.RoleDirectory,
  rows: people.UserRow[],
): Promise<UserWithRoles[]> {
  const roleMap = await directory.rolesOf(db, rows);
  return rows.map((r) => toUserWithRoles(r, roleMap.get(r.id) ?? []));
}

export async function listUsersWithRoles(db: Database, directory: people.RoleDirectory, query: UserRolesListQuery) {
  const { rows, ...total } = await people.listUsers(db, directory, query);
  return { dataItems: await toUsersWithRoles(db, directory, rows), ...total };
}

export const exportUsersWithRoles = (db: Database, directory: people.RoleDirectory, query: UserRolesListQuery) =>
  mapBatches(people.allUsers(db, directory, query), (rows) => toUsersWithRoles(db, directory, rows));

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
    const target = await people.findUserById(tx, userId);
    if (!target) throw AppError.notFound('This user');
    if ((await people.countRoles(tx, input.roleIds)) !== input.roleIds.length) {
      throw AppError.validation({ roleIds: 'Some of these roles do not exist' });
    }
    await refuseGrantsBeyond(tx, actor, input.roleIds);
    const changesAdmin = input.isAdmin !== undefined && input.isAdmin !== target.isAdmin;
    if (changesAdmin && !mayGrantAdmin(actor)) {
      throw new AppError('FORBIDDEN', 'Only an administrator may make someone an administrator or remove it.');
    }
    if (changesAdmin && input.isAdmin === false) {
      const admins = await people.lockAdmins(tx);
      if (admins.length <= 1)
        throw new AppError('CONFLICT', 'This is the last administrator: make someone else an administrator first.');
    }
    const before = (await people.rolesOfUsers(tx, [userId])).get(userId) ?? [];
    await people.replaceUserRoles(tx, userId, input.roleIds);
    let row = target;
    if (changesAdmin)
      row = (await people.updateUser(tx, userId, target.version, { isAdmin: input.isAdmin! })) ?? target;
    const after = (await people.rolesOfUsers(tx, [userId])).get(userId) ?? [];
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
