/** The screens of the settings list (`/settings/…`). */
import type { NavItem } from '../nav-items';
import { list, type Screen } from './screen';

/** `/settings/…`, in the order of the settings list. */
export const SETTINGS_SCREENS: readonly Screen[] = [
  {
    path: 'roles',
    title: 'Roles',
    permission: 'roles:view',
    menu: 'settings',
    load: list(async () => (await import('../../features/access/components/roles-list')).RolesList),
  },
  {
    path: 'permissions',
    title: 'Permissions',
    permission: 'permissions:view',
    menu: 'settings',
    load: list(async () => (await import('../../features/access/components/permissions-list')).PermissionsList),
  },
  {
    path: 'users-with-roles',
    title: 'Users with roles',
    permission: 'user-roles:view',
    menu: 'settings',
    load: list(async () => (await import('../../features/access/components/users-with-roles-list')).UsersWithRolesList),
  },
  {
    path: 'configurations',
    title: 'Configurations',
    permission: 'configurations:view',
    menu: 'settings',
    load: list(
      async () => (await import('../../features/configurations/components/configurations-page')).ConfigurationsPage,
    ),
  },
];

/** The settings sections: the /settings page lists them, the settings layout shows them as tabs. */
export const SETTINGS_SECTIONS: readonly NavItem[] = SETTINGS_SCREENS.filter(
  (screen) => screen.menu === 'settings',
).map((screen) => ({ label: screen.title, path: `/settings/${screen.path}`, permission: screen.permission }));
