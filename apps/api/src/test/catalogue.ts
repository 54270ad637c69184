import type { Permission } from '@livery/domain';
import { expect } from 'vitest';
import type { App } from '../app.js';
import { auditLog } from '../db/schema.js';
import { bearer, caller, tokenWithPermissions, type Method } from './helper.js';

export { caller, type Headers } from './helper.js';

/** Asserts a 400 with these field errors and that nothing was written (no audit row). */
export async function expectRejected(
  app: App,
  send: () => Promise<{ statusCode: number; json: () => { error: { code: string; fields?: object } } }>,
  fields: string[],
) {
  const before = (await app.db.select().from(auditLog)).length;
  const response = await send();
  expect(response.statusCode, JSON.stringify(response.json())).toBe(400);
  expect(response.json().error.code).toBe('VALIDATION');
  expect(Object.keys(response.json().error.fields ?? {}).sort()).toEqual([...fields].sort());
  expect((await app.db.select().from(auditLog)).length).toBe(before);
}

export interface PermissionRoute {
  permission: Permission;
  method: Method;
  url: (id: number) => string;
  body?: () => object;
}

/** Each route: allowed with exactly its permission, 403 with every other one, 401 without a token. */
export async function expectPermissions(
  ctx: { readonly app: App },
  routes: readonly PermissionRoute[],
  makeTarget: () => Promise<number>,
) {
  const call = caller(ctx);
  for (const route of routes) {
    const id = await makeTarget();
    const body = route.body?.();
    const anonymous = await call(route.method, route.url(id), {}, body);
    expect(anonymous.statusCode, `${route.method} ${route.url(id)} anonymous`).toBe(401);
    const others = [...new Set(routes.map((r) => r.permission).filter((p) => p !== route.permission))];
    const denied = await call(route.method, route.url(id), bearer(await tokenWithPermissions(ctx.app, others)), body);
    expect(denied.statusCode, `${route.method} ${route.url(id)} without ${route.permission}`).toBe(403);
    expect(denied.json().error.message).toContain(route.permission);
    const allowed = await call(
      route.method,
      route.url(id),
      bearer(await tokenWithPermissions(ctx.app, [route.permission])),
      body,
    );
    expect(allowed.statusCode, `${route.method} ${route.url(id)} with ${route.permission}`).toBeLessThan(300);
  }
}

/** The standard catalogue routes of an area, for expectPermissions. */
export function crudRoutes(area: string, body: () => object, updateBody: () => object): PermissionRoute[] {
  const p = (action: string) => `${area}:${action}` as Permission;
  return [
    { permission: p('view'), method: 'GET', url: () => `/${area}` },
    { permission: p('view'), method: 'GET', url: () => `/${area}/export.csv` },
    { permission: p('view'), method: 'GET', url: (id) => `/${area}/${id}` },
    { permission: p('create'), method: 'POST', url: () => `/${area}`, body },
    { permission: p('edit'), method: 'PUT', url: (id) => `/${area}/${id}`, body: updateBody },
    { permission: p('delete'), method: 'DELETE', url: (id) => `/${area}/${id}` },
  ];
}

/** Parses a CSV body into rows of cells (enough for our tests: quoted cells without line breaks). */
export function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter(Boolean)
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
        .slice(0, -1)
        .map((m) => m[1]!.replace(/^"|"$/g, '').replaceAll('""', '"')),
    );
}
