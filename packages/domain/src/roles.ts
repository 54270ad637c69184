import { PERMISSIONS, type Permission } from './permissions.js';

/** Role names the spec fixes (SPEC §6); `GET /users?role=Driver` matches case-insensitively. */
export const USER_ROLES = ['driver', 'customer'] as const;
export type UserRole = (typeof USER_ROLES)[number];

const settingsAreas = [
  'settings:',
  'roles:',
  'permissions:',
  'rolePermissions:',
  'user-roles:',
  'configurations:',
  'static-page-editor:',
];

/** The roles seeded on a new installation (DESIGN.md §4) and their permissions. */
export const SEEDED_ROLES: Record<'admin' | 'dispatcher' | 'driver' | 'customer', readonly Permission[]> = {
  admin: PERMISSIONS,
  dispatcher: PERMISSIONS.filter((p) => !settingsAreas.some((prefix) => p.startsWith(prefix))),
  driver: ['users:jobs', 'users:profile-info', 'users:change-password', 'users:change-email', 'users:attachments'],
  customer: [
    'reservations:create',
    'reservations:draft',
    'users:profile-info',
    'users:change-password',
    'users:change-email',
  ],
};
