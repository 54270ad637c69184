import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliates, auditLog } from '../../db/schema.js';
import {
  ADMIN,
  bearer,
  caller,
  CUSTOMER,
  DISPATCHER,
  signedIn,
  signIn,
  tokenWithPermissions,
  useTestApp,
} from '../../test/helper.js';

const ctx = useTestApp();
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);

const call = caller(ctx);

async function create(name: string) {
  const response = await call('POST', '/affiliates', admin, { name });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; name: string; version: number };
}

describe('affiliates', () => {
  it('lists the seeded affiliates with a total count', async () => {
    const response = await call('GET', '/affiliates', dispatcher);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(4);
    expect(body.dataItems).toHaveLength(4);
    expect(body.dataItems[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      version: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updatedAt: expect.any(String),
    });
  });

  it('creates, reads, updates and deletes, auditing each change in its transaction', async () => {
    const created = await create('  Grand Central Hotels  ');
    expect(created).toMatchObject({ name: 'Grand Central Hotels', version: 1 });

    const read = await call('GET', `/affiliates/${created.id}`, dispatcher);
    expect(read.json().data.name).toBe('Grand Central Hotels');

    const updated = await call('PUT', `/affiliates/${created.id}`, dispatcher, { name: 'Grand Central', version: 1 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'Grand Central', version: 2 });

    const deleted = await call('DELETE', `/affiliates/${created.id}`, dispatcher);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { id: created.id } });
    expect((await call('GET', `/affiliates/${created.id}`, admin)).statusCode).toBe(404);

    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'affiliate'), eq(auditLog.entityId, created.id)))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]).toMatchObject({ before: { name: 'Grand Central Hotels' }, after: { name: 'Grand Central' } });
    expect(audit[2]?.actorId).not.toBe(audit[0]?.actorId);
  });

  it('refuses a stale version with 409 and keeps the newer name', async () => {
    const { id } = await create('Version Test');
    expect((await call('PUT', `/affiliates/${id}`, admin, { name: 'First edit', version: 1 })).statusCode).toBe(200);
    const stale = await call('PUT', `/affiliates/${id}`, dispatcher, { name: 'Second edit', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({
      code: 'CONFLICT',
      message: 'This affiliate was changed by someone else since you opened it. Reload it and make your change again.',
    });
    expect((await call('GET', `/affiliates/${id}`, admin)).json().data.name).toBe('First edit');
  });

  it('refuses a duplicate name, whatever its case, with 409 and writes nothing', async () => {
    await create('Unique Limo');
    const before = await ctx.app.db.select().from(auditLog);
    const duplicate = await call('POST', '/affiliates', admin, { name: 'UNIQUE limo' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toMatchObject({ code: 'CONFLICT', fields: { name: expect.any(String) } });
    expect(await ctx.app.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it('searches case-insensitively, treating % and _ literally', async () => {
    await create('100% Chauffeurs');
    const search = async (term: string) =>
      (await call('GET', `/affiliates?search=${encodeURIComponent(term)}`, admin))
        .json()
        .dataItems.map((a: { name: string }) => a.name);
    expect(await search('harbor')).toEqual(['Harbor Hotel Group']);
    expect(await search('100%')).toEqual(['100% Chauffeurs']);
    expect(await search('%')).toEqual(['100% Chauffeurs']);
    expect(await search('zzz')).toEqual([]);
  });

  it('sorts by each column both ways and pages with a stable order', async () => {
    const names = async (query: string) =>
      (await call('GET', `/affiliates?${query}`, admin)).json().dataItems.map((a: { name: string }) => a.name);
    const ascending = await names('sort=name&limit=500');
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(await names('sort=-name&limit=500')).toEqual([...ascending].reverse());
    const byCreated = await names('sort=createdAt&limit=500');
    expect(byCreated[0]).toBe('Blue Line Limousine');
    expect(await names('sort=-createdAt&limit=500')).toEqual([...byCreated].reverse());

    const page1 = await call('GET', '/affiliates?sort=name&limit=2&offset=0', admin);
    const page2 = await call('GET', '/affiliates?sort=name&limit=2&offset=2', admin);
    expect(page1.json().count).toBe(ascending.length);
    expect([...page1.json().dataItems, ...page2.json().dataItems].map((a) => a.name)).toEqual(ascending.slice(0, 4));
  });

  it('answers 400 with field errors for bad bodies and queries, never 500', async () => {
    const cases: [string, Awaited<ReturnType<typeof call>>, string][] = [
      ['empty name', await call('POST', '/affiliates', admin, { name: '' }), 'name'],
      ['number name', await call('POST', '/affiliates', admin, { name: 42 }), 'name'],
      ['unknown body field', await call('POST', '/affiliates', admin, { name: 'X', version: 1, id: 9 }), 'id'],
      ['missing version', await call('PUT', '/affiliates/1', admin, { name: 'X' }), 'version'],
      ['unknown query parameter', await call('GET', '/affiliates?colour=red', admin), 'colour'],
      ['bad sort', await call('GET', '/affiliates?sort=passwordHash', admin), 'sort'],
      ['limit too big', await call('GET', '/affiliates?limit=501', admin), 'limit'],
      ['negative offset', await call('GET', '/affiliates?offset=-1', admin), 'offset'],
      ['non-numeric id', await call('GET', '/affiliates/abc', admin), 'id'],
    ];
    for (const [name, response, field] of cases) {
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error.code, name).toBe('VALIDATION');
      expect(Object.keys(response.json().error.fields ?? {}), name).toContain(field);
    }
  });

  it('answers 404 for a missing affiliate on read, update and delete', async () => {
    for (const response of [
      await call('GET', '/affiliates/999999', admin),
      await call('PUT', '/affiliates/999999', admin, { name: 'Nobody', version: 1 }),
      await call('DELETE', '/affiliates/999999', admin),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({
        code: 'NOT_FOUND',
        message: 'This affiliate was not found. It may have been deleted.',
      });
    }
  });
});

describe('affiliate permissions', () => {
  const routes = [
    { permission: 'affiliates:view', method: 'GET', url: () => '/affiliates' },
    { permission: 'affiliates:view', method: 'GET', url: (id: number) => `/affiliates/${id}` },
    {
      permission: 'affiliates:create',
      method: 'POST',
      url: () => '/affiliates',
      body: () => ({ name: `P ${Math.random()}` }),
    },
    {
      permission: 'affiliates:edit',
      method: 'PUT',
      url: (id: number) => `/affiliates/${id}`,
      body: () => ({ name: `E ${Math.random()}`, version: 1 }),
    },
    { permission: 'affiliates:delete', method: 'DELETE', url: (id: number) => `/affiliates/${id}` },
  ] as const;

  it('answers 401 on every route without a token', async () => {
    const { id } = await create('Anonymous Target');
    for (const route of routes) {
      const body = 'body' in route ? route.body() : undefined;
      const response = await call(route.method, route.url(id), {}, body);
      expect(response.statusCode, `${route.method} ${route.permission}`).toBe(401);
    }
  });

  it('answers 403 to a customer on every route and changes nothing', async () => {
    const customer = bearer(await signIn(ctx.app, CUSTOMER.email, CUSTOMER.password));
    const { id } = await create('Customer Target');
    for (const route of routes) {
      const body = 'body' in route ? route.body() : undefined;
      const response = await call(route.method, route.url(id), customer, body);
      expect(response.statusCode, `${route.method} ${route.permission}`).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
      expect(response.json().error.message).toContain(route.permission);
    }
    const [row] = await ctx.app.db.select().from(affiliates).where(eq(affiliates.id, id));
    expect(row?.name).toBe('Customer Target');
  });

  it('lets each route through with exactly its own permission', async () => {
    for (const route of routes) {
      const { id } = await create(`Target ${route.method} ${Math.random()}`);
      const onlyThis = bearer(await tokenWithPermissions(ctx.app, [route.permission]));
      const body = 'body' in route ? route.body() : undefined;
      const allowed = await call(route.method, route.url(id), onlyThis, body);
      expect(allowed.statusCode, `${route.method} with ${route.permission}`).toBeLessThan(300);
      const others = routes.filter((r) => r.permission !== route.permission).map((r) => r.permission);
      const withoutIt = bearer(await tokenWithPermissions(ctx.app, [...new Set(others)]));
      const denied = await call(route.method, route.url(id), withoutIt, body);
      expect(denied.statusCode, `${route.method} without ${route.permission}`).toBe(403);
    }
  });
});
