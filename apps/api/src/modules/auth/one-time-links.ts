import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { hashOneTimeToken, newOneTimeToken } from '../../lib/one-time-tokens.js';
import { insertLinkToken, useLinkToken, type LinkPurpose, type LinkRow } from '../people/index.js';

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
  await insertLinkToken(tx, {
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
  const row = await useLinkToken(tx, hashOneTimeToken(token), purposes);
  if (!row) throw invalidLink();
  return row;
}

export const linkUrl = (publicUrl: string, purpose: LinkPurpose, token: string) =>
  `${publicUrl}${LINK_PATH[purpose]}?token=${token}`;
