import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { userTokens } from '../../db/schema.js';

/** The single-use links sent to a person (reset, set-password, verify and change e-mail), kept by their hash. */

export type LinkRow = typeof userTokens.$inferSelect;
export type LinkPurpose = LinkRow['purpose'];

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
