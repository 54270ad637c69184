import { can, type Grantee, type Permission } from './permissions.js';

/**
 * `/users/{id}/…` (DESIGN.md §4): anyone may act on their own account; on someone else's they need
 * the page's `users:*` permission.
 */
export function canOnUser(
  viewer: (Grantee & { id: number }) | null | undefined,
  targetId: number,
  permission: Permission,
): boolean {
  if (!viewer) return false;
  return viewer.id === targetId || can(viewer, permission);
}
