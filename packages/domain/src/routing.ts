import { APP_NAME } from './app.js';

export type LayoutName = 'default' | 'settings' | 'user-profile';

/**
 * SPEC §2 picks the user-profile layout when the path contains 'users' and default otherwise;
 * it also names a settings layout, which we give to /settings/* first, so that
 * /settings/users-with-roles stays among the settings (docs/decisions/002-layout-rule.md).
 */
export function layoutFor(path: string): LayoutName {
  if (path === '/settings' || path.startsWith('/settings/')) return 'settings';
  if (path.includes('users')) return 'user-profile';
  return 'default';
}

/** SPEC §2: "app name - route title", or the app name alone when the route has none. */
export function pageTitle(routeTitle?: string | null): string {
  return routeTitle ? `${APP_NAME} - ${routeTitle}` : APP_NAME;
}
