import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper.js';

/** A built web: the dashboard's page and one of its hashed scripts. */
const webDist = mkdtempSync(path.join(tmpdir(), 'livery-assets-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>dashboard</title><div id="root"></div>');
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets', 'today-page-abc12345.js'), 'export const page = 1;\n');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('the security headers of a built file (issue 38, decision 085)', () => {
  const ctx = useTestApp({ webDist });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('keep what a subresource uses, and leave out what only a document does', async () => {
    const script = await get('/assets/today-page-abc12345.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
    expect(script.headers['strict-transport-security']).toContain('max-age=');
    for (const name of DOCUMENT_ONLY) expect(script.headers[name], name).toBeUndefined();
  });

  it('leave every page and every API answer their policy and frame rule', async () => {
    for (const url of ['/', '/reservations', '/api/v1/me', '/sw.js']) {
      const response = await get(url);
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});
