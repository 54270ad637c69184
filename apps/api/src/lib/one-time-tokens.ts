import { createHash, randomBytes } from 'node:crypto';

/** A link token: 32 random bytes for the e-mail, only its SHA-256 kept in the database. */
export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
