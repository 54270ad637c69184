import { describe, expect, it } from 'vitest';
import { layoutFor, pageTitle, safeRedirect } from './routing.js';

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

describe('safeRedirect', () => {
  it('keeps a path inside the app, with its query', () => {
    expect(safeRedirect('/affiliates?page=2')).toBe('/affiliates?page=2');
    expect(safeRedirect('/reservation/create?isGettingAQuote=false')).toBe('/reservation/create?isGettingAQuote=false');
  });

  it('goes home for nothing, another site, or a path a browser would turn into one', () => {
    for (const value of [
      null,
      undefined,
      '',
      'cars',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/cars\r\nSet-Cookie: a=b',
      '/a\\b',
    ]) {
      expect(safeRedirect(value), JSON.stringify(value)).toBe('/');
    }
  });
});
