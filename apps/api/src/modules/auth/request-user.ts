import type { AccountHolder } from '@livery/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../people/index.js';

/**
 * Who a request is from, as the auth hook (`plugins/auth.ts`) found them: what a route reads of the request's user
 * and of the account it acts on. It lives with the module so that routes need no plugin (decision 057).
 */
declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** The account of an `account` route, loaded when it was authorised. */
    accountHolder: AccountHolder | null;
  }
}

/** The raw request a request-dependent permission is read from, before validation: anything may be in it. */
export interface RawInput {
  query: unknown;
  body: unknown;
}

/** The signed-in user of a route that is not public (the hook guarantees one). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return request.user;
}

/** The account an `account` route acts on (the hook loaded it). */
export function accountHolder(request: FastifyRequest): AccountHolder {
  if (!request.accountHolder) throw AppError.notFound('This user');
  return request.accountHolder;
}
