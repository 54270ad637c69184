import type { AccountHolder } from '@livery/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { roles, userRoles, users } from '../../db/schema.js';
import { nextVersion } from '../../db/writes.js';

/** A person's account: who signs in, with what they may do, and what they change of it themselves. */

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export interface AuthUser {
  id: number;
  email: string;
  isAdmin: boolean;
  tokenVersion: number;
  permissions: string[];
}

/**
 * The permission names the selected user holds through their roles, sorted, as one column of a select from
 * `users`. Written out with aliases: drizzle leaves column names unqualified in a one-table select.
 */
const grantedPermissions = sql<string[]>`coalesce((
  select array_agg(distinct p.name order by p.name)
  from user_roles ur
  join role_permissions rp on rp.role_id = ur.role_id
  join permissions p on p.id = rp.permission_id
  where ur.user_id = "users"."id"
), '{}')`;

/** The permission names a user holds through their roles. */
export async function findUserPermissions(db: Executor, userId: number): Promise<string[]> {
  const [row] = await db.select({ permissions: grantedPermissions }).from(users).where(eq(users.id, userId));
  return row?.permissions ?? [];
}

export async function findUserRoles(db: Executor, userId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.name);
}

/**
 * The signed-in user and their permissions, in one round trip: every API request reads it (DESIGN.md §4), so a
 * second query per request was a tenth of a list's time.
 */
export async function findAuthUser(db: Executor, userId: number): Promise<AuthUser | null> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      isAdmin: users.isAdmin,
      tokenVersion: users.tokenVersion,
      permissions: grantedPermissions,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

export async function findUserById(db: Executor, userId: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user ?? null;
}

/** Revokes every token issued to the user so far. */
export async function bumpTokenVersion(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/** An account with what decides who may manage it (its roles and permissions), or null. */
export async function findAccountHolder(db: Executor, userId: number): Promise<AccountHolder | null> {
  const [user] = await db.select({ id: users.id, isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [roleRows, permissionNames] = await Promise.all([findUserRoles(db, userId), findUserPermissions(db, userId)]);
  return { ...user, roles: roleRows.map((r) => r.name), permissions: permissionNames };
}

/** A new account (sign-up, or one the office creates). */
export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * The password a reset or set-password link chose: every session ends, and following a link sent to the address
 * proves it.
 */
export async function setPasswordFromLink(tx: Executor, userId: number, passwordHash: string): Promise<void> {
  await tx
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** The password changed in the profile; the caller ends the sessions it must. */
export async function setPassword(tx: Executor, userId: number, passwordHash: string): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function findTokenVersion(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, userId));
  return row?.tokenVersion ?? null;
}

/** The address verified now, and moved to `newEmail` when given. Null when the account is gone. */
export async function markEmailVerified(
  tx: Executor,
  userId: number,
  newEmail: string | null,
): Promise<{ email: string } | null> {
  const [row] = await tx
    .update(users)
    .set({
      ...(newEmail ? { email: newEmail } : {}),
      emailVerifiedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return row ?? null;
}

/** A new, not yet verified address (a versioned edit of the account). */
export async function replaceEmail(tx: Executor, userId: number, email: string): Promise<void> {
  await tx
    .update(users)
    .set({ email, emailVerifiedAt: null, ...nextVersion(users) })
    .where(eq(users.id, userId));
}
