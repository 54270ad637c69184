import {
  mdiAccountGroup,
  mdiCalendarClock,
  mdiCar,
  mdiCog,
  mdiFileDocumentEdit,
  mdiHandshake,
  mdiPlusBoxMultiple,
  mdiSteering,
  mdiTicketPercent,
  mdiTrendingUp,
} from '@mdi/js';
import { can, type Grantee, type Permission } from '@livery/domain';

export interface NavItem {
  label: string;
  path: string;
  permission?: Permission;
}

export interface NavArea extends NavItem {
  permission: Permission;
  icon: string;
  description: string;
}

/** The areas of the navigation drawer and the home cards, each shown only with its view permission. */
export const NAV_AREAS: readonly NavArea[] = [
  {
    label: 'Reservations',
    path: '/reservations',
    permission: 'reservations:view',
    icon: mdiCalendarClock,
    description: 'Trips, drivers and their status',
  },
  { label: 'Cars', path: '/cars', permission: 'cars:view', icon: mdiCar, description: 'Car classes and their rates' },
  {
    label: 'Surges',
    path: '/surges',
    permission: 'surges:view',
    icon: mdiTrendingUp,
    description: 'Price surges by date',
  },
  {
    label: 'Discount Codes',
    path: '/discount-codes',
    permission: 'discount-codes:view',
    icon: mdiTicketPercent,
    description: 'Codes customers can redeem',
  },
  {
    label: 'Addons',
    path: '/addons',
    permission: 'addons:view',
    icon: mdiPlusBoxMultiple,
    description: 'Extras added to a trip',
  },
  {
    label: 'Customers',
    path: '/customers',
    permission: 'customers:view',
    icon: mdiAccountGroup,
    description: 'People who book trips',
  },
  {
    label: 'Drivers',
    path: '/drivers',
    permission: 'drivers:view',
    icon: mdiSteering,
    description: 'Chauffeurs and their details',
  },
  {
    label: 'Affiliates',
    path: '/affiliates',
    permission: 'affiliates:view',
    icon: mdiHandshake,
    description: 'Partners who book for their clients',
  },
  {
    label: 'Static Pages',
    path: '/static-pages',
    permission: 'static-page-editor:view',
    icon: mdiFileDocumentEdit,
    description: 'Public pages of the site',
  },
  {
    label: 'Settings',
    path: '/settings',
    permission: 'settings:view',
    icon: mdiCog,
    description: 'Roles, permissions and configuration',
  },
];

/** The settings layout's secondary navigation. */
export const SETTINGS_SECTIONS: readonly NavItem[] = [
  { label: 'Roles', path: '/settings/roles', permission: 'roles:view' },
  { label: 'Permissions', path: '/settings/permissions', permission: 'permissions:view' },
  { label: 'Users with roles', path: '/settings/users-with-roles', permission: 'user-roles:view' },
  { label: 'Configurations', path: '/settings/configurations', permission: 'configurations:view' },
];

/** The user-profile layout's tabs; `path` is relative to /users/{userId}. */
export const PROFILE_TABS: readonly NavItem[] = [
  { label: 'Profile Info', path: 'profile-info', permission: 'users:profile-info' },
  { label: 'Attachments', path: 'user-attachments', permission: 'users:attachments' },
  { label: 'Change Password', path: 'change-password', permission: 'users:change-password' },
  { label: 'Change Email', path: 'change-email', permission: 'users:change-email' },
  { label: 'Reservations', path: 'user-reservations' },
];

export function visibleItems<T extends NavItem>(items: readonly T[], user: Grantee | null): T[] {
  if (!user) return [];
  return items.filter((item) => !item.permission || can(user, item.permission));
}
