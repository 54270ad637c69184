import { can, type Grantee, type Permission } from '@livery/domain';

interface GuardInput {
  permissions: readonly Permission[];
  /** Lists of which one permission each is needed (`anyOf`). */
  alternatives?: readonly (readonly Permission[])[];
  /** Signed in, whatever one holds. */
  signedIn?: boolean;
  user: Grantee | null;
  /** Path and query of the page asked for, to come back to after signing in. */
  target: string;
}

export const signInPath = (target: string) =>
  target && target !== '/' ? `/login?redirect=${encodeURIComponent(target)}` : '/login';

/**
 * Where a guarded route sends the user instead, or null to show it: signed out → sign-in
 * (then back), signed in without the permission → home (SPEC §6).
 */
export function guardRedirect({
  permissions,
  alternatives = [],
  signedIn = false,
  user,
  target,
}: GuardInput): string | null {
  if (permissions.length === 0 && alternatives.length === 0 && !signedIn) return null;
  if (!user) return signInPath(target);
  const allowed =
    permissions.every((permission) => can(user, permission)) &&
    alternatives.every((anyOf) => anyOf.some((permission) => can(user, permission)));
  return allowed ? null : '/';
}

/** `?redirect=` is only followed inside the app (never to another site): the domain's rule. */
export { safeRedirect } from '@livery/domain';
