import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, caller, signedIn, useTestApp } from '../../test/helper.js';

/** A built web: the dashboard's entry and the booking entry (decision 066), told apart by their titles. */
const webDist = mkdtempSync(path.join(tmpdir(), 'livery-widget-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>dashboard</title><div id="root"></div>');
writeFileSync(path.join(webDist, 'book.html'), '<!doctype html><title>booking</title><div id="root"></div>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const ctx = useTestApp({ webDist });
const call = caller(ctx);
const admin = signedIn(ctx, ADMIN);
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

const frameAncestors = (policy: unknown) => /frame-ancestors ([^;]*)/.exec(String(policy))?.[1];

async function saveOrigins(allowedOrigins: string[]) {
  const { version } = (await call('GET', '/configurations', admin)).json().data;
  const response = await call('PUT', '/configurations/1', admin, { version, bookingWidget: { allowedOrigins } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.bookingWidget.allowedOrigins as string[];
}

describe('the booking widget (issue 27)', () => {
  it('serves /embed.js to any site: a script that frames /embed/book and follows its height', async () => {
    const response = await get('/embed.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.body).toContain("'/embed/book'");
    expect(response.body).toContain("'livery:height'");
    // Only its own frame, from Livery's origin, sets the height.
    expect(response.body).toContain('event.origin !== origin || event.source !== frame.contentWindow');
  });

  it('lets only Livery frame the widget until the configuration names other sites, then exactly those', async () => {
    const before = await get('/embed/book');
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('<title>booking</title>');
    expect(frameAncestors(before.headers['content-security-policy'])).toBe("'self'");
    expect(before.headers['x-frame-options']).toBeUndefined();

    const saved = await saveOrigins(['https://www.Example-Cars.com/', 'http://localhost:8080']);
    expect(saved).toEqual(['https://www.example-cars.com', 'http://localhost:8080']);
    try {
      const after = await get('/embed/book');
      expect(frameAncestors(after.headers['content-security-policy'])).toBe(
        "'self' https://www.example-cars.com http://localhost:8080",
      );
      // Every other page still refuses every frame but Livery's own.
      for (const url of ['/', '/login', '/reservation/create']) {
        const other = await get(url);
        expect(frameAncestors(other.headers['content-security-policy']), url).toBe("'self'");
        expect(other.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      }
    } finally {
      await saveOrigins([]);
    }
  });

  it("answers a visitor's /reservation/create with the booking entry, and someone signed in with the dashboard", async () => {
    const visitor = await get('/reservation/create?isGettingAQuote=true');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('<title>booking</title>');
    expect(visitor.headers['vary']).toContain('cookie');

    const member = await get('/reservation/create', { cookie: 'livery.theme=dark; livery.token=abc.def.ghi' });
    expect(member.body).toContain('<title>dashboard</title>');
    // An emptied cookie is no session: the visitor's page, whose first step is the server's form (decision 067).
    const emptied = await get('/reservation/create', { cookie: 'livery.token=' });
    expect(emptied.body).toContain('<h1>Get a quote</h1>');
    expect(emptied.body).not.toContain('<title>dashboard</title>');
  });
});
