import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper.js';

const webDist = mkdtempSync(path.join(tmpdir(), 'livery-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Livery</title><div id="root"></div>');
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("Livery");');
const ctx = useTestApp({ webDist, rateLimitMax: 5 });

const from = (url: string, ip: string) => ctx.app.inject({ method: 'GET', url, remoteAddress: ip });

describe('the per-address request limit', () => {
  it('counts the API only: the dashboard’s own files never use it up', async () => {
    const ip = '10.9.0.1';
    for (let i = 0; i < 20; i++) {
      for (const url of ['/', '/reservations?page=2', '/assets/index-abc123.js']) {
        expect((await from(url, ip)).statusCode, url).toBe(200);
      }
    }
    const api = [];
    for (let i = 0; i < 6; i++) api.push((await from('/api/v1/payments/paypal/config', ip)).statusCode);
    expect(api.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(api[5]).toBe(429);
    // A page of the dashboard still loads for someone the API has limited.
    expect((await from('/assets/index-abc123.js', ip)).statusCode).toBe(200);
  });
});
