import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from './app.js';
import { loadConfig } from './config.js';
import { ADMIN, signedIn, useTestApp } from './test/helper.js';

const webDist = mkdtempSync(path.join(tmpdir(), 'livery-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Livery</title><div id="root"></div>');
const ctx = useTestApp({ webDist });
const headers = signedIn(ctx, ADMIN);

describe('routing outside the API', () => {
  it('answers an unknown /api path with 404 JSON', async () => {
    for (const url of ['/api/v1/no-such-thing', '/api/nothing', '/api/v1/affiliates/1/wings']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe('NOT_FOUND');
    }
  });

  it('serves index.html for any other path, so deep links and reloads work: with 404 where no screen is', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/affiliates?page=2', 200],
      ['/users/3/profile-info', 200],
      // The dashboard's 404 screen, answered as a 404 (decision 068).
      ['/no/such/deep/path', 404],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets precompressed and cached for a year, index.html never cached, source maps never', async () => {
    const script = `console.log(${JSON.stringify('Livery '.repeat(400))});`;
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    // Written after the server started, as a rebuild swapped in under a running server would be.
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), script);
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.map'), '{"version":3}');

    const br = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.statusCode, br.body.slice(0, 200)).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': '' },
    });
    expect(plain.body).toBe(script);

    const index = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(index.headers['cache-control']).toBe('no-cache');
    const map = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('"version":3');
    const gone = await ctx.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).not.toMatch(/text\/html/);
  });

  it('compresses JSON answers over 1 KB (brotli, else gzip) and leaves small ones as they are', async () => {
    const url = '/api/v1/permissions?limit=500';
    const br = await ctx.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode, br.body.slice(0, 200)).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).count).toBeGreaterThan(10);
    const gz = await ctx.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).count).toBeGreaterThan(10);
    const small = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/statuses',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends security headers that allow the PayPal SDK and nothing else from outside', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://*.paypal.com");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/login', '/api/v1/affiliates', '/api/v1/affiliates/{id}', '/api/v1/statuses']),
    );
  });
});

describe('logging', () => {
  it('logs sign-in successes and failures but never passwords or tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = { ...loadConfig({}), dataDir: 'memory://', jwtSecret: 'x'.repeat(40), logLevel: 'info' };
    const app = await buildApp(config, { logger: { ...(loggerOptions(config) as object), stream } });
    try {
      const ok = await app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: ADMIN.email, password: ADMIN.password },
      });
      const token = ok.json().data.token as string;
      await app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: ADMIN.email, password: 'Wrong-password-9' },
      });
      await app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });
      const log = lines.join('');
      expect(log).toContain('"event":"sign-in"');
      expect(log).toContain('"event":"sign-in-failed"');
      expect(log).not.toContain(ADMIN.password);
      expect(log).not.toContain('Wrong-password-9');
      expect(log).not.toContain(token);
    } finally {
      await app.close();
    }
  });
});
