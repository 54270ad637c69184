import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper.js';

/**
 * Issue 38: a page that tells the browser to upgrade its requests to HTTPS, served over plain HTTP to another PC of
 * the office, sent the sign-in form to an https address nothing answers: sign-in did nothing, with no message.
 */
const UPGRADE = 'upgrade-insecure-requests';
const policyOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['content-security-policy']);

describe('the content security policy’s upgrade to HTTPS', () => {
  describe('an installation at a plain-HTTP address, behind a proxy that says how it was reached', () => {
    const ctx = useTestApp({ publicUrl: 'http://192.168.1.20:3000', trustProxy: true });

    it('is left out of a page served over plain HTTP, which keeps the rest of the policy', async () => {
      for (const url of ['/login', '/', '/api/v1/me']) {
        const policy = policyOf(await ctx.app.inject({ method: 'GET', url }));
        expect(policy, url).toContain("default-src 'self'");
        expect(policy, url).toContain("form-action 'self'");
        expect(policy, url).not.toContain(UPGRADE);
      }
    });

    it('is sent on a page that came over HTTPS', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/login',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(policyOf(response)).toContain(UPGRADE);
    });
  });

  describe('an installation whose public address is https', () => {
    const ctx = useTestApp({ publicUrl: 'https://cars.example.com' });

    it('is sent on every page, whichever way the request came', async () => {
      expect(policyOf(await ctx.app.inject({ method: 'GET', url: '/login' }))).toContain(UPGRADE);
    });
  });

  describe('a proxy not trusted', () => {
    const ctx = useTestApp({ publicUrl: 'http://192.168.1.20:3000' });

    it('cannot be asked for by a client that claims HTTPS', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/login',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(policyOf(response)).not.toContain(UPGRADE);
    });
  });
});
