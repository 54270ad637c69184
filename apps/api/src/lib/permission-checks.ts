import { can, type Grantee, type Permission } from '@livery/domain';
import { AppError } from './app-error.js';

/**
 * The API's refusals of a permission, for the auth plugin (a route's declared permission) and for the few services
 * whose permission depends on what the request asks (decision 057): the same words everywhere.
 */
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);

/** The refusal naming what is missing ("… (reservations:edit or reservations:view). Ask an administrator."). */
export const missingPermission = (permissions: readonly Permission[]) =>
  forbidden(`You do not have permission to do this (${permissions.join(' or ')}). Ask an administrator.`);

/** Throws unless the user holds every one of `needed`. */
export function requireAll(user: Grantee, needed: readonly Permission[]): void {
  const lacking = needed.find((p) => !can(user, p));
  if (lacking) throw missingPermission([lacking]);
}
