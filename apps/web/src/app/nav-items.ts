import { can, type Grantee, type Permission } from '@livery/domain';

/**
 * A menu entry made from a screen declaration, and who sees it. Below the screen table, so that a screen's own page
 * (the settings list) can show entries without importing the menus, which import the screen table (decision 072).
 */
export interface NavItem {
  label: string;
  path: string;
  permission?: Permission;
  /** A profile tab only a driver's account has. */
  forDrivers?: boolean;
}

export interface NavArea extends NavItem {
  icon: string;
  description: string;
}

export function visibleItems<T extends NavItem>(items: readonly T[], user: Grantee | null): T[] {
  if (!user) return [];
  return items.filter((item) => !item.permission || can(user, item.permission));
}
