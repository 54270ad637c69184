import { describe, expect, it } from 'vitest';
import { canonicalPath, seoTitle } from './routing.js';

describe('SEO (SPEC §9)', () => {
  it('titles a page "title – site name", home the site name alone', () => {
    expect(seoTitle('Reservations')).toBe('Reservations – Livery');
    expect(seoTitle()).toBe('Livery');
  });

  it('keeps only the whitelisted query parameters in the canonical link', () => {
    expect(canonicalPath('/reservation/create', '?utm_source=x&isGettingAQuote=false&id=12')).toBe(
      '/reservation/create?isGettingAQuote=false',
    );
    expect(canonicalPath('/cars', '?sort=-name&page=3&after=abc')).toBe('/cars');
    expect(canonicalPath('/', '')).toBe('/');
  });
});
