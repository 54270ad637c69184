import { can, type Permission } from '@livery/domain';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../auth/auth-queries.js';

const forbidden = (permission: string) =>
  new AppError('FORBIDDEN', `You do not have permission to do this (${permission}). Ask an administrator.`);

/** For routes whose permission depends on the request (a query's role, the target user). */
export function requirePermission(user: AuthUser, ...needed: Permission[]): void {
  const missing = needed.find((p) => !can(user, p));
  if (missing) throw forbidden(missing);
}

export function requireAnyPermission(user: AuthUser, ...options: Permission[]): void {
  if (!options.some((p) => can(user, p))) throw forbidden(options.join(' or '));
}

/** `/users/{id}/…`: anyone may act on themselves (DESIGN.md §4); for someone else they need the page's permission. */
export function requireSelfOr(user: AuthUser, targetId: number, permission: Permission): void {
  if (user.id !== targetId) requirePermission(user, permission);
}
