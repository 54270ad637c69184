import type { SessionUser, UserProfile } from '@livery/domain';
import { describe, expect, it } from 'vitest';
import { profilePageRefusal } from './account-holder';

const person = { firstName: 'A', lastName: null, fullName: 'A', email: 'a@example.com', phoneNumber: null };
const viewer: SessionUser = {
  ...person,
  id: 2,
  isAdmin: false,
  permissions: ['users:change-email', 'customers:edit', 'reservations:create'],
  Roles: [{ id: 2, name: 'dispatcher' }],
  createdAt: '2026-01-01T00:00:00.000Z',
};
const holder = (over: Partial<UserProfile>): UserProfile => ({
  ...person,
  id: 9,
  phoneType: null,
  socialSecurityNumber: null,
  dob: null,
  address: null,
  isAdmin: false,
  emailVerified: true,
  Roles: [{ id: 3, name: 'customer' }],
  permissions: ['reservations:create'],
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('profilePageRefusal (the API’s rule, on screen)', () => {
  it('lets a viewer with the act and the kind’s permission change a customer’s e-mail', () => {
    expect(profilePageRefusal(viewer, holder({}), 'users:change-email')).toBeNull();
  });

  it('refuses an administrator’s account and a driver’s without drivers:edit, in the domain’s words', () => {
    expect(profilePageRefusal(viewer, holder({ isAdmin: true }), 'users:change-email')).toBe(
      'Only an administrator may manage an administrator’s account.',
    );
    expect(profilePageRefusal(viewer, holder({ Roles: [{ id: 4, name: 'driver' }] }), 'users:change-email')).toMatch(
      /drivers:edit/,
    );
  });

  it('refuses an account holding a permission the viewer lacks, and an act the viewer lacks', () => {
    expect(profilePageRefusal(viewer, holder({ permissions: ['settings:view'] }), 'users:change-email')).toMatch(
      /settings:view/,
    );
    expect(profilePageRefusal(viewer, holder({}), 'users:change-password')).toMatch(/users:change-password/);
  });
});
