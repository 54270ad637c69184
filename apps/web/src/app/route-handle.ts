import { isOwnAccountAct, type Permission } from '@livery/domain';
import type { UIMatch } from 'react-router';

/** What each route declares (DESIGN §2): its page title and the permission it needs. */
export interface RouteHandle {
  title?: string;
  permission?: Permission;
  /** `/users/{userId}/…`: the signed-in user's own page needs no permission (the self rule, DESIGN §4). */
  allowSelf?: boolean;
  /** At least one of these: a screen that more than one permission opens (a driver's jobs, decision 053). */
  anyOf?: readonly Permission[];
  /** Any signed-in user (a visitor signs in first); the page shows what is theirs (a driver's job, decision 053). */
  signedIn?: boolean;
  /** The page sets the document title itself, from what it loads (a static page's own title). */
  titleFromPage?: boolean;
}

const handleOf = (match: UIMatch): RouteHandle => (match.handle ?? {}) as RouteHandle;

/** The title of the deepest matched route that has one. */
export function deepestTitle(matches: readonly UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = handleOf(matches[i]!).title;
    if (title) return title;
  }
  return undefined;
}

/** Whether the deepest matched route sets the document title itself. */
export const isTitleFromPage = (matches: readonly UIMatch[]): boolean =>
  matches.length > 0 && handleOf(matches[matches.length - 1]!).titleFromPage === true;

/**
 * The `anyOf` lists along the matched branch: one permission of each is needed. The self rule applies to them as to
 * `permission`.
 */
export function alternativePermissions(matches: readonly UIMatch[], user?: { id: number } | null): Permission[][] {
  return matches.flatMap((match) => {
    const { anyOf, allowSelf } = handleOf(match);
    if (!anyOf?.length) return [];
    const holderId = Number(match.params['userId']);
    if (allowSelf && anyOf.some((permission) => isOwnAccountAct(user, holderId, permission))) return [];
    return [[...anyOf]];
  });
}

/** Whether a route along the matched branch is for signed-in users only. */
export const needsSignIn = (matches: readonly UIMatch[]): boolean =>
  matches.some((match) => handleOf(match).signedIn === true);

/** Every permission declared along the matched branch: all of them are needed. */
export function requiredPermissions(matches: readonly UIMatch[], user?: { id: number } | null): Permission[] {
  return matches.flatMap((match) => {
    const { permission, allowSelf } = handleOf(match);
    const holderId = Number(match.params['userId']);
    if (allowSelf && permission && isOwnAccountAct(user, holderId, permission)) return [];
    return permission ? [permission] : [];
  });
}
