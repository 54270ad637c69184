import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, roles, users } from '../../db/schema.js';
import {
  ADMIN,
  bearer,
  CUSTOMER,
  DISPATCHER,
  signIn,
  TEST_JWT_SECRET,
  userWithPermissions,
  useTestApp,
} from '../../test/helper.js';

const ctx = useTestApp();
const login = (email: string, password: string, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password }, remoteAddress: ip });

describe('POST /login', () => {
  it('returns the user with permissions and isAdmin, and a token', async () => {
    const response = await login(ADMIN.email, ADMIN.password);
    expect(response.statusCode).toBe(200);
    const { user, token } = response.json().data;
    expect(user).toMatchObject({ email: ADMIN.email, isAdmin: true, fullName: 'Ada Admin' });
    expect(user.permissions).toContain('affiliates:view');
    expect(user.Roles).toEqual([expect.objectContaining({ name: 'admin' })]);
    expect(user).not.toHaveProperty('passwordHash');
    expect(token.split('.')).toHaveLength(3);
  });

  it('gives the dispatcher no settings permissions', async () => {
    const { user } = (await login(DISPATCHER.email, DISPATCHER.password)).json().data;
    expect(user.isAdmin).toBe(false);
    expect(user.permissions).toContain('affiliates:create');
    expect(user.permissions).not.toContain('settings:view');
    expect(user.permissions).not.toContain('roles:assign');
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const wrong = await login(CUSTOMER.email, 'not-the-password', '10.0.0.2');
    const unknown = await login('nobody@livery.test', 'whatever-it-is', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toEqual({ code: 'UNAUTHENTICATED', message: 'The email or password is incorrect.' });
  });

  it('answers 400 with field errors for a malformed body', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(response.json().error.fields).toMatchObject({
      email: 'Enter a valid email address',
      password: expect.any(String),
    });
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
  });

  it('blocks an account after 5 failed sign-ins, even with the right password, from any address', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(DISPATCHER.email, 'wrong-password', `10.1.0.${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login(DISPATCHER.email, DISPATCHER.password, '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(blocked.json().error.message).toMatch(/Too many failed sign-ins/);
    // Other accounts are unaffected.
    expect((await login(ADMIN.email, ADMIN.password, '10.1.0.99')).statusCode).toBe(200);
  });

  it('limits sign-in attempts per address', async () => {
    const ip = '10.2.0.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await login(`someone${attempt}@livery.test`, 'wrong-password', ip)).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    const limited = await login(ADMIN.email, ADMIN.password, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Too many requests/),
    });
  });

  it('stores passwords as argon2id with m=19 MiB, t=2, p=1', async () => {
    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, ADMIN.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('GET /me', () => {
  it('returns the signed-in user and the token', async () => {
    const token = await signIn(ctx.app, CUSTOMER.email, CUSTOMER.password);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ token, user: { email: CUSTOMER.email, isAdmin: false } });
  });

  it('answers 401 without a token, or with a malformed, tampered, expired or unsigned one', async () => {
    const token = await signIn(ctx.app, CUSTOMER.email, CUSTOMER.password);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const elevated = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const expired = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuer('livery-api')
      .setAudience('livery')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 13 * 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const otherKey = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('livery-api')
      .setAudience('livery')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const cases: Record<string, string | undefined> = {
      'no header': undefined,
      'not bearer': `Basic ${token}`,
      garbage: 'Bearer not.a.token',
      tampered: `Bearer ${header}.${elevated}.${signature}`,
      expired: `Bearer ${expired}`,
      'alg none': `Bearer ${unsigned}`,
      'other key': `Bearer ${otherKey}`,
    };
    for (const [name, authorization] of Object.entries(cases)) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, name).toBe(401);
      expect(response.json().error.code, name).toBe('UNAUTHENTICATED');
    }
  });
});

describe('POST /logout', () => {
  it('revokes every token of the user', async () => {
    const first = await signIn(ctx.app, CUSTOMER.email, CUSTOMER.password);
    const second = await signIn(ctx.app, CUSTOMER.email, CUSTOMER.password);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(first) });
    expect(out.statusCode).toBe(200);
    for (const token of [first, second]) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) })).statusCode).toBe(401);
    }
    // A new sign-in works again.
    const third = await signIn(ctx.app, CUSTOMER.email, CUSTOMER.password);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(third) })).statusCode).toBe(200);
  });
});

describe('the signed-in users remembered between requests (decision 033)', () => {
  const get = (url: string, token: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });

  it('are remembered for reads, and forgotten by every request that may write', async () => {
    const { id, token } = await userWithPermissions(ctx.app, ['addons:view']);
    expect((await get('/addons', token)).statusCode).toBe(200);

    // Changed behind the API's back (an administrator's SQL): reads go on from memory for a few seconds…
    await ctx.app.db.update(users).set({ tokenVersion: 99 }).where(eq(users.id, id));
    expect((await get('/addons', token)).statusCode).toBe(200);
    // …until any request that may write, even a refused one, makes every process forget.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/addons',
      headers: bearer(token),
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    expect((await get('/addons', token)).statusCode).toBe(401);
  });

  it('see a permission taken away through the API at once', async () => {
    const admin = await signIn(ctx.app, ADMIN.email, ADMIN.password);
    const { email, token } = await userWithPermissions(ctx.app, ['addons:view', 'cars:view']);
    expect((await get('/addons', token)).statusCode).toBe(200);
    const [role] = await ctx.app.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, `test-role-${email}`));
    const roleId = role!.id;
    const carsView = (await get('/permissions?search=cars%3Aview', admin)).json().dataItems[0].id;
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/roles/role-permissions/${roleId}`,
      headers: bearer(admin),
      payload: { permissionIds: [carsView] },
    });
    expect(put.statusCode).toBe(200);
    expect((await get('/addons', token)).statusCode).toBe(403);
    expect((await get('/cars', token)).statusCode).toBe(200);
  });
});

