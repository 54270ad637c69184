import { recordAudit } from '../audit/index.js';
import { fullName, issueLinkToken, linkUrl, type AuthUser } from '../auth/index.js';
import { enqueueMail, setPasswordMail } from '../notifications/index.js';
import {
  type AccountHolder,
  type CreateUserInput,
  type CreateUserWithRolesInput,
  maskSsn,
  mayGrantAdmin,
  permissionsBeyond,
  type UpdateProfileInput,
  type User,
  type UserListQuery,
  type UserProfile,
} from '@livery/domain';
import type { Database, Executor } from '../../db/client.js';
import { guardUnique } from '../../db/writes.js';
import { AppError } from '../../lib/app-error.js';
import { mapBatches } from '../../lib/list-helpers.js';
import type { SsnCipher } from '../../lib/ssn-cipher.js';
import * as people from '../people/index.js';
import { forbidden, requireAll } from '../../lib/permission-checks.js';

export interface UsersDeps {
  db: Database;
  roleDirectory: people.RoleDirectory;
  ssn: SsnCipher;
  publicUrl: string;
}

const ENTITY = 'user';

/**
 * A user as every answer shows them: the SSN masked (`***-**-1234`) for everyone, administrators too; the number in
 * clear is read only through `revealSsn`, which leaves an audit row (decision 056).
 */
