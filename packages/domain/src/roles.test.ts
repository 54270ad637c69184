import { describe, expect, it } from 'vitest';
import { drivesOnly } from './roles.js';

const person = (roles: string[], permissions: string[] = [], isAdmin = false) => ({
  isAdmin,
  permissions,
  Roles: roles.map((name) => ({ name })),
});

describe('drivesOnly (issue 24: whose home is Today)', () => {
  it('is a driver without the view of every trip', () => {
    expect(drivesOnly(person(['Driver'], ['users:jobs']))).toBe(true);
  });

  it('is not an office person who also drives, an administrator, or someone who does not drive', () => {
    expect(drivesOnly(person(['driver'], ['reservations:view']))).toBe(false);
    expect(drivesOnly(person(['driver'], [], true))).toBe(false);
    expect(drivesOnly(person(['customer']))).toBe(false);
  });
});
