import { can, PERMISSIONS, type Grantee, type Permission } from './permissions.js';

/** Role names the spec fixes (SPEC §6); `GET /users?role=Driver` matches case-insensitively. */
export const USER_ROLES = ['driver', 'customer'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Whether an account holds the driver role (matched like `GET /users?role=Driver`, case-insensitively). */
export const hasRole = (account: { Roles: readonly { name: string }[] }, role: UserRole): boolean =>
  account.Roles.some((held) => held.name.toLowerCase() === role);

/**
 * A person whose only work here is driving (issue 24): the driver role, and no view of everyone's trips (an office
 * person who also drives keeps the office's home). Their home on a phone is Today.
 */
export const drivesOnly = (user: Grantee & { Roles: readonly { name: string }[] }): boolean =>
  hasRole(user, 'driver') && !can(user, 'reservations:view');

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
  // Dispatchers create and list drivers but do not edit them, so they see social security numbers masked
  // (decision 021): `drivers:edit` stays with administrators.
  // Publishing a rate card (decision 091) sets every new booking's price: an owner's act, not a dispatcher's, who
  // may still prepare drafts.
  dispatcher: PERMISSIONS.filter(
    (p) => !settingsAreas.some((prefix) => p.startsWith(prefix)) && p !== 'drivers:edit' && p !== 'rate-cards:publish',
  ),
  // Their own profile, password, e-mail, attachments and jobs need no permission (the self rule,
  // DESIGN.md §4); the `users:*` permissions open other people's, so these roles do not hold them.
  driver: [],
  customer: ['reservations:create', 'reservations:draft'],
};