describe('POST /signup', () => {
  const body = {
    firstName: 'Sam',
    lastName: 'Rider',
    email: 'sam@example.com',
    phoneNumber: '+1 917 555 0101',
    password: 'a-good-password',
  };

  it('creates a customer, signs them in and audits it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      payload: body,
      remoteAddress: '10.3.0.1',
    });
    expect(response.statusCode).toBe(201);
    const { user, token } = response.json().data;
    expect(user).toMatchObject({ email: 'sam@example.com', isAdmin: false, fullName: 'Sam Rider' });
    expect(user.Roles.map((r: { name: string }) => r.name)).toEqual(['customer']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) })).statusCode).toBe(200);
    const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit.some((a) => a.entity === 'user' && a.action === 'signup')).toBe(true);
    expect(JSON.stringify(audit)).not.toContain('argon2');
  });

  it('refuses a duplicate email, whatever its case, with a clear 409', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      payload: { ...body, email: 'SAM@example.com' },
      remoteAddress: '10.3.0.2',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists. Sign in, or reset your password.',
      fields: { email: expect.any(String) },
    });
  });

  it('refuses isAdmin in the body, a short password and a 129-character one', async () => {
    const cases = [
      { payload: { ...body, email: 'x1@example.com', isAdmin: true }, field: 'isAdmin' },
      { payload: { ...body, email: 'x2@example.com', password: 'short' }, field: 'password' },
      { payload: { ...body, email: 'x3@example.com', password: 'p'.repeat(129) }, field: 'password' },
      { payload: { ...body, email: 'not-an-email' }, field: 'email' },
    ];
    for (const { payload, field } of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/signup',
        payload,
        remoteAddress: '10.3.0.3',
      });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().error.fields), field).toContain(field);
    }
    const created = await ctx.app.db.select().from(users).where(eq(users.firstName, 'Sam'));
    expect(created).toHaveLength(1);
  });
});
