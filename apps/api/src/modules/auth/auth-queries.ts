import type { AccountHolder } from '@livery/domain';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { roles, userRoles, users, userTokens } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type LinkRow = typeof userTokens.$inferSelect;
export type LinkPurpose = LinkRow['purpose'];

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

export async function findRoleByName(db: Executor, name: string): Promise<{ id: number } | null> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return role ?? null;
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

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function addUserRole(db: Executor, userId: number, roleId: number): Promise<void> {
  await db.insert(userRoles).values({ userId, roleId });
}

/** Stores a single-use link token by its hash. */
export async function insertLinkToken(
  db: Executor,
  values: { userId: number; purpose: LinkPurpose; tokenHash: string; newEmail: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(userTokens).values(values);
}

/** Marks the token used and returns it, if it is unused, unexpired and for one of these purposes; else null. */
export async function useLinkToken(db: Executor, tokenHash: string, purposes: LinkPurpose[]): Promise<LinkRow | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        inArray(userTokens.purpose, purposes),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}
