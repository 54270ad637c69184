import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'livery-api';
const AUDIENCE = 'livery';
export const TOKEN_LIFETIME = '12h';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

/** JWTs signed with HS256 only; issuer, audience and expiry are always checked. */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
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
        return { userId, tokenVersion };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
