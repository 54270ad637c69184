import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper.js';

/** A built dashboard, with or without the list of its main screens' scripts (apps/web/phone-pages.ts). */
function builtWeb(listed: boolean): string {
  const webDist = mkdtempSync(path.join(tmpdir(), 'livery-dashboard-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>dashboard</title></head><body><div id="root"></div></body></html>',
  );
  if (listed) {
    // With a name that is no script of the build, which must never reach the page.
    const pages = {
      addons: ['assets/addons-list-abc.js', 'assets/lists-def.js'],
      reservations: ['assets/reservations-list-ghi.js', '"><script>alert(1)</script>'],
    };
    writeFileSync(path.join(webDist, 'dashboard-pages.json'), JSON.stringify(pages));
  }
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  return webDist;
}

const SESSION = { cookie: 'livery.token=abc.def.ghi' };
const preloads = (body: string) =>
  [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(([, href]) => href);

describe('the dashboard’s list screens with their scripts named (issue 38, decision 087)', () => {
  describe('when the build lists them', () => {
    const ctx = useTestApp({ webDist: builtWeb(true) });
    const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

    it('names a signed-in person’s list screen’s scripts in the page, and only scripts of the build', async () => {
      const addons = await get('/addons', SESSION);
      expect(addons.statusCode).toBe(200);
      expect(addons.headers['cache-control']).toBe('no-cache');
      expect(addons.headers['vary']).toContain('cookie');
      expect(preloads(addons.body)).toEqual(['/assets/addons-list-abc.js', '/assets/lists-def.js']);
      expect(addons.body).toMatch(/<link rel="modulepreload"[^>]*><\/head>/);
      const reservations = (await get('/reservations?page=2', SESSION)).body;
      expect(preloads(reservations)).toEqual(['/assets/reservations-list-ghi.js']);
      expect(reservations).not.toContain('<script>');
    });

    it('names nothing for a visitor, who signs in first, nor for another screen', async () => {
      const visitor = await get('/addons');
      expect(visitor.body).toContain('<title>dashboard</title>');
      expect(preloads(visitor.body)).toEqual([]);
      for (const url of ['/cars', '/addons/12', '/settings/roles']) {
        const response = await get(url, SESSION);
        expect(response.body, url).toContain('<title>dashboard</title>');
        expect(preloads(response.body), url).toEqual([]);
      }
    });
  });

  describe('when the build lists none', () => {
    const ctx = useTestApp({ webDist: builtWeb(false) });

    it('answers the dashboard as before', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/addons', headers: SESSION });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>dashboard</title>');
      expect(preloads(response.body)).toEqual([]);
    });
  });
});
