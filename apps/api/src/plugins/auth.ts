import { API_PREFIX, can, type Permission } from '@livery/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { createTokenService, type TokenService } from '../lib/tokens.js';
import { findAuthUser, type AuthUser } from '../modules/auth/auth-queries.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission the route needs (SPEC §6). */
    permission?: Permission;
    /** Open to visitors without a token. Every other /api/v1 route needs one. */
    public?: boolean;
  }
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The signed-in user, or null when the request carries no valid, unrevoked token. */
async function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await request.server.tokens.verify(token);
  if (!claims) return null;
  const user = await findAuthUser(request.server.db, claims.userId);
  if (!user || user.tokenVersion !== claims.tokenVersion) return null;
  return user;
}

/**
 * Secure by default: every route under /api/v1 needs a valid token unless it says `public`,
 * and the permission it declares, read from the database (DESIGN.md §4).
 */
export default fp<{ jwtSecret: string }>(
  async (app, options) => {
    app.decorate('tokens', createTokenService(options.jwtSecret));
    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request) => {
      const route = request.routeOptions;
      if (!route.url?.startsWith(API_PREFIX)) return;
      request.user = await authenticate(request);
      if (route.config.public) return;
      if (!request.user) {
        throw new AppError('UNAUTHENTICATED', 'Your session has ended or is not valid. Please sign in again.');
      }
      const permission = route.config.permission;
      if (permission && !can(request.user, permission)) {
        throw new AppError('FORBIDDEN', `You do not have permission to do this (${permission}). Ask an administrator.`);
      }
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

/** The signed-in user of a route that is not public (the hook guarantees one). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return request.user;
}
