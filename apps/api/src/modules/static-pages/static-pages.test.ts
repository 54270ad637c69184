import { PAGE_HTML_POLICY } from '@livery/domain';
import { XSS_PAYLOADS } from '@livery/domain/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, staticPages } from '../../db/schema.js';
import { expectPermissions, expectRejected } from '../../test/catalogue.js';
import { ADMIN, bearer, caller, DISPATCHER, signedIn, userWithPermissions, useTestApp } from '../../test/helper.js';

const ctx = useTestApp();
const call = caller(ctx);
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const nobody = {};

let counter = 0;
/** A slug no other test uses. */
const uniqueSlug = (base = 'page') => `${base}-${(counter += 1)}`;

interface Page {
  id: number;
  title: string;
  slug: string;
  content: string;
  isActive: boolean;
  version: number;
}

async function create(body: Partial<Page> = {}): Promise<Page> {
  const response = await call('POST', '/static-pages', admin, {
    title: 'A page',
    slug: uniqueSlug(),
    content: '<p>Hello</p>',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Page;
}

describe('static pages: the editor’s calls', () => {
  it('creates, reads, updates and deletes a page, auditing each change', async () => {
    const created = await create({
      title: '  About us  ',
      slug: 'about-us',
      content: '<h2>Who we are</h2><ul><li>Since 1999</li></ul><p><a href="https://example.com">Site</a></p>',
    });
    expect(created).toMatchObject({ title: 'About us', slug: 'about-us', isActive: true, version: 1 });
    expect(created.content).toBe(
      '<h2>Who we are</h2><ul><li>Since 1999</li></ul><p><a href="https://example.com">Site</a></p>',
    );

    const read = await call('GET', `/static-pages/${created.id}`, admin);
    expect(read.json().data).toEqual({ ...created, createdAt: expect.any(String), updatedAt: expect.any(String) });

    const updated = await call('PUT', `/static-pages/${created.id}`, admin, {
      title: 'About Livery',
      slug: 'about-livery',
      content: '<p>New text</p>',
      isActive: false,
      version: 1,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ slug: 'about-livery', isActive: false, version: 2 });

    expect((await call('DELETE', `/static-pages/${created.id}`, admin)).json()).toEqual({ data: { id: created.id } });
    expect((await call('GET', `/static-pages/${created.id}`, admin)).statusCode).toBe(404);

    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'static-page'), eq(auditLog.entityId, created.id)))
      .orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]).toMatchObject({ before: { slug: 'about-us' }, after: { slug: 'about-livery' } });
  });

  it('lists pages without their content, searched by title or slug, filtered and sorted', async () => {
    const a = await create({ title: 'Zebra crossing rules', slug: uniqueSlug('zebra') });
    const b = await create({ title: 'Airport meeting point', slug: uniqueSlug('meeting'), isActive: false });
    const list = await call('GET', '/static-pages?limit=500', admin);
    expect(list.statusCode).toBe(200);
    const row = list.json().dataItems.find((page: Page) => page.id === a.id);
    expect(row).toEqual({
      id: a.id,
      title: a.title,
      slug: a.slug,
      isActive: true,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // The newest change first by default.
    expect(list.json().dataItems[0].id).toBe(b.id);

    const titles = async (query: string) =>
      (await call('GET', `/static-pages?${query}`, admin)).json().dataItems.map((page: Page) => page.title);
    expect(await titles('search=ZEBRA')).toEqual(['Zebra crossing rules']);
    expect(await titles(`search=${b.slug}`)).toEqual(['Airport meeting point']);
    expect(await titles('isActive=false&search=airport')).toEqual(['Airport meeting point']);
    expect(await titles('isActive=true&search=airport')).toEqual([]);
    const byTitle = await titles('sort=title&limit=500');
    expect(byTitle).toEqual([...byTitle].sort((x, y) => x.localeCompare(y, 'en', { sensitivity: 'base' })));
    for (const field of ['title', 'slug', 'isActive', 'updatedAt', 'createdAt']) {
      for (const sort of [field, `-${field}`]) {
        expect((await call('GET', `/static-pages?sort=${sort}`, admin)).statusCode, sort).toBe(200);
      }
    }
  });

  it('refuses a stale version with 409 and keeps the newer page', async () => {
    const page = await create();
    const body = { title: 'First', slug: page.slug, content: '', isActive: true };
    expect((await call('PUT', `/static-pages/${page.id}`, admin, { ...body, version: 1 })).statusCode).toBe(200);
    const stale = await call('PUT', `/static-pages/${page.id}`, admin, { ...body, title: 'Second', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CONFLICT');
    expect((await call('GET', `/static-pages/${page.id}`, admin)).json().data.title).toBe('First');
  });

  it('refuses a slug another page has with 409 naming the field, and writes nothing', async () => {
    const first = await create({ slug: 'contact' });
    const before = (await ctx.app.db.select().from(auditLog)).length;
    const duplicate = await call('POST', '/static-pages', admin, { title: 'Contact', slug: 'contact' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toEqual({
      code: 'CONFLICT',
      message: 'Another page already has the address /contact.',
      fields: { slug: 'Another page already has this slug' },
    });
    const other = await create();
    const renamed = await call('PUT', `/static-pages/${other.id}`, admin, {
      title: 'x',
      slug: first.slug,
      content: '',
      isActive: true,
      version: 1,
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.fields).toEqual({ slug: 'Another page already has this slug' });
    expect((await ctx.app.db.select().from(auditLog)).length).toBe(before + 1);
  });

  it('refuses a slug that is a screen of the app, or badly formed, with the reason on the field', async () => {
    const post = (slug: string) => () => call('POST', '/static-pages', admin, { title: 'T', slug });
    for (const slug of ['reservations', 'settings', 'cars', 'static-pages', 'login', 'api', 'our-users']) {
      await expectRejected(ctx.app, post(slug), ['slug']);
    }
    const reserved = await call('POST', '/static-pages', admin, { title: 'T', slug: 'reservations' });
    expect(reserved.json().error.fields.slug).toBe('/reservations is a screen of the app; choose another slug');
    for (const slug of ['About Us', 'about_us', 'about--us', '-about', '', 'ünïcode', 'a/b']) {
      await expectRejected(ctx.app, post(slug), ['slug']);
    }
  });

  it('answers 400 with field errors for bad bodies and queries, never 500', async () => {
    const post = (body: object) => () => call('POST', '/static-pages', admin, body);
    await expectRejected(ctx.app, post({ slug: 'no-title' }), ['title']);
    await expectRejected(ctx.app, post({ title: 'T', slug: 'x', content: 42 }), ['content']);
    await expectRejected(ctx.app, post({ title: 'T', slug: 'x', content: 'x'.repeat(200_001) }), ['content']);
    await expectRejected(ctx.app, post({ title: 'T', slug: 'x', isActive: 'yes' }), ['isActive']);
    await expectRejected(ctx.app, post({ title: 'T', slug: 'x', version: 1 }), ['version']);
    await expectRejected(ctx.app, () => call('PUT', '/static-pages/1', admin, { title: 'T', slug: 'x' }), ['version']);
    for (const query of ['sort=content', 'isActive=maybe', 'colour=red', 'limit=501']) {
      expect((await call('GET', `/static-pages?${query}`, admin)).statusCode, query).toBe(400);
    }
    expect((await call('GET', '/static-pages/abc', admin)).statusCode).toBe(400);
  });
});

describe('static pages: what visitors read', () => {
  it('lists the active pages’ titles and slugs by title, to anyone', async () => {
    // Digits sort before letters in every collation (PGlite's C, PostgreSQL's en_US).
    const shown = await create({ title: '000 First page', slug: uniqueSlug('first') });
    const hidden = await create({ title: '000 Hidden page', slug: uniqueSlug('hidden'), isActive: false });
    const response = await call('GET', '/static-pages/available', nobody);
    expect(response.statusCode).toBe(200);
    const { dataItems, count } = response.json();
    expect(count).toBe(dataItems.length);
    expect(dataItems[0]).toEqual({ title: shown.title, slug: shown.slug });
    expect(dataItems.map((page: Page) => page.slug)).not.toContain(hidden.slug);
  });

  it('shows an active page by its slug to anyone, and answers 404 for an inactive or unknown one', async () => {
    const page = await create({ title: 'Terms', slug: uniqueSlug('terms'), content: '<h2>Terms</h2><p>Be kind.</p>' });
    const response = await call('GET', `/static-pages/by-slug/${page.slug}`, nobody);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      title: 'Terms',
      slug: page.slug,
      content: '<h2>Terms</h2><p>Be kind.</p>',
      updatedAt: expect.any(String),
    });

    const { title, slug, content, version } = page;
    const hide = { title, slug, content, version, isActive: false };
    expect((await call('PUT', `/static-pages/${page.id}`, admin, hide)).statusCode).toBe(200);
    const inactive = await call('GET', `/static-pages/by-slug/${page.slug}`, nobody);
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().error.code).toBe('NOT_FOUND');
    expect((await call('GET', '/static-pages/by-slug/no-such-page', nobody)).statusCode).toBe(404);
    expect((await call('GET', '/static-pages/by-slug/NOT%20A%20SLUG', nobody)).statusCode).toBe(404);
  });
});

/** Every tag of the HTML with its attributes (sanitize-html writes `name="value"`, values escaped). */
function tagsOf(html: string): { tag: string; attributes: Record<string, string> }[] {
  return [...html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)].map(([, tag, rest]) => ({
    tag: tag!.toLowerCase(),
    attributes: Object.fromEntries(
      [...rest!.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name!.toLowerCase(), value ?? '']),
    ),
  }));
}

