import { describe, expect, it } from 'vitest';
import { createStaticPageSchema, staticPageListQuerySchema, updateStaticPageSchema } from './schemas/static-page.js';
import {
  APP_ROUTE_SEGMENTS,
  isAllowedUrl,
  PAGE_HTML_POLICY,
  slugify,
  slugRefusal,
  withoutTitleHeading,
} from './static-page-rules.js';

describe('slugify', () => {
  it('makes a lower-case, hyphenated slug from a title', () => {
    expect(slugify('About Us')).toBe('about-us');
    expect(slugify('  Terms & Conditions (2026)  ')).toBe('terms-conditions-2026');
    expect(slugify('Über uns — Café')).toBe('uber-uns-cafe');
    expect(slugify('FAQ!!!')).toBe('faq');
    expect(slugify('***')).toBe('');
  });

  it('never ends on a hyphen when it cuts a long title', () => {
    const slug = slugify(`${'a'.repeat(99)} b`);
    expect(slug).toBe('a'.repeat(99));
    expect(slugRefusal(slug)).toBeNull();
  });
});

describe('slugRefusal', () => {
  it('accepts lower-case words joined by single hyphens', () => {
    for (const slug of ['about-us', 'faq', 'terms-2026', '24-7-service']) expect(slugRefusal(slug), slug).toBeNull();
  });

  it('refuses other characters, doubled or edge hyphens and empty slugs', () => {
    for (const slug of ['About', 'about us', 'about--us', '-about', 'about-', 'a/b', 'über', '', '../x']) {
      expect(slugRefusal(slug), slug).not.toBeNull();
    }
    expect(slugRefusal('x'.repeat(101))).toBe('Slug must be at most 100 characters');
  });

  it('refuses every route of the app, saying so', () => {
    for (const slug of APP_ROUTE_SEGMENTS) expect(slugRefusal(slug), slug).toMatch(/is a screen of the app/);
    expect(slugRefusal('reservations')).toBe('/reservations is a screen of the app; choose another slug');
    for (const slug of ['cars', 'settings', 'static-pages', 'login', 'api', 'assets', 'reservation']) {
      expect(slugRefusal(slug), slug).not.toBeNull();
    }
  });

  it('refuses a slug that would open in the user-profile layout', () => {
    expect(slugRefusal('our-users')).toMatch(/users/);
    expect(slugRefusal('user')).toBeNull();
  });
});

describe('static page bodies', () => {
  const valid = { title: ' About us ', slug: ' about-us ', content: '<p>Hi</p>' };

  it('trim the title and slug, default to an active page', () => {
    expect(createStaticPageSchema.parse(valid)).toEqual({
      title: 'About us',
      slug: 'about-us',
      content: '<p>Hi</p>',
      isActive: true,
    });
  });

  it('put the slug refusal on the slug field', () => {
    const result = createStaticPageSchema.safeParse({ ...valid, slug: 'cars' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['slug'], message: '/cars is a screen of the app; choose another slug' }),
    ]);
  });

  it('refuse unknown fields and need the version on update', () => {
    expect(createStaticPageSchema.safeParse({ ...valid, id: 1 }).success).toBe(false);
    expect(updateStaticPageSchema.safeParse(valid).success).toBe(false);
    expect(updateStaticPageSchema.safeParse({ ...valid, version: 1 }).success).toBe(true);
  });

  it('cap the content', () => {
    expect(createStaticPageSchema.safeParse({ ...valid, content: 'x'.repeat(200_001) }).success).toBe(false);
  });
});

describe('the static page list query', () => {
  it('sorts by title, slug, active, updated and created, and filters by active', () => {
    expect(staticPageListQuerySchema.parse({ sort: '-updatedAt', isActive: 'false' })).toMatchObject({
      sort: '-updatedAt',
      isActive: false,
    });
    expect(staticPageListQuerySchema.safeParse({ sort: 'content' }).success).toBe(false);
  });
});

describe('isAllowedUrl', () => {
  const links = PAGE_HTML_POLICY.linkSchemes;

  it('keeps http(s), mailto and tel links and paths of the site', () => {
    for (const url of [
      'https://example.com',
      'http://x.test/a?b=1',
      'mailto:a@b.c',
      'tel:+12125550199',
      '/terms',
      '#faq',
    ]) {
      expect(isAllowedUrl(url, links), url).toBe(true);
    }
  });

  it('drops script, data, protocol-relative and disguised addresses', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.test',
      '/\\evil.test',
      'about',
    ]) {
      expect(isAllowedUrl(url, links), url).toBe(false);
    }
    expect(isAllowedUrl('mailto:a@b.c', PAGE_HTML_POLICY.imageSchemes)).toBe(false);
  });
});

describe('withoutTitleHeading: a page’s title shown once (issue 38)', () => {
  it('drops a first heading of any level that only repeats the title, however it is written', () => {
    expect(withoutTitleHeading('<h2>About us</h2>\n<p>We drive.</p>', 'About us')).toBe('<p>We drive.</p>');
    expect(withoutTitleHeading('  <h1 id="top">ABOUT&nbsp;<em>us</em></h1><p>x</p>', 'About us')).toBe('<p>x</p>');
    expect(withoutTitleHeading('<h3>Terms &amp; fees</h3><p>x</p>', 'Terms & fees')).toBe('<p>x</p>');
  });

  it('keeps a heading that says more, one that is not first, and a body without one', () => {
    for (const html of ['<h2>About us and our cars</h2><p>x</p>', '<p>x</p><h2>About us</h2>', '<p>About us</p>', ''])
      expect(withoutTitleHeading(html, 'About us'), html).toBe(html);
    expect(withoutTitleHeading('<h2>&#99999999;</h2>', '&#99999999;')).toBe('');
  });
});
