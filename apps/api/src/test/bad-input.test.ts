import { describe, expect, it } from 'vitest';
import { ADMIN, bearer, signIn, useTestApp } from './helper.js';

/** The malformed requests issue 8 saw answered 500: each is now a 4xx in the error envelope and writes nothing. */
const ctx = useTestApp();

async function adminHeaders() {
  return bearer(await signIn(ctx.app, ADMIN.email, ADMIN.password));
}

function expectRefusal(response: { statusCode: number; json: () => unknown }, status: number, message: RegExp) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { error: { code: string; message: string } };
  expect(typeof body.error.code).toBe('string');
  expect(body.error.message).toMatch(message);
}

async function countRows(table: string): Promise<number> {
  const result = (await ctx.app.db.execute(`select count(*)::int as n from ${table}`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

describe('ids and versions past 32 bits', () => {
  it('refuses them in paths, in id lists and as a version, with a sentence', async () => {
    const headers = await adminHeaders();
    for (const url of ['/api/v1/affiliates/2147483648', '/api/v1/users/2147483648', '/api/v1/cars/2147483648']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers });
      expect(response.body, url).toMatch(/at most 2147483647/);
      expectRefusal(response, 400, /at most 2147483647/);
    }
    expectRefusal(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/users/99999999999999999999', headers }),
      400,
      /whole number/,
    );
    const roles = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/roles/users/2',
      headers,
      payload: { roleIds: [2147483648] },
    });
    expectRefusal(roles, 400, /at most 2147483647/);
    const affiliate = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/affiliates',
      headers,
      payload: { name: 'Version Probe Partner' },
    });
    const { id } = affiliate.json().data as { id: number };
    const stale = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/affiliates/${id}`,
      headers,
      payload: { name: 'Version Probe Partner 2', version: 2 ** 31 },
    });
    // A save stores the next version, so the last version one may send is one less than the column holds.
    expectRefusal(stale, 400, /version must be at most 2147483646/);
  });

  it('answers a save at version 2147483647 with a 400 on version, never the 500 of an overflow (issue 37)', async () => {
    const headers = await adminHeaders();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/reservation-drafts',
      headers,
      payload: { state: { step: 1 } },
    });
    const draft = created.json().data as { id: number };
    const affiliate = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/affiliates',
      headers,
      payload: { name: 'Last Version Partner' },
    });
    const saves = [
      { url: `/api/v1/reservation-drafts/${draft.id}`, payload: { state: { step: 2 }, version: 2147483647 } },
      { url: `/api/v1/affiliates/${affiliate.json().data.id}`, payload: { name: 'Last', version: 2147483647 } },
    ];
    for (const { url, payload } of saves) {
      const response = await ctx.app.inject({ method: 'PUT', url, headers, payload });
      expectRefusal(response, 400, /version must be at most 2147483646/);
      expect(response.json().error.fields, url).toEqual({ version: 'version must be at most 2147483646' });
    }
    const read = await ctx.app.inject({ method: 'GET', url: `/api/v1/reservation-drafts/${draft.id}`, headers });
    expect(read.json().data).toMatchObject({ version: 1, state: { step: 1 } });
  });
});

describe('NUL characters', () => {
  it('refuses one in a query, a JSON string (the public sign-up too) and a path segment', async () => {
    const headers = await adminHeaders();
    expectRefusal(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/affiliates?search=%00', headers }),
      400,
      /search .*NUL/,
    );
    const users = await countRows('users');
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      payload: {
        firstName: 'Nul\u0000',
        email: 'nul@example.com',
        password: 'Nul-password-1',
        phoneNumber: '+12125550100',
      },
    });
    expectRefusal(signup, 400, /firstName .*NUL/);
    expect(await countRows('users')).toBe(users);
    expectRefusal(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/discount-codes/A%00B/verify', headers }),
      400,
      /NUL/,
    );
  });

  it('refuses one at any depth, and a body nested past the limit, before anything reaches the database (issue 26)', async () => {
    const headers = { ...(await adminHeaders()), 'content-type': 'application/json' };
    const drafts = await countRows('reservations');
    // A NUL 30 levels down a draft's state: the check once stopped at 20 and the database answered 500.
    let deepNul: unknown = { text: 'x\u0000' };
    for (let i = 0; i < 30; i += 1) deepNul = { inner: deepNul };
    const nul = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/reservation-drafts',
      headers,
      payload: JSON.stringify({ state: deepNul }),
    });
    expectRefusal(nul, 400, /state(\.inner)+\.text .*NUL/);
    // A state nested 5,000 arrays deep: the well-formedness check once overflowed the stack.
    const deepArrays = `{"state":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}`;
    const deep = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/reservation-drafts',
      headers,
      payload: deepArrays,
    });
    expectRefusal(deep, 400, /nested more than 32 levels deep/);
    // The same nesting in a query string or any other route's body is refused the same way.
    const elsewhere = await ctx.app.inject({ method: 'POST', url: '/api/v1/affiliates', headers, payload: deepArrays });
    expectRefusal(elsewhere, 400, /nested more than 32 levels deep/);
    expect(await countRows('reservations')).toBe(drafts);
  });

  it('fails a CSV export before its first byte rather than cutting the download off', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/addons/export.csv?search=%00',
      headers: await adminHeaders(),
    });
    expectRefusal(response, 400, /NUL/);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('dates', () => {
  it('refuses a year-0 date of birth and a validity date past 2100 with a sentence', async () => {
    const headers = await adminHeaders();
    const users = await countRows('users');
    const customer = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers,
      payload: {
        firstName: 'Year',
        lastName: 'Zero',
        email: 'year-zero@example.com',
        phoneNumber: '+12125550101',
        dob: '0000-01-01',
        role: 'customer',
      },
    });
    expectRefusal(customer, 400, /dob \(Enter a real date\)/);
    expect(await countRows('users')).toBe(users);
    const surge = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/surges',
      headers,
      payload: { name: 'Far future', from: '2026-01-01', to: '9999-12-31', percentage: 10 },
    });
    expectRefusal(surge, 400, /To must be between 1900-01-01 and 2100-12-31/);
  });
});

describe('malformed uploads', () => {
  const bodies = [
    {
      name: 'no boundary',
      type: 'multipart/form-data',
      body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nhi',
    },
    {
      name: 'a wrong boundary',
      type: 'multipart/form-data; boundary=expected',
      body: '--other\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n--other--\r\n',
    },
    {
      name: 'a truncated body',
      type: 'multipart/form-data; boundary=b',
      body: '--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    },
    {
      name: 'a broken part header',
      type: 'multipart/form-data; boundary=b',
      body: '--b\r\nnot a header\r\n\r\nx\r\n--b--\r\n',
    },
  ];

  it.each(bodies)('answers 400 for an attachment and a car image with $name', async ({ type, body }) => {
    const headers = { ...(await adminHeaders()), 'content-type': type };
    const attachments = await countRows('user_attachments');
    const attachment = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/2/attachments',
      headers,
      payload: body,
    });
    expect(attachment.statusCode).toBeGreaterThanOrEqual(400);
    expect(attachment.statusCode).toBeLessThan(500);
    expect(attachment.json().error.message).toEqual(expect.any(String));
    expect(await countRows('user_attachments')).toBe(attachments);
    const image = await ctx.app.inject({ method: 'POST', url: '/api/v1/cars/1/image', headers, payload: body });
    expect(image.statusCode).toBeGreaterThanOrEqual(400);
    expect(image.statusCode).toBeLessThan(500);
    expect(image.json().error.message).toEqual(expect.any(String));
  });
});

describe('addresses Fastify refuses before routing', () => {
  it('answers a malformed %-escape and an over-long path parameter in the envelope', async () => {
    const headers = await adminHeaders();
    expectRefusal(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/discount-codes/%C0%AF/verify', headers }),
      400,
      /malformed %-escape/,
    );
    const long = await ctx.app.inject({ method: 'GET', url: `/api/v1/affiliates/${'9'.repeat(150)}`, headers });
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
    expect(long.json().error.message).toEqual(expect.any(String));
  });
});

describe('the configuration (one shared record)', () => {
  it('refuses a version past 32 bits and a NUL in the home page’s texts, and leaves the record as it was', async () => {
    const headers = await adminHeaders();
    const read = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/configurations', headers })).json().data as {
        version: number;
        home: Record<string, unknown>;
      };
    const { version, home } = await read();
    const put = (payload: object) =>
      ctx.app.inject({ method: 'PUT', url: '/api/v1/configurations/1', headers, payload });
    expectRefusal(await put({ version: 2 ** 31, extraStopCharges: { amount: 1 } }), 400, /at most 2147483646/);
    expectRefusal(await put({ version, home: { ...home, welcome: 'Hi\u0000' } }), 400, /home.welcome .*NUL/);
    expectRefusal(await put({ version, extraStopCharges: { amount: 1e308 } }), 400, /Amount is too large/);
    expect((await read()).version).toBe(version);
  });
});