describe('static pages: sanitising', () => {
  it('keeps headings, lists, links, emphasis, quotes, code, images by https and tables', async () => {
    const html =
      '<h1>One</h1><h3>Three</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>' +
      '<ol start="3"><li>x</li></ol><blockquote><p>q</p></blockquote><pre><code>x = 1</code></pre><hr>' +
      '<p><a href="mailto:desk@livery.test">mail</a> <a href="tel:+12125550199">call</a> <a href="/terms">terms</a></p>' +
      '<img src="https://example.com/car.png" alt="A car">' +
      '<table><tbody><tr><th colspan="2" rowspan="1">h</th></tr><tr><td>a</td><td>b</td></tr></tbody></table>';
    const page = await create({ content: html });
    expect(page.content).toBe(html.replace('<hr>', '<hr />').replace('alt="A car">', 'alt="A car" />'));
  });

  it('gives a link opening a new tab our rel, whatever the author wrote', async () => {
    const page = await create({ content: '<a href="https://example.com" target="_blank" rel="opener">x</a>' });
    expect(page.content).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>');
  });

  it(`lets none of ${XSS_PAYLOADS.length} known XSS payloads through, on create and on update`, async () => {
    const page = await create();
    for (const payload of XSS_PAYLOADS) {
      const created = await create({ content: `<p>before</p>${payload}<p>after</p>` });
      const updated = await call('PUT', `/static-pages/${page.id}`, admin, {
        title: page.title,
        slug: page.slug,
        content: payload,
        isActive: true,
        version: page.version,
      });
      page.version += 1;
      const published = await call('GET', `/static-pages/by-slug/${page.slug}`, nobody);
      for (const content of [created.content, updated.json().data.content, published.json().data.content]) {
        for (const { tag, attributes } of tagsOf(content)) {
          expect(PAGE_HTML_POLICY.tags, `${payload} → ${content}`).toContain(tag);
          const allowed = PAGE_HTML_POLICY.attributes[tag] ?? [];
          for (const [name, value] of Object.entries(attributes)) {
            expect(allowed, `${payload} → ${content}`).toContain(name);
            if (name === 'href' || name === 'src') expect(value, payload).toMatch(/^(https?:|mailto:|tel:|\/[^/]|#)/);
          }
        }
        expect(content, payload).not.toMatch(/<script|javascript:|vbscript:|\son\w+=/i);
      }
      // What was saved is what is read back: the database holds the sanitised HTML only.
      const [row] = await ctx.app.db.select().from(staticPages).where(eq(staticPages.id, created.id));
      expect(row?.content).toBe(created.content);
    }
  });
});

describe('static pages: permissions', () => {
  it('needs static-page-editor:view to read and static-page-editor:create to write', async () => {
    await expectPermissions(
      ctx,
      [
        { permission: 'static-page-editor:view', method: 'GET', url: () => '/static-pages' },
        { permission: 'static-page-editor:view', method: 'GET', url: (id) => `/static-pages/${id}` },
        {
          permission: 'static-page-editor:create',
          method: 'POST',
          url: () => '/static-pages',
          body: () => ({ title: 'P', slug: uniqueSlug('perm') }),
        },
        {
          permission: 'static-page-editor:create',
          method: 'PUT',
          url: (id) => `/static-pages/${id}`,
          body: () => ({ title: 'P', slug: uniqueSlug('perm'), version: 1 }),
        },
        { permission: 'static-page-editor:create', method: 'DELETE', url: (id) => `/static-pages/${id}` },
      ],
      async () => (await create()).id,
    );
  });

  it('keeps dispatchers out of the editor and lets admins in', async () => {
    expect((await call('GET', '/static-pages', dispatcher)).statusCode).toBe(403);
    expect((await call('POST', '/static-pages', dispatcher, { title: 'T', slug: uniqueSlug() })).statusCode).toBe(403);
    expect((await call('GET', '/static-pages', admin)).statusCode).toBe(200);
    const viewer = await userWithPermissions(ctx.app, ['static-page-editor:view']);
    expect((await call('GET', '/static-pages', bearer(viewer.token))).statusCode).toBe(200);
    const refused = await call('POST', '/static-pages', bearer(viewer.token), { title: 'T', slug: uniqueSlug() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('static-page-editor:create');
  });

  it('answers 401 signed out on the editor’s routes, never on the public ones', async () => {
    const page = await create();
    for (const [method, url] of [
      ['GET', '/static-pages'],
      ['GET', `/static-pages/${page.id}`],
      ['POST', '/static-pages'],
      ['PUT', `/static-pages/${page.id}`],
      ['DELETE', `/static-pages/${page.id}`],
    ] as const) {
      expect((await call(method, url, nobody)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call('GET', '/static-pages/available', nobody)).statusCode).toBe(200);
    expect((await call('GET', `/static-pages/by-slug/${page.slug}`, nobody)).statusCode).toBe(200);
  });
});
