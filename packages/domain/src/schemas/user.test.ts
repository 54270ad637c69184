import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canOnUser } from '../account-policy.js';
import { expiryState } from './attachment.js';
import { createPermissionSchema, groupByArea } from './access.js';
import { createUserSchema, dobSchema, isAdultOn, maskSsn, ssnSchema, userListQuerySchema } from './user.js';

const driver = {
  firstName: 'Dora',
  email: 'dora@example.com',
  phoneNumber: '+1 212 555 0199',
  role: 'driver',
  phoneType: '@vtext.com',
};

describe('user rules', () => {
  it('require a phone type for drivers only, from the four carriers', () => {
    expect(createUserSchema.safeParse(driver).success).toBe(true);
    const missing = createUserSchema.safeParse({ ...driver, phoneType: undefined });
    expect(missing.error?.issues[0]?.path).toEqual(['phoneType']);
    expect(createUserSchema.safeParse({ ...driver, role: 'customer', phoneType: undefined }).success).toBe(true);
    expect(createUserSchema.safeParse({ ...driver, phoneType: '@gmail.com' }).success).toBe(false);
  });

  it('normalise and mask social security numbers', () => {
    expect(ssnSchema.parse('123456789')).toBe('123-45-6789');
    expect(ssnSchema.safeParse('1234-5678').success).toBe(false);
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (digits) => {
        const ssn = ssnSchema.parse(digits);
        expect(maskSsn(ssn)).toBe(`***-**-${digits.slice(5)}`);
      }),
    );
  });

  it('accept adults only, never a future or impossible date of birth', () => {
    expect(isAdultOn('2000-03-15', '2018-03-15')).toBe(true);
    expect(isAdultOn('2000-03-15', '2018-03-14')).toBe(false);
    expect(dobSchema.safeParse('1980-02-30').success).toBe(false);
    expect(dobSchema.safeParse('2999-01-01').success).toBe(false);
    expect(dobSchema.safeParse('1980-02-28').success).toBe(true);
  });

  it('read role=Driver as driver', () => {
    expect(userListQuerySchema.parse({ role: 'Driver' }).role).toBe('driver');
    expect(userListQuerySchema.safeParse({ role: 'pilot' }).success).toBe(false);
  });

  it('let anyone act on themselves, and others only with the permission', () => {
    const viewer = { id: 7, isAdmin: false, permissions: [] };
    expect(canOnUser(viewer, 7, 'users:profile-info')).toBe(true);
    expect(canOnUser(viewer, 8, 'users:profile-info')).toBe(false);
    expect(canOnUser({ ...viewer, permissions: ['users:profile-info'] }, 8, 'users:profile-info')).toBe(true);
  });
});

describe('access rules', () => {
  it('want permission names shaped area:action', () => {
    expect(createPermissionSchema.safeParse({ name: 'reports:view' }).success).toBe(true);
    expect(createPermissionSchema.safeParse({ name: 'reports' }).success).toBe(false);
    expect(createPermissionSchema.safeParse({ name: 'a:b:c' }).success).toBe(false);
  });

  it('group permissions by area', () => {
    const groups = groupByArea([{ name: 'roles:view' }, { name: 'cars:view' }, { name: 'roles:assign' }]);
    expect(groups.map(([area, items]) => [area, items.length])).toEqual([
      ['cars', 1],
      ['roles', 2],
    ]);
  });
});

describe('attachment expiry', () => {
  it('marks expired and within-30-days documents', () => {
    expect(expiryState('2026-01-09', '2026-01-10')).toBe('expired');
    expect(expiryState('2026-02-09', '2026-01-10')).toBe('expiring');
    expect(expiryState('2026-02-10', '2026-01-10')).toBe('valid');
    expect(expiryState(null, '2026-01-10')).toBe('valid');
  });
});
