import { describe, expect, it } from 'vitest';
import { layoutFor, pageTitle } from './routing.js';

describe('pageTitle', () => {
  it('is the app name, a hyphen and the route title', () => {
    expect(pageTitle('Affiliates')).toBe('Livery - Affiliates');
    expect(pageTitle('Discount Codes')).toBe('Livery - Discount Codes');
  });

  it('is the app name alone when the route has no title', () => {
    expect(pageTitle()).toBe('Livery');
    expect(pageTitle('')).toBe('Livery');
    expect(pageTitle(null)).toBe('Livery');
  });
});

describe('layoutFor', () => {
  it('uses the user-profile layout when the path contains "users"', () => {
    expect(layoutFor('/users/4/profile-info')).toBe('user-profile');
    expect(layoutFor('/users/4/user-reservations')).toBe('user-profile');
  });

  it('uses the settings layout for settings, users-with-roles included', () => {
    expect(layoutFor('/settings/roles')).toBe('settings');
    expect(layoutFor('/settings/users-with-roles')).toBe('settings');
  });

  it('uses the default layout everywhere else', () => {
    for (const path of ['/', '/affiliates', '/reservations', '/reservation/create', '/about-us', '/no/such/path']) {
      expect(layoutFor(path)).toBe('default');
    }
  });
});
