import type { SessionUser } from '@livery/domain';
import type { Executor } from '../../db/client.js';
import { findUserPermissions, findUserRoles, type UserRow } from '../people/index.js';

export function fullName(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** The user as the client sees it (SPEC §3): never the password hash or the token version. */
export async function toSessionUser(db: Executor, user: UserRow): Promise<SessionUser> {
  const [permissionNames, userRolesList] = await Promise.all([
    findUserPermissions(db, user.id),
    findUserRoles(db, user.id),
  ]);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: fullName(user),
    email: user.email,
    phoneNumber: user.phoneNumber,
    isAdmin: user.isAdmin,
    permissions: permissionNames,
    Roles: userRolesList,
    createdAt: user.createdAt.toISOString(),
  };
}
