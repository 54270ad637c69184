import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users, userTokens } from '../../db/schema.js';
import { nextVersion } from '../../db/writes.js';

type LinkPurpose = (typeof userTokens.$inferSelect)['purpose'];

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

/** The user's links not used yet (of one purpose, or all) stop working. */
export async function spendUnusedLinks(tx: Executor, userId: number, purpose?: LinkPurpose): Promise<void> {
  await tx
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.userId, userId),
        purpose === undefined ? undefined : eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
      ),
    );
}
