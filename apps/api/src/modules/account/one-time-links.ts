import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { userTokens } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { hashOneTimeToken, newOneTimeToken } from '../../lib/one-time-tokens.js';

export type LinkPurpose = (typeof userTokens.$inferSelect)['purpose'];
export type LinkRow = typeof userTokens.$inferSelect;

const HOUR = 3_600_000;
/** Reset: 1 hour (issue 4). Set-password: 3 days, verify and change-email: 1 day. */
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  'reset-password': HOUR,
  'set-password': 72 * HOUR,
  'verify-email': 24 * HOUR,
  'change-email': 24 * HOUR,
};

export const LINK_PATH: Record<LinkPurpose, string> = {
  'reset-password': '/reset-password',
  'set-password': '/reset-password',
  'verify-email': '/verify-email',
  'change-email': '/verify-email',
};

/** Issues a single-use link token; only its hash is stored. Returns the token for the e-mail. */
export async function issueLinkToken(
  tx: Executor,
  userId: number,
  purpose: LinkPurpose,
  newEmail?: string,
): Promise<string> {
  const { token, hash } = newOneTimeToken();
  await tx.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hash,
    newEmail: newEmail ?? null,
    expiresAt: new Date(Date.now() + LINK_LIFETIME_MS[purpose]),
  });
  return token;
}

export const invalidLink = () =>
  new AppError('VALIDATION', 'This link is not valid, was already used or has expired. Ask for a new one.', {
    token: 'This link is not valid, was already used or has expired',
  });

/** Marks the token used and returns it, if it is unused, unexpired and for one of these purposes. */
export async function consumeLinkToken(tx: Executor, token: string, purposes: LinkPurpose[]): Promise<LinkRow> {
  const [row] = await tx
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.tokenHash, hashOneTimeToken(token)),
        inArray(userTokens.purpose, purposes),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!row) throw invalidLink();
  return row;
}

export const linkUrl = (publicUrl: string, purpose: LinkPurpose, token: string) =>
  `${publicUrl}${LINK_PATH[purpose]}?token=${token}`;
