import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_INT32, tripStatusPath } from '@livery/domain';

/**
 * The customer's status link (decision 058): `<reservation id>-<mac>`, the mac the first 22 characters (132 bits) of
 * the base64url HMAC-SHA256 of `trip-status:<id>` under the status secret. Nothing is stored: the id says which trip,
 * the mac that the link was made here. The secret is derived from the JWT secret, which every process on one
 * database shares (set in the environment, or kept in the data folder).
 */

const MAC_LENGTH = 22;
const TOKEN = /^([1-9][0-9]{0,9})-([A-Za-z0-9_-]{22})$/;

/** The key of status links, from the secret the API already keeps (one purpose, one key). */
export const statusSecretOf = (jwtSecret: string): string =>
  createHmac('sha256', jwtSecret).update('livery trip-status links').digest('base64url');

const macOf = (reservationId: number, secret: string) =>
  createHmac('sha256', secret).update(`trip-status:${reservationId}`).digest('base64url').slice(0, MAC_LENGTH);

export const tripStatusToken = (reservationId: number, secret: string): string =>
  `${reservationId}-${macOf(reservationId, secret)}`;

/** The trip a token is for, or null when it was not made with this secret (forged, cut, another trip's mac). */
export function reservationIdOfToken(token: string, secret: string): number | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (id > MAX_INT32) return null;
  const expected = Buffer.from(macOf(id, secret));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The link the customer opens: `{PUBLIC_URL}/status/{token}`. */
export const tripStatusUrl = (publicUrl: string, reservationId: number, secret: string): string =>
  `${publicUrl.replace(/\/$/, '')}${tripStatusPath(tripStatusToken(reservationId, secret))}`;
