import { describe, expect, it } from 'vitest';
import { can, isPermission, PERMISSIONS } from './permissions.js';
import { SEEDED_ROLES } from './roles.js';

describe('the permission catalogue', () => {
  it('holds every string of SPEC §6 exactly once', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    // 8 areas of CRUD-like actions (35) + roles and permissions (10) + reservations (20) + 4 single views + 2 + 6,
    // + the rate cards' 5 (decision 091) + marking an airport international (decision 094).
    expect(PERMISSIONS).toHaveLength(83);
    for (const p of [
      'affiliates:view',
      'cars:view-image',
      'configurations:max-miles-surge',
      'reservations:create-withIn-six-hours',
      'reservations:create-withIn-twenty-four-hours',
      'reservations:addAddon',
      'reservations:deleteAddon',
      'reservations:record-payment',
      'rolePermissions:view',
      'user-roles:view',
      'static-page-editor:create',
      'users:jobs',
      'permissions:assign',
      'roles:assign',
    ]) {
      expect(PERMISSIONS).toContain(p);
    }
  });

  it('lets dispatchers prepare rate cards but not publish them; customers and drivers neither (decision 091)', () => {
    expect(SEEDED_ROLES.dispatcher).toEqual(
      expect.arrayContaining(['rate-cards:view', 'rate-cards:create', 'rate-cards:edit', 'rate-cards:delete']),
    );
    expect(SEEDED_ROLES.dispatcher).not.toContain('rate-cards:publish');
    expect(SEEDED_ROLES.admin).toContain('rate-cards:publish');
    for (const role of ['customer', 'driver'] as const)
      expect(SEEDED_ROLES[role].some((p) => p.startsWith('rate-cards:'))).toBe(false);
  });

  it('gives recording a payment to administrators and dispatchers, not to customers or drivers (decision 051)', () => {
    expect(SEEDED_ROLES.admin).toContain('reservations:record-payment');
    expect(SEEDED_ROLES.dispatcher).toContain('reservations:record-payment');
    expect(SEEDED_ROLES.customer).not.toContain('reservations:record-payment');
    expect(SEEDED_ROLES.driver).not.toContain('reservations:record-payment');
  });

  it('recognises only catalogued strings', () => {
    expect(isPermission('affiliates:view')).toBe(true);
    expect(isPermission('affiliates:fly')).toBe(false);
    expect(isPermission('reservations:create-within-six-hours')).toBe(false);
  });
});

describe('can()', () => {
  it('lets an admin do anything', () => {
    expect(can({ isAdmin: true, permissions: [] }, 'roles:assign')).toBe(true);
  });

  it('lets a non-admin do only what a permission grants', () => {
    const dispatcher = { isAdmin: false, permissions: ['affiliates:view'] };
    expect(can(dispatcher, 'affiliates:view')).toBe(true);
    expect(can(dispatcher, 'affiliates:delete')).toBe(false);
  });

  it('refuses a signed-out visitor', () => {
    expect(can(null, 'affiliates:view')).toBe(false);
    expect(can(undefined, 'affiliates:view')).toBe(false);
  });
});
