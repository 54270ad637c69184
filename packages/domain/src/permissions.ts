/**
 * The permission catalogue of SPEC §6, strings exactly as written there.
 * It is data: the API seeds it, route declarations and `can()` read it.
 */
const crud = ['create', 'delete', 'edit', 'view'] as const;
const roleAndPermissionActions = ['assign', 'create', 'delete', 'edit', 'view'] as const;

export const PERMISSION_AREAS = {
  addons: crud,
  affiliates: crud,
  cars: [...crud, 'view-image'],
  configurations: ['extra-stop', 'home', 'max-miles-surge', 'meet-and-greet', 'messages', 'view'],
  customers: crud,
  'discount-codes': crud,
  drivers: crud,
  surges: crud,
  // Issue 39 (decision 091): publishing sets what every new booking costs, so it is a permission of its own.
  'rate-cards': ['create', 'delete', 'edit', 'publish', 'view'],
  permissions: roleAndPermissionActions,
  roles: roleAndPermissionActions,
  reservations: [
    'addAddon',
    'assign',
    'cancel',
    'change-status',
    'complete',
    'create',
    'create-withIn-six-hours',
    'create-withIn-twenty-four-hours',
    'create-without-payment',
    'delete',
    'deleteAddon',
    'details',
    'draft',
    'duplicate',
    'edit',
    'point-to-point',
    'record-payment',
    'search-affiliate',
    'search-user',
    'view',
  ],
  rolePermissions: ['view'],
  settings: ['view'],
  'user-roles': ['view'],
  airports: ['edit', 'view'],
  'static-page-editor': ['create', 'view'],
  users: ['attachments', 'change-email', 'change-password', 'edit', 'jobs', 'profile-info'],
} as const;

type Areas = typeof PERMISSION_AREAS;
export type PermissionArea = keyof Areas;
export type Permission = {
  [A in PermissionArea]: `${A}:${Areas[A][number]}`;
}[PermissionArea];
/** The areas that grant every one of `Actions`: `AreaWith<'view' | 'edit'>` (then `${area}:view` is a `Permission`). */
export type AreaWith<Actions extends string> = {
  [A in PermissionArea]: [Actions] extends [Areas[A][number]] ? A : never;
}[PermissionArea];

export const PERMISSIONS: readonly Permission[] = Object.entries(PERMISSION_AREAS).flatMap(([area, actions]) =>
  actions.map((action) => `${area}:${action}` as Permission),
);

const known = new Set<string>(PERMISSIONS);
export function isPermission(value: string): value is Permission {
  return known.has(value);
}

/** The part of a user that decides what they may do. */
export interface Grantee {
  isAdmin: boolean;
  permissions: readonly string[];
}

/** Whether this person is an administrator: the one place outside the auth check that reads `isAdmin`. */
export const isAdministrator = (user: Grantee | null | undefined): boolean => user?.isAdmin === true;

/** Whether the user may do it. Admins hold every permission (DESIGN.md §4). */
export function can(user: Grantee | null | undefined, permission: Permission): boolean {
  if (!user) return false;
  return user.isAdmin || user.permissions.includes(permission);
}

/**
 * What opens someone else's jobs: `users:jobs`, or `drivers:view` — who may see the drivers may see their schedule
 * (a dispatcher plans with it; decision 053). Reading someone's work is not managing their account (decision 048).
 * Here, beside `can`, rather than with the jobs' schemas: the dashboard's route table reads it, and a constant of a
 * module of schemas brings the schemas and zod into its first screen (decision 085).
 */
export const DRIVER_JOBS_VIEWERS = ['users:jobs', 'drivers:view'] as const satisfies readonly Permission[];
