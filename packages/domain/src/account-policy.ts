import { can, isAdministrator, type Grantee, type Permission } from './permissions.js';
import { isOneOf } from './one-of.js';

/** The person acting. */
export interface Actor extends Grantee {
  id: number;
}

/** The account acted on, with what decides who may manage it. */
export interface AccountHolder {
  id: number;
  isAdmin: boolean;
  /** Names of the roles the account holds. */
  roles: readonly string[];
  /** The permissions it holds through those roles. */
  permissions: readonly string[];
}

/**
 * The acts on a user account that everyone may do on their own (the self rule, DESIGN.md §4): each page of the
 * profile area and its permission for someone else's account.
 */
export const ACCOUNT_ACTS = [
  'users:profile-info',
  'users:edit',
  'users:change-email',
  'users:change-password',
  'users:attachments',
] as const satisfies readonly Permission[];
export type AccountAct = (typeof ACCOUNT_ACTS)[number];

export const isAccountAct = (permission: Permission): permission is AccountAct => isOneOf(ACCOUNT_ACTS, permission);

/**
 * The self rule (DESIGN.md §4), written once: on your own account the profile acts and pages (and your own
 * trips or jobs) need no permission. The API's account routes, the account policy and the web's route guard
 * all ask this.
 */
export function isOwnAccountAct(
  actor: { id: number } | null | undefined,
  holderId: number | undefined,
  act: Permission,
): boolean {
  return actor != null && actor.id === holderId && (isAccountAct(act) || act === 'users:jobs');
}

export type AccountKind = 'customer' | 'driver' | 'staff';

/** A customer, a driver, staff (any other role, or none) — or several of them at once. */
export function accountKinds(holder: Pick<AccountHolder, 'roles'>): AccountKind[] {
  const names = holder.roles.map((r) => r.toLowerCase());
  const kinds: AccountKind[] = [];
  if (names.includes('customer')) kinds.push('customer');
  if (names.includes('driver')) kinds.push('driver');
  if (names.length === 0 || names.some((n) => n !== 'customer' && n !== 'driver')) kinds.push('staff');
  return kinds;
}

/** The permission that opens someone else's account of each kind, for editing it or deleting it. */
export const ACCOUNT_KIND_PERMISSION = {
  edit: { customer: 'customers:edit', driver: 'drivers:edit', staff: 'users:edit' },
  delete: { customer: 'customers:delete', driver: 'drivers:delete', staff: 'roles:assign' },
} as const satisfies Record<string, Record<AccountKind, Permission>>;

const kindLabel: Record<AccountKind, string> = { customer: 'a customer', driver: 'a driver', staff: 'a staff member' };

const missingPermission = (permission: Permission) =>
  `You do not have permission to do this (${permission}). Ask an administrator.`;

/**
 * Why the actor may not manage this account, whatever the act: an administrator's account is an administrator's
 * business, and nobody gains power through an account that holds permissions they do not.
 */
export function holderRefusal(actor: Actor, holder: AccountHolder): string | null {
  if (actor.isAdmin) return null;
  if (holder.isAdmin) return 'Only an administrator may manage an administrator’s account.';
  const stronger = holder.permissions.filter((p) => !actor.permissions.includes(p));
  if (stronger.length === 0) return null;
  const listed = stronger.slice(0, 3).join(', ') + (stronger.length > 3 ? ` and ${stronger.length - 3} more` : '');
  return `This account holds permissions you do not (${listed}); only someone who holds all of them may manage it.`;
}

/**
 * Why the actor may not do `act` on the account, or null when they may (issue 8). Your own account needs nothing
 * for the profile acts; someone else's needs the act's permission, the permission for the account's kind
 * (`customers:edit`, `drivers:edit`, `users:edit` for staff; `…:delete` when deleting), and {@link holderRefusal}.
 */
export function accountRefusal(
  actor: Actor | null | undefined,
  holder: AccountHolder,
  act: Permission,
  level: keyof typeof ACCOUNT_KIND_PERMISSION = 'edit',
): string | null {
  if (!actor) return 'Please sign in.';
  if (isOwnAccountAct(actor, holder.id, act)) return null;
  if (!can(actor, act)) return missingPermission(act);
  for (const kind of accountKinds(holder)) {
    const needed = ACCOUNT_KIND_PERMISSION[level][kind];
    if (!can(actor, needed)) {
      return `Managing ${kindLabel[kind]}’s account needs the ${needed} permission. Ask an administrator.`;
    }
  }
  return holderRefusal(actor, holder);
}

export const canActOnAccount = (
  actor: Actor | null | undefined,
  holder: AccountHolder,
  act: Permission,
  level?: keyof typeof ACCOUNT_KIND_PERMISSION,
): boolean => accountRefusal(actor, holder, act, level) === null;

/**
 * Before the account is known (a route guard, a link): yourself, or someone holding the act's permission.
 * The account itself is checked with {@link accountRefusal} once it is loaded.
 */
export function canOnUser(viewer: Actor | null | undefined, targetId: number, act: AccountAct): boolean {
  if (!viewer) return false;
  return viewer.id === targetId || can(viewer, act);
}

/** Which permissions a set of roles would grant that the actor does not hold (no granting what you lack). */
export function permissionsBeyond(actor: Grantee, granted: readonly string[]): string[] {
  if (actor.isAdmin) return [];
  return [...new Set(granted.filter((p) => !actor.permissions.includes(p)))];
}

/** Why the actor may not delete this account: each of its kinds' delete permission, and {@link holderRefusal}. */
export function deleteAccountRefusal(actor: Actor | null | undefined, holder: AccountHolder): string | null {
  const [first] = accountKinds(holder);
  return accountRefusal(actor, holder, ACCOUNT_KIND_PERMISSION.delete[first ?? 'staff'], 'delete');
}

/** Only an administrator makes someone an administrator, or takes it away (decision 027). */
export const mayGrantAdmin = (actor: Grantee | null | undefined): boolean => isAdministrator(actor);
