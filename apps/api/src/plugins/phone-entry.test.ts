import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper.js';

/** A built web, its entries told apart by their titles: the dashboard, and with `phone` the phone entry too. */
function builtWeb(phone: boolean): string {
  const webDist = mkdtempSync(path.join(tmpdir(), 'livery-phone-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>dashboard</title><div id="root"></div>');
  if (phone) {
    writeFileSync(
      path.join(webDist, 'phone.html'),
      '<!doctype html><html><head><title>phone</title></head><body><div id="root"></div></body></html>',
    );
    // What the phone's build lists (apps/web/phone-pages.ts), with a name that is no script of the build.
    const pages = {
      today: ['assets/today-page-abc.js', 'assets/Chip-def.js'],
      'jobs/:reservationId': ['assets/driver-job-page-ghi.js'],
      'trips/:reservationId': ['assets/customer-trip-page-jkl.js', '"><script>alert(1)</script>'],
    };
    writeFileSync(path.join(webDist, 'phone-pages.json'), JSON.stringify(pages));
  }
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  return webDist;
}

const SESSION = { cookie: 'livery.token=abc.def.ghi' };

describe('the phone entry (issue 38, decision 085)', () => {
  describe('when built', () => {
    const ctx = useTestApp({ webDist: builtWeb(true) });
    const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

    it('answers a driver’s Today, job and name sign and a customer’s trip, signed in or not, revalidated', async () => {
      for (const url of ['/today', '/jobs/12', '/jobs/12?driver=4', '/jobs/12/sign', '/trips/3']) {
        for (const headers of [{}, SESSION]) {
          const response = await get(url, headers);
          expect(response.statusCode, url).toBe(200);
          expect(response.body, url).toContain('<title>phone</title>');
          expect(response.headers['content-type'], url).toContain('text/html');
          expect(response.headers['cache-control'], url).toBe('no-cache');
        }
      }
    });

    it('names the page’s own scripts for the phone to fetch beside the entry, and nothing else', async () => {
      const preloads = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
      const today = (await get('/today', SESSION)).body;
      expect(preloads(today).map(([, href]) => href)).toEqual(['/assets/today-page-abc.js', '/assets/Chip-def.js']);
      expect(today).toMatch(/<link rel="modulepreload"[^>]*><\/head>/);
      const job = (await get('/jobs/12?driver=4')).body;
      expect(preloads(job).map(([, href]) => href)).toEqual(['/assets/driver-job-page-ghi.js']);
      const trip = (await get('/trips/3', SESSION)).body;
      expect(preloads(trip).map(([, href]) => href)).toEqual(['/assets/customer-trip-page-jkl.js']);
      expect(trip).not.toContain('<script>');
      expect(preloads((await get('/jobs/12/sign', SESSION)).body)).toEqual([]);
    });

    it('leaves every other screen to the dashboard', async () => {
      for (const url of ['/reservations', '/jobs', '/drivers/4/jobs', '/users/4/jobs', '/trips', '/jobs/12/sign/x']) {
        const response = await get(url, SESSION);
        expect(response.body, url).toContain('<title>dashboard</title>');
      }
    });
  });

  describe('when not built', () => {
    const ctx = useTestApp({ webDist: builtWeb(false) });

    it('leaves the phone’s screens to the dashboard, as before', async () => {
      for (const url of ['/today', '/jobs/12', '/trips/3']) {
        const response = await ctx.app.inject({ method: 'GET', url, headers: SESSION });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('<title>dashboard</title>');
      }
    });
  });
});
