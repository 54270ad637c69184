import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'livery-api';
const AUDIENCE = 'livery';
export const TOKEN_LIFETIME = '12h';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

/** How many verified tokens a process remembers (a few hundred bytes each). */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * JWTs signed with HS256 only; issuer, audience and expiry are always checked. A token verified once is
 * remembered until it expires: its signature and claims cannot change, and verifying through WebCrypto was a
 * sixteenth of a list request's CPU (decision 031). Revocation does not depend on this: the token's version is
 * compared with the user's on every request.
 */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, TokenClaims & { expiresAt: number }>();
  return {
    async sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ tv: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key);
    },
    /** The claims of a valid token, or null for a bad, expired or tampered one. */
    async verify(token: string): Promise<TokenClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return { userId: known.userId, tokenVersion: known.tokenVersion };
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'tv'],
        });
        const userId = Number(payload.sub);
        const tokenVersion = payload['tv'];
        if (!Number.isInteger(userId) || typeof tokenVersion !== 'number') return null;
        // Oldest first out: a Map keeps insertion order.
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, { userId, tokenVersion, expiresAt: payload.exp! * 1000 });
        return { userId, tokenVersion };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
