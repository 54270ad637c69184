import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ACTS, accountKinds, accountRefusal, canActOnAccount, permissionsBeyond } from './account-policy.js';
import { PERMISSIONS, type Permission } from './permissions.js';

const dispatcher = {
  id: 2,
  isAdmin: false,
  permissions: PERMISSIONS.filter((p) => !p.startsWith('settings:') && p !== 'drivers:edit'),
};
const admin = { id: 1, isAdmin: true, roles: ['admin'], permissions: [...PERMISSIONS] };
const customer = { id: 3, isAdmin: false, roles: ['customer'], permissions: ['reservations:create'] };
const driver = { id: 4, isAdmin: false, roles: ['driver'], permissions: [] };

describe('accountRefusal', () => {
  it('lets anyone do the profile acts on their own account, with no permission', () => {
    const self = { id: 3, isAdmin: false, permissions: [] };
    for (const act of ACCOUNT_ACTS) expect(accountRefusal(self, customer, act)).toBeNull();
  });

  it('never applies the self rule to roles: changing your own roles needs roles:assign', () => {
    const self = { id: 3, isAdmin: false, permissions: [] };
    expect(accountRefusal(self, customer, 'roles:assign')).toMatch(/roles:assign/);
  });

  it('refuses a dispatcher on the admin’s account, whatever the act', () => {
    for (const act of ACCOUNT_ACTS) {
      expect(accountRefusal(dispatcher, admin, act)).toBe(
        'Only an administrator may manage an administrator’s account.',
      );
    }
  });

  it('needs drivers:edit for a driver’s account and customers:edit for a customer’s', () => {
    expect(accountRefusal(dispatcher, driver, 'users:edit')).toMatch(/drivers:edit/);
    expect(accountRefusal(dispatcher, customer, 'users:edit')).toBeNull();
    const noCustomers = { ...dispatcher, permissions: dispatcher.permissions.filter((p) => p !== 'customers:edit') };
    expect(accountRefusal(noCustomers, customer, 'users:edit')).toMatch(/customers:edit/);
  });

  it('needs the act’s own permission as well', () => {
    const noEmail = { ...dispatcher, permissions: dispatcher.permissions.filter((p) => p !== 'users:change-email') };
    expect(accountRefusal(noEmail, customer, 'users:change-email')).toMatch(/users:change-email/);
  });

  it('uses the delete permission of the kind when deleting', () => {
    expect(accountRefusal(dispatcher, driver, 'drivers:delete', 'delete')).toBeNull();
    expect(accountRefusal(dispatcher, driver, 'drivers:delete')).toMatch(/drivers:edit/);
  });

  it('treats an account with no role, or another role, as staff', () => {
    expect(accountKinds({ roles: [] })).toEqual(['staff']);
    expect(accountKinds({ roles: ['Driver', 'dispatcher'] })).toEqual(['driver', 'staff']);
  });

  it('never lets a non-admin act on an account that holds a permission they lack', () => {
    const permission = fc.constantFrom(...PERMISSIONS);
    fc.assert(
      fc.property(
        fc.uniqueArray(permission, { maxLength: 20 }),
        fc.uniqueArray(permission, { minLength: 1, maxLength: 20 }),
        fc.constantFrom(...ACCOUNT_ACTS),
        fc.constantFrom('customer', 'driver', 'dispatcher', 'support'),
        (actorPermissions: Permission[], holderPermissions: Permission[], act, role) => {
          const actor = { id: 10, isAdmin: false, permissions: actorPermissions };
          const holder = { id: 11, isAdmin: false, roles: [role], permissions: holderPermissions };
          const allowed = canActOnAccount(actor, holder, act);
          if (allowed) expect(holderPermissions.every((p) => actorPermissions.includes(p))).toBe(true);
          if (allowed) expect(actorPermissions).toContain(act);
        },
      ),
    );
  });

  it('lists what a set of roles would grant beyond the actor’s own permissions', () => {
    expect(permissionsBeyond(dispatcher, ['customers:edit', 'settings:view'])).toEqual(['settings:view']);
    expect(permissionsBeyond({ isAdmin: true, permissions: [] }, ['settings:view'])).toEqual([]);
  });
});
