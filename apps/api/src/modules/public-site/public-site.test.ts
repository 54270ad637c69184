import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { SaxesParser } from 'saxes';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, caller, signedIn, TEST_JWT_SECRET, useTestApp } from '../../test/helper.js';
import { adminQuery, callApi, freePort, startServer, type ServerProcess } from '../../test/processes.js';

/** A built SPA's index.html, as Vite writes it: the entry, its preloads and style sheet. */
const webDist = mkdtempSync(path.join(tmpdir(), 'livery-public-site-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>SPA</title>' +
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/libraries-def.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">' +
    '<link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const PUBLIC_URL = 'https://rides.example.com';
const ctx = useTestApp({ webDist, publicUrl: PUBLIC_URL });
const call = caller(ctx);
const admin = signedIn(ctx, ADMIN);

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

let counter = 0;
const uniqueSlug = () => `public-site-${randomBytes(3).toString('hex')}-${(counter += 1)}`;

interface Page {
  id: number;
  slug: string;
  version: number;
}

async function createPage(body: { title: string; content: string; isActive?: boolean }): Promise<Page> {
  const response = await call('POST', '/static-pages', admin, { slug: uniqueSlug(), isActive: true, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Page;
}

const removePage = async (page: Page) => void (await call('DELETE', `/static-pages/${page.id}`, admin));

/** Every JSON-LD block of a page, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  return blocks.map(([, json]) => JSON.parse(json!) as Record<string, unknown>);
}

/** The head's inline script (the theme, and on home the SPA for someone signed in). */
const inlineScript = (html: string) => /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';

/** The `<loc>`s of a sitemap, after a strict XML parse (saxes throws on anything not well-formed). */
function sitemapLocations(xml: string): string[] {
  const parser = new SaxesParser({ xmlns: true });
  const locations: string[] = [];
  let root = '';
  let namespace = '';
  let inLoc = false;
  parser.on('opentag', (tag) => {
    if (!root) [root, namespace] = [tag.local, tag.uri];
    inLoc = tag.local === 'loc';
  });
  parser.on('text', (text) => {
    if (inLoc) locations.push(text);
  });
  parser.on('closetag', () => (inLoc = false));
  parser.write(xml).close();
  expect(root).toBe('urlset');
  expect(namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return locations;
}

async function readHome() {
  const response = await call('GET', '/configurations', admin);
  return response.json().data as { version: number; home: Record<string, unknown> };
}

async function saveHome(changes: Record<string, unknown>) {
  const { version, home } = await readHome();
  const response = await call('PUT', '/configurations/1', admin, { version, home: { ...home, ...changes } });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the public home as HTML from the server', () => {
  it('has the welcome, the cards, working hours, the phone as a tel: link, the FAQ and "Get a quote"', async () => {
    const { home } = await readHome();
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<title>Livery</title>');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain('Welcome to Livery.');
    expect(html).toContain('<h2>Our services</h2>');
    expect(html).toContain('When to reach us');
    expect(html).toContain(String(home['workingHours']));
    expect(html).toContain('href="tel:+12125550100"');
    expect(html).toContain('<a class="button contained" href="/reservation/create">Get a quote</a>');
    expect(html).toContain('<summary><h3 id="faq-0-question">What happens if my flight is delayed?</h3>');
    expect(html).toMatch(/<a class="skip" href="#main">/);
    expect(html).toContain('<main id="main"');
  });

  it('has the canonical link, Open Graph tags and the description from publicUrl and the welcome', async () => {
    const html = (await get('/?utm_source=newsletter')).body;
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/">`);
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/">`);
    expect(html).toContain('<meta property="og:title" content="Livery">');
    const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(description).toMatch(/^Welcome to Livery\./);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(html).toContain(`<meta property="og:description" content="${description}">`);
  });

  it('has JSON-LD for the business and its FAQ', async () => {
    const { home } = await readHome();
    const [business, faq] = structuredData((await get('/')).body);
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['TaxiService', 'LocalBusiness'],
      name: 'Livery',
      url: `${PUBLIC_URL}/`,
      telephone: home['contactNumber'],
      openingHours: home['workingHours'],
    });
    expect(faq?.['@type']).toBe('FAQPage');
    const questions = faq?.['mainEntity'] as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions).toHaveLength((home['faq'] as unknown[]).length);
    expect(questions[0]?.name).toBe('What happens if my flight is delayed?');
    expect(questions[0]?.acceptedAnswer.text).toMatch(/^We track your flight/);
  });

  it('allows its one inline script by hash, which loads the SPA only with a session cookie', async () => {
    const response = await get('/');
    const script = inlineScript(response.body);
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(String(response.headers['content-security-policy'])).toMatch(
      new RegExp(`script-src 'self' [^;]*${hash.replace(/[+/]/g, '\\$&')}`),
    );
    expect(script).toContain('livery.theme');
    expect(script).toContain('livery\\.token=');
    expect(script).toContain('"/assets/index-abc.js"');
    expect(script).toContain('"/assets/libraries-def.js"');
    expect(script).toContain('"/assets/index-ghi.css"');
    // Visitors download none of it: no script or style sheet of the SPA is in the markup itself.
    expect(response.body).not.toMatch(/<script[^>]+src=|<link rel="(stylesheet|modulepreload)"/);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('is compressed as other answers are', async () => {
    const response = await get('/', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('Welcome to Livery.');
  });

  it('shows a configuration change in the next answer, with every text escaped', async () => {
    expect((await get('/')).body).toContain('Welcome to Livery.');
    const { home } = await readHome();
    try {
      await saveHome({
        welcome: 'Fresh <script>alert(1)</script> & "quoted" welcome',
        faq: [{ question: 'Is <b>this</b> bold?', answer: 'No </script><script>alert(2)</script>' }],
      });
      const html = (await get('/')).body;
      expect(html).toContain('Fresh &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;quoted&#34; welcome');
      expect(html).toContain('Is &#60;b&#62;this&#60;/b&#62; bold?');
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<b>this');
      // In JSON-LD `<` is \u003c; the JSON still reads back the text as written.
      expect(html).toContain('\\u003cscript\\u003ealert(1)');
      const [business, faq] = structuredData(html);
      expect(business?.['description']).toBe('Fresh <script>alert(1)</script> & "quoted" welcome');
      expect(JSON.stringify(faq)).toContain('No </script><script>alert(2)</script>');
    } finally {
      await saveHome(home);
    }
    expect((await get('/')).body).toContain('Welcome to Livery.');
  });
});

describe('static pages as HTML from the server', () => {
  it('serves an active page with its title, description, canonical link and content, and lists it in the footer', async () => {
    const page = await createPage({
      title: 'Airport <rules>',
      content:
        '<h2>Meeting point</h2><p>Your chauffeur waits at &amp; near arrivals.</p><img src="x" onerror="alert(1)">',
    });
    try {
      const response = await get(`/${page.slug}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      const html = response.body;
      expect(html).toContain('<title>Livery - Airport &#60;rules&#62;</title>');
      expect(html).toContain('<h1>Airport &#60;rules&#62;</h1>');
      expect(html.match(/<h1[ >]/g)).toHaveLength(1);
      expect(html).toContain('<h2>Meeting point</h2><p>Your chauffeur waits at &amp; near arrivals.</p>');
      expect(html).not.toContain('onerror');
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/${page.slug}">`);
      expect(html).toContain('<meta property="og:title" content="Airport &#60;rules&#62; – Livery">');
      expect(html).toContain(
        '<meta name="description" content="Meeting point Your chauffeur waits at &#38; near arrivals.">',
      );
      // A page never loads the SPA, and has no JSON-LD.
      expect(inlineScript(html)).not.toContain('/assets/');
      expect(structuredData(html)).toEqual([]);
      const footerLink = `<li><a href="/${page.slug}">Airport &#60;rules&#62;</a></li>`;
      expect(html).toContain(footerLink);
      expect((await get('/')).body).toContain(footerLink);
    } finally {
      await removePage(page);
    }
  });

  it('shows the title once, and under the body “Get a quote” and the office’s number to call (issue 38)', async () => {
    const page = await createPage({
      title: 'About us',
      content: '<h2>About us</h2><p>Call us: our number is below.</p>',
    });
    try {
      const html = (await get(`/${page.slug}`)).body;
      // The body's first heading only repeated the title: the title is the one heading that says it.
      const article = /<article>(.*)<\/article>/.exec(html)?.[1] ?? '';
      expect(article.match(/>About us</g)).toHaveLength(1);
      expect(article).toMatch(/^<h1>About us<\/h1>/);
      expect(html).toContain('<div class="content"><p>Call us: our number is below.</p></div></article>');
      expect(html).toContain('<meta name="description" content="Call us: our number is below.">');
      const contact = /<section class="page-contact"[^>]*>(.*?)<\/section>/.exec(html)?.[1] ?? '';
      expect(contact).toContain('<h2 id="page-contact-heading">Book a ride</h2>');
      expect(contact).toContain('<a class="button contained" href="/reservation/create">Get a quote</a>');
      expect(contact).toMatch(/<a class="button outlined" href="tel:\+12125550100">.*Call \+1 212 555 0100<\/a>/);
    } finally {
      await removePage(page);
    }
  });

  it('never serves an inactive, deleted or unknown page: the SPA answers its 404 screen, with 404 (no soft 404)', async () => {
    const draft = await createPage({ title: 'Draft', content: '<p>Not yet</p>', isActive: false });
    const gone = await createPage({ title: 'Soon gone', content: '<p>Here today</p>' });
    try {
      expect((await get(`/${gone.slug}`)).body).toContain('Here today'); // now kept in memory
      await removePage(gone);
      for (const url of [`/${draft.slug}`, `/${gone.slug}`, `/${gone.slug}/`, '/no-such-page', '/About']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(response.body, url).toContain('<title>SPA</title>');
      }
      expect((await get('/')).body).not.toContain(`href="/${gone.slug}"`);
    } finally {
      await removePage(draft);
    }
  });

  it("answers 404 with the SPA's 404 screen wherever its router has no route, and keeps its deep links at 200", async () => {
    const page = await createPage({ title: 'Kept', content: '<p>Still here</p>' });
    try {
      const deepLinks = [
        '/cars',
        '/Cars',
        '/%63ars',
        '/cars/',
        '/reservations/12?tab=payments',
        '/reservation/create?start=next',
        '/users/3/profile-info',
        '/settings/configurations',
        '/status/abc',
        '/jobs/7',
        '/home',
        `/${page.slug}/`,
        `/${page.slug.replace('-', '%2D')}`,
      ];
      for (const url of deepLinks) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('<title>SPA</title>');
      }
      const unknown = [
        '/no/such/deep/path',
        `/${page.slug}/more`,
        '/xyzzy-nonsense?x=1',
        `/${encodeURIComponent('日本')}`,
        '/about_us',
        `/${'a'.repeat(101)}`,
      ];
      for (const url of unknown) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).toContain('<title>SPA</title>');
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      }
      // A browser revalidating it, or asking for a part, still gets the whole 404 screen with 404.
      const again = await get('/no/such/deep/path', {
        'if-none-match': '*',
        'if-modified-since': new Date().toUTCString(),
      });
      expect(again.statusCode).toBe(404);
      expect(again.body).toContain('<title>SPA</title>');
      const ranged = await get('/no/such/deep/path', { range: 'bytes=0-3' });
      expect(ranged.statusCode).toBe(404);
      expect(ranged.body).toContain('<title>SPA</title>');
    } finally {
      await removePage(page);
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists home and the active pages, with when each changed, and never drafts or deleted pages', async () => {
    const active = await createPage({ title: 'Listed', content: '<p>Listed</p>' });
    const draft = await createPage({ title: 'Draft', content: '<p>Draft</p>', isActive: false });
    const deleted = await createPage({ title: 'Deleted', content: '<p>Deleted</p>' });
    try {
      expect(sitemapLocations((await get('/sitemap.xml')).body)).toContain(`${PUBLIC_URL}/${deleted.slug}`);
      await removePage(deleted);
      const response = await get('/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const locations = sitemapLocations(response.body);
      expect(locations[0]).toBe(`${PUBLIC_URL}/`);
      expect(locations).toContain(`${PUBLIC_URL}/${active.slug}`);
      expect(locations).not.toContain(`${PUBLIC_URL}/${draft.slug}`);
      expect(locations).not.toContain(`${PUBLIC_URL}/${deleted.slug}`);
      const today = new Date().toISOString().slice(0, 10);
      expect(response.body).toContain(`<loc>${PUBLIC_URL}/${active.slug}</loc><lastmod>${today}</lastmod>`);
      expect(response.body).toMatch(new RegExp(`<loc>${PUBLIC_URL}/</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    } finally {
      await removePage(active);
      await removePage(draft);
    }
  });

  it('robots.txt allows the public pages, disallows the dashboard’s private screens and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(lines).toContain('Allow: /');
    for (const path of ['/settings', '/users', '/reservations', '/home', '/today', '/dispatch', '/static-pages']) {
      expect(lines, path).toContain(`Disallow: ${path}$`);
      expect(lines, path).toContain(`Disallow: ${path}/`);
    }
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /reservation/details/');
    // The quote, sign-in and sign-up stay open to crawlers.
    expect(response.body).not.toMatch(/Disallow: \/(reservation\/create|reservation\/?$|login|signup)/m);
  });
});

/** Two real server processes (the built dist/server.js) on one PostgreSQL database; PGlite has one process only. */
const base = process.env['TEST_DATABASE_URL'];
const databaseName = `livery_public_${randomBytes(5).toString('hex')}`;
const running: ServerProcess[] = [];
const dataDirs: string[] = [];

afterAll(async () => {
  for (const server of running) server.proc.kill('SIGKILL');
  await Promise.all(running.map((s) => (s.proc.exitCode === null ? new Promise((r) => s.proc.once('exit', r)) : null)));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  if (base) await adminQuery(`drop database if exists ${databaseName} with (force)`);
});

describe.skipIf(!base)('the kept pages on two API processes', () => {
  it('are forgotten by both when the home page is saved on one', async () => {
    await adminQuery(`create database ${databaseName}`);
    const url = new URL(base!);
    url.pathname = `/${databaseName}`;
    const ssnKey = randomBytes(32).toString('base64');
    const start = async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'livery-public-'));
      dataDirs.push(dataDir);
      const server = await startServer(await freePort(), {
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        JWT_SECRET: TEST_JWT_SECRET,
        SSN_ENCRYPTION_KEY: ssnKey,
        MAIL_POLL_MS: '0',
        WEB_DIST: webDist,
      });
      running.push(server);
      return server;
    };
    const one = await start();
    const two = await start();
    const homeOn = async (server: ServerProcess) => (await fetch(`http://127.0.0.1:${server.port}/`)).text();
    // Both render and keep the home page.
    expect(await homeOn(one)).toContain('Welcome to Livery.');
    expect(await homeOn(two)).toContain('Welcome to Livery.');

    const signIn = { email: ADMIN.email, password: ADMIN.password };
    const token = (await callApi(one.port, 'POST', '/login', undefined, signIn)).body.data.token;
    const { version, home } = (await callApi(one.port, 'GET', '/configurations', token)).body.data;
    const welcome = 'Saved on one, shown by two.';
    const saved = await callApi(one.port, 'PUT', '/configurations/1', token, { version, home: { ...home, welcome } });
    expect(saved.status).toBe(200);
    expect(await homeOn(one)).toContain(welcome);
    await expect.poll(() => homeOn(two), { timeout: 1_000 }).toContain(welcome);
  }, 120_000);
});