export function toUser(row: people.UserRow, roles: people.RoleRef[], ssn: SsnCipher): User {
  const socialSecurityNumber = row.ssnEncrypted ? maskSsn(ssn.decrypt(row.ssnEncrypted)) : null;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: fullName(row),
    email: row.email,
    phoneNumber: row.phoneNumber,
    phoneType: row.phoneType,
    socialSecurityNumber,
    dob: row.dob,
    address: row.address,
    isAdmin: row.isAdmin,
    emailVerified: row.emailVerifiedAt !== null,
    Roles: roles,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The audit trail never holds an SSN in clear. */
const auditView = (deps: UsersDeps, row: people.UserRow, roles: people.RoleRef[]) => toUser(row, roles, deps.ssn);

const emailTaken = () =>
  new AppError('CONFLICT', 'A user with this email already exists.', {
    email: 'A user with this email already exists',
  });

/** Routes declare who may call them (plugins/auth.ts); the service keeps the rules that need the record. */
/** Users with their roles (loaded for the whole batch at once). */
async function toUsers(deps: UsersDeps, rows: people.UserRow[]) {
  const roles = await deps.roleDirectory.rolesOf(deps.db, rows);
  return rows.map((r) => toUser(r, roles.get(r.id) ?? [], deps.ssn));
}

export async function listUsers(deps: UsersDeps, query: UserListQuery) {
  const { rows, ...total } = await people.listUsers(deps.db, deps.roleDirectory, query);
  return { dataItems: await toUsers(deps, rows), ...total };
}

/** Every user of the list's role, search and order, a batch at a time (CSV export). */
export const exportUsers = (deps: UsersDeps, query: UserListQuery) =>
  mapBatches(people.allUsers(deps.db, deps.roleDirectory, query), (rows) => toUsers(deps, rows));

/** Loads the user of a `/users/{id}/…` route (the route's `account` rule has already let the viewer in). */
export async function loadUser(db: Executor, id: number) {
  const row = await people.findUserById(db, id);
  if (!row) throw AppError.notFound('This user');
  return row;
}

export async function getUser(deps: UsersDeps, holder: AccountHolder): Promise<UserProfile> {
  const row = await loadUser(deps.db, holder.id);
  const roles = await people.rolesOfUsers(deps.db, [holder.id]);
  return { ...toUser(row, roles.get(holder.id) ?? [], deps.ssn), permissions: [...holder.permissions] };
}

const isDriver = (roles: people.RoleRef[]) => roles.some((r) => r.name.toLowerCase() === 'driver');

const noSsn = () => new AppError('NOT_FOUND', 'This user is not a driver with a social security number on file.');

/**
 * A driver's SSN in clear, for a holder of drivers:edit (the route's permission), written to the audit trail as a
 * `reveal-ssn` of that user — who looked and when, never the number (decision 056).
 */
export function revealSsn(deps: UsersDeps, viewer: AuthUser, id: number): Promise<{ socialSecurityNumber: string }> {
  return deps.db.transaction(async (tx) => {
    const row = await loadUser(tx, id);
    const roles = (await people.rolesOfUsers(tx, [id])).get(id) ?? [];
    if (!isDriver(roles) || !row.ssnEncrypted) throw noSsn();
    await recordAudit(tx, { actorId: viewer.id, action: 'reveal-ssn', entity: ENTITY, entityId: id });
    return { socialSecurityNumber: deps.ssn.decrypt(row.ssnEncrypted) };
  });
}

function checkCreate(viewer: AuthUser, input: CreateUserInput | CreateUserWithRolesInput) {
  if (input.isAdmin !== undefined && input.isAdmin && !mayGrantAdmin(viewer)) {
    throw new AppError('FORBIDDEN', 'Only an administrator may make someone an administrator.');
  }
}

async function insertPerson(
  deps: UsersDeps,
  tx: Executor,
  viewer: AuthUser,
  input: CreateUserInput | CreateUserWithRolesInput,
  extraRoleIds: number[],
) {
  const row = await people.insertUser(tx, {
    firstName: input.firstName,
    lastName: input.lastName ?? null,
    email: input.email,
    phoneNumber: input.phoneNumber,
    phoneType: input.phoneType ?? null,
    ssnEncrypted: input.socialSecurityNumber ? deps.ssn.encrypt(input.socialSecurityNumber) : null,
    dob: input.dob ?? null,
    address: input.address ?? null,
    isAdmin: input.isAdmin ?? false,
  });
  const roleIds = [...(input.role ? await people.roleIdsByName(tx, [input.role]) : []), ...extraRoleIds];
  await people.addUserRoles(tx, row.id, [...new Set(roleIds)]);
  const roles = (await people.rolesOfUsers(tx, [row.id])).get(row.id) ?? [];
  await recordAudit(tx, {
    actorId: viewer.id,
    action: 'create',
    entity: ENTITY,
    entityId: row.id,
    after: auditView(deps, row, roles),
  });
  // Created by staff: the person chooses their own password through a set-password link.
  const token = await issueLinkToken(tx, row.id, 'set-password');
  await enqueueMail(tx, setPasswordMail(row.email, row.firstName, linkUrl(deps.publicUrl, 'set-password', token)));
  return toUser(row, roles, deps.ssn);
}

const guardingEmail = <T>(write: () => Promise<T>) => guardUnique(write, emailTaken);

export function createUser(deps: UsersDeps, viewer: AuthUser, input: CreateUserInput): Promise<User> {
  checkCreate(viewer, input);
  return guardingEmail(() => deps.db.transaction((tx) => insertPerson(deps, tx, viewer, input, [])));
}

export function createUserWithRoles(deps: UsersDeps, viewer: AuthUser, input: CreateUserWithRolesInput): Promise<User> {
  checkCreate(viewer, input);
  return guardingEmail(() =>
    deps.db.transaction(async (tx) => {
      const found = await people.existingRoleIds(tx, input.roleIds);
      if (found.length !== input.roleIds.length)
        throw AppError.validation({ roleIds: 'Some of these roles do not exist' });
      await refuseGrantsBeyond(tx, viewer, input.roleIds);
      return insertPerson(deps, tx, viewer, input, input.roleIds);
    }),
  );
}

/** Nobody grants through roles a permission they do not hold themselves (issue 8). */
export async function refuseGrantsBeyond(tx: Executor, viewer: AuthUser, roleIds: number[]): Promise<void> {
  const beyond = permissionsBeyond(viewer, await people.permissionsOfRoles(tx, roleIds));
  if (beyond.length) {
    throw forbidden(
      `These roles grant permissions you do not hold (${beyond.slice(0, 3).join(', ')}${beyond.length > 3 ? ', …' : ''}); ask an administrator.`,
    );
  }
}

export function updateProfile(deps: UsersDeps, viewer: AuthUser, id: number, input: UpdateProfileInput): Promise<User> {
  return deps.db.transaction(async (tx) => {
    const before = await loadUser(tx, id);
    const roles = (await people.rolesOfUsers(tx, [id])).get(id) ?? [];
    if (input.socialSecurityNumber !== undefined && viewer.id !== id) requireAll(viewer, ['drivers:edit']);
    const phoneType = input.phoneType ?? null;
    if (isDriver(roles) && !phoneType) throw AppError.validation({ phoneType: 'Phone type is required for drivers' });
    const row = await people.updateUser(tx, id, input.version, {
      firstName: input.firstName,
      lastName: input.lastName ?? null,
      phoneNumber: input.phoneNumber,
      phoneType,
      dob: input.dob ?? null,
      address: input.address ?? null,
      ...(input.socialSecurityNumber !== undefined
        ? { ssnEncrypted: deps.ssn.encrypt(input.socialSecurityNumber) }
        : {}),
    });
    if (!row) throw AppError.staleVersion('profile');
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'update',
      entity: ENTITY,
      entityId: id,
      before: auditView(deps, before, roles),
      after: auditView(deps, row, roles),
    });
    return toUser(row, roles, deps.ssn);
  });
}

export function deleteUser(deps: UsersDeps, viewer: AuthUser, id: number): Promise<{ id: number }> {
  return deps.db.transaction(async (tx) => {
    // The route's `account: 'delete'` rule checked the kind's delete permission and the account's power.
    const target = await loadUser(tx, id);
    const roles = (await people.rolesOfUsers(tx, [id])).get(id) ?? [];
    if (id === viewer.id) throw new AppError('CONFLICT', 'You cannot delete your own account.');
    if (target.isAdmin) {
      const admins = await people.lockAdmins(tx);
      if (admins.length <= 1) throw new AppError('CONFLICT', 'This is the last administrator and cannot be deleted.');
    }
    await people.deleteUser(tx, id);
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      before: auditView(deps, target, roles),
    });
    return { id };
  });
}
