import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, CUSTOMER, DRIVER, useTestApp } from '../../test/helper.js';

/** A built SPA's index.html: `/login` with a session answers it. */
const webDist = mkdtempSync(path.join(tmpdir(), 'livery-sign-in-form-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>SPA</title><div id="root"></div>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const ctx = useTestApp({ webDist });

const SAME_SITE = { 'sec-fetch-site': 'same-origin' };
let address = 0;

/** The form as a browser posts it, from its own address (each test's own, so the per-address limit never adds up). */
function post(fields: Record<string, string>, { url = '/login', headers = SAME_SITE } = {}) {
  address += 1;
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: `10.40.${Math.floor(address / 200)}.${address % 200}`,
  });
}

const setCookies = (header: string | string[] | undefined) => (Array.isArray(header) ? header : header ? [header] : []);
const cookieValue = (cookies: string[], name: string) =>
  cookies
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

describe('GET /login', () => {
  it('answers a visitor with the sign-in form as HTML, with no script but the theme, and carries ?redirect=', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/login?redirect=%2Fcars%3Fpage%3D2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.vary).toContain('cookie');
    const html = response.body;
    expect(html).toContain('<title>Livery</title>');
    expect(html).toContain('<h1 id="sign-in-heading">Sign in</h1>');
    expect(html).toContain('<form method="post" action="/login?redirect=%2Fcars%3Fpage%3D2" novalidate>');
    expect(html).toMatch(/<input id="email" name="email" type="email" autocomplete="email" required/);
    expect(html).toContain('<label for="password">Password');
    expect(html).toContain('href="/signup?redirect=%2Fcars%3Fpage%3D2"');
    expect(html).toContain('href="/forgot-password"');
    // No script file, and the one inline script (the theme) allowed by its hash.
    expect(html).not.toMatch(/<script[^>]*src=/);
    const inline = [...html.matchAll(/<script>/g)];
    expect(inline).toHaveLength(1);
    expect(response.headers['content-security-policy']).toMatch(/script-src [^;]*'sha256-/);
  });

  it('answers someone with a session with the dashboard, which sends them on', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/login', headers: { cookie: 'livery.token=abc' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>SPA</title>');
  });

  it('escapes a ?redirect= that tries to leave the attribute', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/login?redirect=${encodeURIComponent('/"><b>x')}` });
    expect(response.body).not.toContain('<b>x');
  });
});

describe('POST /login (the sign-in page)', () => {
  it('signs in: the session cookies the SPA reads, then 303 to ?redirect=', async () => {
    const response = await post({ email: ADMIN.email, password: ADMIN.password }, { url: '/login?redirect=%2Fcars' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/cars');
    const cookies = setCookies(response.headers['set-cookie']);
    const token = cookieValue(cookies, 'livery.token');
    expect(token?.split('.')).toHaveLength(3);
    for (const cookie of cookies) expect(cookie).toMatch(/; Path=\/; Max-Age=604800; SameSite=Strict$/);
    const permissions = JSON.parse(decodeURIComponent(cookieValue(cookies, 'livery.permissions') ?? '')) as string[];
    expect(permissions).toContain('affiliates:view');
    // The token is a real session.
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token!) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.email).toBe(ADMIN.email);
  });

  it('goes home for a redirect to another site, a protocol-relative path or one a browser would rewrite', async () => {
    for (const redirect of ['https://evil.example', '//evil.example', '/\\evil.example', '/\t/evil.example', 'cars']) {
      const response = await post(
        { email: CUSTOMER.email, password: CUSTOMER.password },
        { url: `/login?redirect=${encodeURIComponent(redirect)}` },
      );
      expect(response.statusCode, redirect).toBe(303);
      expect(response.headers.location, redirect).toBe('/');
    }
  });

  it('answers a wrong password with 401, the message above the fields and the email kept, never the password', async () => {
    const response = await post({ email: DRIVER.email, password: 'not-the-password-1' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toContain('<div class="alert" role="alert">The email or password is incorrect.</div>');
    expect(response.body).toContain(`value="${DRIVER.email}"`);
    expect(response.body).not.toContain('not-the-password-1');
    // The focus goes to the password, to type it again.
    expect(response.body).toMatch(/id="password"[^>]*autofocus/);
  });

  it("answers fields the domain refuses with 400 and each field's message", async () => {
    const response = await post({ email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<p id="email-error" class="helper">Enter a valid email address</p>');
    expect(response.body).toContain('<p id="password-error" class="helper">Password is required</p>');
    expect(response.body).toMatch(/id="email"[^>]*aria-invalid="true" aria-describedby="email-error"[^>]*autofocus/);
  });

  it('refuses a form sent from another site (or from no page at all) with 403 and no session', async () => {
    const fields = { email: ADMIN.email, password: ADMIN.password };
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      {},
    ]) {
      const response = await post(fields, { headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.body).toContain('This sign-in was sent from another site.');
    }
    // A browser without Sec-Fetch-Site still sends its Origin: this site's own is accepted.
    const ok = await post(fields, { headers: { origin: 'http://rides.test:8080', host: 'rides.test:8080' } });
    expect(ok.statusCode).toBe(303);
  });

  it('has the page send its origin with the form, which plain HTTP from another PC depends on (issue 38, item 11)', async () => {
    // Over http://<the server's address> a browser sends no Sec-Fetch-Site, and under the security headers'
    // `Referrer-Policy: no-referrer` a form's Origin is "null": the page asks for its origin to be sent to this site.
    const page = await ctx.app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('<meta name="referrer" content="same-origin">');
    const refused = await post({ email: 'nobody@livery.test', password: 'wrong' }, { headers: {} });
    expect(refused.body).toContain('<meta name="referrer" content="same-origin">');
  });

  it("shares the API's lock: five failures block the account on both, even with the right password", async () => {
    const email = 'sign-in-form-lock@livery.test';
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      payload: { firstName: 'Lock', email, phoneNumber: '+1 212 555 0199', password: 'Right-pass-1' },
    });
    expect(created.statusCode).toBe(201);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post({ email, password: `wrong-${attempt}-pass` })).statusCode).toBe(401);
    }
    const blocked = await post({ email, password: 'Right-pass-1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain('Too many failed sign-ins for this account.');
    const api = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email, password: 'Right-pass-1' },
      remoteAddress: '10.41.0.1',
    });
    expect(api.statusCode).toBe(429);
  });

  it('sends the browser on to a redirect past Latin-1, percent-encoded, with the security headers: never a 500', async () => {
    const fields = { email: CUSTOMER.email, password: CUSTOMER.password };
    for (const [url, location] of [
      ['/login?redirect=/日本', '/%E6%97%A5%E6%9C%AC'],
      [`/login?redirect=${encodeURIComponent('/日本')}`, '/%E6%97%A5%E6%9C%AC'],
      [`/login?redirect=${encodeURIComponent('/reservations?search=Zoë')}`, '/reservations?search=Zo%C3%AB'],
    ] as const) {
      const response = await post(fields, { url });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location, url).toBe(location);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(cookieValue(setCookies(response.headers['set-cookie']), 'livery.token'), url).toBeTruthy();
    }
  });

  it('refuses an oversized form without reading it', async () => {
    const response = await post({ email: 'a@b.co', password: 'x'.repeat(5000) });
    expect(response.statusCode).toBe(413);
  });
});

describe('one sign-in limit per address on every way in (decision 068)', () => {
  const form = (ip: string, email: string, password = 'Not-the-password-1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_SITE },
      payload: new URLSearchParams({ email, password }).toString(),
      remoteAddress: ip,
    });
  const api = (ip: string, url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: ip });
  const signUp = (ip: string, email: string) =>
    api(ip, '/signup', { firstName: 'Limit', email, phoneNumber: '+1 212 555 0142', password: 'Right-pass-1' });

  /** Every way in, from this address: each refused with 429, the form as its page. */
  async function expectEveryWayInRefused(ip: string) {
    const page = await form(ip, ADMIN.email, ADMIN.password);
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(
      /<div class="alert" role="alert">Too many requests to sign in, sign up or reset a password from your address\. Please wait \d+ (?:seconds?|minute) and try again\.<\/div>/,
    );
    expect(page.body).toContain(`value="${ADMIN.email}"`);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['set-cookie']).toBeUndefined();
    for (const [url, payload] of [
      ['/login', { email: ADMIN.email, password: ADMIN.password }],
      [
        '/signup',
        {
          firstName: 'Limit',
          email: `limit-${ip.replace(/[^a-z0-9]/gi, '-')}@livery.test`,
          phoneNumber: '+1 212 555 0142',
          password: 'Right-pass-1',
        },
      ],
      ['/forgot-password', { email: ADMIN.email }],
    ] as const) {
      const response = await api(ip, url, payload);
      expect(response.statusCode, url).toBe(429);
      expect(response.json().error.code, url).toBe('RATE_LIMITED');
      expect(Number(response.headers['retry-after']), url).toBeGreaterThan(0);
    }
  }

  it("stops the form's one try per account (credential stuffing) at the API's 20 a minute", async () => {
    const ip = '10.42.0.1';
    for (let account = 0; account < 20; account++) {
      expect((await form(ip, `stuffed-${account}@livery.test`)).statusCode, `try ${account + 1}`).toBe(401);
    }
    await expectEveryWayInRefused(ip);
    // Counted in the database, which every API process shares.
    const counted = await ctx.app.db.execute<{ count: number }>(
      sql`select count from rate_limits where key = ${`sign-in-address:${ip}`}`,
    );
    expect(Number(counted.rows[0]?.count)).toBeGreaterThanOrEqual(21);
    // Another address is not held back by it.
    expect((await form('10.42.0.2', ADMIN.email, ADMIN.password)).statusCode).toBe(303);
  });

  it('counts the form, the API, sign-up and forgot password together', async () => {
    const ip = '10.42.1.1';
    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      statuses.push((await form(ip, `mixed-${round}@livery.test`)).statusCode);
      statuses.push(
        (await api(ip, '/login', { email: `mixed-${round}@livery.test`, password: 'Wrong-pass-1' })).statusCode,
      );
      statuses.push((await signUp(ip, `mixed-new-${round}@livery.test`)).statusCode);
      statuses.push((await api(ip, '/forgot-password', { email: `mixed-${round}@livery.test` })).statusCode);
    }
    for (let more = 0; more < 4; more++) statuses.push((await form(ip, `mixed-more-${more}@livery.test`)).statusCode);
    expect(statuses).toEqual([...Array<number[]>(4).fill([401, 401, 201, 200]).flat(), 401, 401, 401, 401]);
    await expectEveryWayInRefused(ip);
  });

  it('counts an IPv6 client by its /64, not by each of its addresses', async () => {
    for (let host = 1; host <= 20; host++) {
      expect((await form(`2001:db8:42:7::${host.toString(16)}`, `v6-${host}@livery.test`)).statusCode).toBe(401);
    }
    await expectEveryWayInRefused('2001:db8:42:7:ffff::1');
    expect((await form('2001:db8:42:8::1', ADMIN.email, ADMIN.password)).statusCode).toBe(303);
  });
});
