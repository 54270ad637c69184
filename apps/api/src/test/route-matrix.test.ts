import { PERMISSIONS, SEEDED_ROLES, type Permission } from '@livery/domain';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import type { RouteAccess } from '../plugins/auth.js';
import { bearer, userWithPermissions, useTestApp } from './helper.js';
import { apiOperations, injectOperation, type ApiOperation } from './routes.js';

/**
 * Authorization by construction (issue 8): every route the app registers — read from the route table, so a new
 * route is covered without anyone adding it here — is called as nobody, with a garbage token, as a user with no
 * permission, as a user with exactly what the route declares, and as a user with every permission but those.
 * Authorization comes before validation, so an empty body is enough for every call.
 */
const ctx = useTestApp({ rateLimitMax: 1_000_000 });

/** Routes any signed-in user may call: they declare no permission. A new undeclared route fails until listed. */
const SIGNED_IN_ONLY = new Set([
  'GET /api/v1/me',
  'POST /api/v1/logout',
  'GET /api/v1/statuses',
  // The booking flow's choices, for customers too (SPEC §7).
  // Your own trip, or anyone's with reservations:edit: its `ownership` decides (another's is a 404, decision 071).
  'PUT /api/v1/reservations/:id',
  // The price of such a change, as saving it would write it (decision 055): the same rule.
  'POST /api/v1/reservations/:id/quote',
  // Its customer or creator, or staff who edit, duplicate or see details: the service decides (another's is a 404).
  'GET /api/v1/reservations/:id/booking',
  // Details: reservations:details, or its customer or creator, or an assigned driver (another's is a 404).
  'GET /api/v1/reservations/:id',
  // A draft's author, or reservations:delete: the service decides (another's draft is a 404, a booked trip a 409).
  'DELETE /api/v1/reservations/:id',
  // The customer's own trip (decision 052): its customer or who booked it (staff with reservations:details may read
  // it); anyone else's is a 404, so ids are not probed.
  'GET /api/v1/reservations/:id/trip',
  'POST /api/v1/reservations/:id/customer-cancel',
  // The reservations list: everyone's with reservations:view, else your own trips (the service narrows the rows).
  'GET /api/v1/reservations',
  'GET /api/v1/surges/available',
  'GET /api/v1/discount-codes/available',
  'GET /api/v1/discount-codes/:code/verify',
  // Live updates: each user hears only of the trips they may see (decision 049).
  'GET /api/v1/events',
  // Your own address book (decision 059): another's saved address is a 404.
  'GET /api/v1/account/addresses',
  'PATCH /api/v1/account/addresses/:id',
  'DELETE /api/v1/account/addresses/:id',
  // Paying what is due online: the trip's customer or creator, or reservations:record-payment (decision 051; its
  // `ownership` decides: someone else who may read the trip is a 403, anyone else a 404).
  'POST /api/v1/reservations/:id/payments/paypal/orders',
  'POST /api/v1/reservations/:id/payments/paypal/capture',
  // The day of the trip (issue 24): the car's own driver, or reservations:assign on their behalf (its `ownership`
  // decides: staff who read trips are a 403, anyone else a 404); extras reported by the car's driver; a duty set by
  // yourself or with reservations:assign.
  'POST /api/v1/reservations/:id/slots/:slotId/steps',
  'PUT /api/v1/reservations/:id/slots/:slotId/extras',
  'PUT /api/v1/users/:id/duty',
]);

/**
 * An account route acts on a customer here. Besides the act, a non-admin needs the permission for customers'
 * accounts and every permission the account holds (decision 027).
 */
const HOLDER_PERMISSIONS = SEEDED_ROLES.customer;
const KIND_PERMISSIONS: readonly Permission[] = ['customers:edit', ...HOLDER_PERMISSIONS];
const DELETE_PERMISSIONS: readonly Permission[] = ['customers:delete', ...HOLDER_PERMISSIONS];
const DELETE_ACTS: readonly Permission[] = ['customers:delete', 'drivers:delete', 'roles:assign'];

type Call = ApiOperation;

const key = (call: Call) => `${call.method} ${call.url}`;
const list = (value: Permission | readonly Permission[] | undefined): Permission[] => (value ? [value].flat() : []);

/** What the route needs from someone acting on another user's account (a customer's, here). */
function accountNeeds(access: RouteAccess): Permission[] {
  if (!access.account) return [];
  if (access.account === 'delete') return [...DELETE_PERMISSIONS];
  return [access.account, ...KIND_PERMISSIONS];
}

/** One set per permission that opens the route by itself (none: one empty set). */
const oneOf = (permissions: readonly Permission[]) => (permissions.length ? permissions.map((p) => [p]) : [[]]);

/** The permission sets that should each open the route: one per `anyOf` alternative and `selfOr` permission. */
function exactSets(access: RouteAccess): Permission[][] {
  const base = [
    ...list(access.permission),
    ...accountNeeds(access),
    ...(access.permissionOf?.({ query: {}, body: {} }) ?? []),
  ];
  return oneOf(access.anyOf ?? []).flatMap((alternative) =>
    oneOf(list(access.selfOr)).map((other) => [...new Set([...base, ...alternative, ...other])]),
  );
}

/** Every permission but what the route declares (all of its `anyOf`, the act of an account route). */
function allBut(access: RouteAccess): Permission[] {
  const declared = new Set<Permission>([
    ...list(access.permission),
    ...list(access.selfOr),
    ...(access.anyOf ?? []),
    ...(access.permissionOf?.({ query: {}, body: {} }) ?? []),
    ...(access.account === 'delete' ? DELETE_ACTS : access.account ? [access.account] : []),
  ]);
  return PERMISSIONS.filter((p) => !declared.has(p));
}

function needsSomething(access: RouteAccess): boolean {
  return access.adminOnly === true || exactSets(access).some((set) => set.length > 0);
}

/**
 * The ways a route declares who may call it (`RouteAccess` in plugins/auth.ts); `readsOnly` and `rateLimit` are not
 * about who. Every route names at least one, so none is open by omission (issue 37, decision 072).
 */
const ACCESS_WAYS = [
  'public',
  'signedIn',
  'permission',
  'anyOf',
  'account',
  'selfOr',
  'adminOnly',
  'permissionOf',
  'ownership',
] as const satisfies readonly (keyof RouteAccess)[];
const declaredWays = (call: Call) => ACCESS_WAYS.filter((way) => call.access[way] !== undefined);

describe('the authorization matrix over every registered route', () => {
  it('has every route declare its access, `public` and `signedIn` included, and `signedIn` alone', () => {
    const calls = apiOperations(ctx.app.routeTable);
    const undeclared = calls.filter((call) => declaredWays(call).length === 0).map(key);
    expect(
      undeclared,
      'routes that declare no access (say `signedIn: true` if any signed-in user may call it)',
    ).toEqual([]);
    const mixed = calls.filter((call) => call.access.signedIn && declaredWays(call).length > 1).map(key);
    expect(mixed, '`signedIn` asks nothing more: a route that asks more declares only that').toEqual([]);
  });

  it('covers every route, and each one either declares its access or is a signed-in-only route on the list', () => {
    const calls = apiOperations(ctx.app.routeTable);
    expect(calls.length).toBeGreaterThanOrEqual(60);
    const undeclared = calls
      .filter((call) => !call.access.public && !needsSomething(call.access))
      .map(key)
      .filter((name) => !SIGNED_IN_ONLY.has(name));
    expect(undeclared, 'routes open to any signed-in user without being listed in SIGNED_IN_ONLY').toEqual([]);
  });

  it('has every route open to any signed-in user that names a record and reads a body or query decide ownership first', () => {
    // Decided in the handler, someone else's record with a malformed body would be a 400 before its 403 or 404
    // (issue 37, decision 071). A record is named by an id in the path (`:id`, `:slotId`).
    const undecided = apiOperations(ctx.app.routeTable)
      .filter((call) => !call.access.public && !needsSomething(call.access) && !call.access.ownership)
      .filter((call) => /:(id|[a-z]+Id)\b/.test(call.url) && (call.schema.body || call.schema.querystring))
      .map(key);
    expect(undecided, 'declare `ownership` (modules/auth ownershipOf) on these routes').toEqual([]);
  });

  it('answers 401, 403 or lets through exactly as each route declares', async () => {
    const { app } = ctx;
    const calls = apiOperations(app.routeTable);
    const failures: string[] = [];
    let requests = 0;

    async function call(route: Call, targetId: number, token: string | null) {
      const url = route.url.replace(/:id\b/, String(targetId)).replace(/:[A-Za-z]+/g, '1');
      requests += 1;
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      return injectOperation(app, route, {
        method: route.method as 'GET',
        url,
        headers: token ? bearer(token) : {},
        ...(hasBody ? { payload: {} } : {}),
      });
    }
    const expectStatus = (
      route: Call,
      who: string,
      response: { statusCode: number; body: string },
      ok: (s: number) => boolean,
      wanted: string,
    ) => {
      if (!ok(response.statusCode)) {
        failures.push(
          `${key(route)} as ${who}: ${response.statusCode} ${response.body.slice(0, 160)}, expected ${wanted}`,
        );
      }
    };

    for (const route of calls) {
      // A fresh customer to act on for each route: a DELETE that goes through must not spoil the next route.
      const target = await userWithPermissions(app, [], { roleNames: ['customer'] });
      const { access } = route;

      const nobody = await call(route, target.id, null);
      const garbage = await call(route, target.id, 'not-a-token');
      if (access.public) {
        expectStatus(route, 'nobody', nobody, (s) => s !== 401 && s < 500, 'not 401, not 5xx');
        expectStatus(route, 'a garbage token', garbage, (s) => s < 500, 'not 5xx');
        continue;
      }
      expectStatus(route, 'nobody', nobody, (s) => s === 401, '401');
      expectStatus(route, 'a garbage token', garbage, (s) => s === 401, '401');

      const none = await userWithPermissions(app, []);
      const withNone = await call(route, target.id, none.token);
      if (needsSomething(access)) {
        expectStatus(route, 'a user with no permission', withNone, (s) => s === 403, '403');
      } else if (access.ownership) {
        // Someone else's record: the route's own rule refuses it (403 or 404) before the body is read (decision
        // 071); the person the path names (a user's duty) is let through.
        const allowed = (s: number) => s !== 401 && s !== 403 && s < 500;
        expectStatus(route, 'a user with no permission', withNone, (s) => s !== 401 && s < 500, 'not 401, not 5xx');
        expectStatus(route, 'the user in the path', await call(route, target.id, target.token), allowed, 'allowed');
        continue;
      } else {
        const allowed = (s: number) => s !== 401 && s !== 403 && s < 500;
        expectStatus(route, 'a user with no permission', withNone, allowed, 'allowed');
        continue;
      }

      if (access.selfOr) {
        // The self rule: the person in the path, holding nothing, is let in.
        const allowed = (s: number) => s !== 401 && s !== 403 && s < 500;
        expectStatus(route, 'the user in the path', await call(route, target.id, target.token), allowed, 'allowed');
      }

      if (access.adminOnly) {
        // No permission opens it: an administrator may, a user holding every permission may not.
        const admin = await userWithPermissions(app, []);
        await app.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
        const allowed = (s: number) => s !== 401 && s !== 403 && s < 500;
        expectStatus(route, 'an administrator', await call(route, target.id, admin.token), allowed, 'allowed');
        const everything = await userWithPermissions(app, PERMISSIONS);
        const response = await call(route, target.id, everything.token);
        expectStatus(route, 'a user with every permission but no isAdmin', response, (s) => s === 403, '403');
        continue;
      }

      for (const set of exactSets(access)) {
        const exact = await userWithPermissions(app, set);
        const response = await call(route, target.id, exact.token);
        const allowed = (s: number) => s !== 401 && s !== 403 && s < 500;
        expectStatus(route, `a user with exactly ${set.join(', ')}`, response, allowed, 'allowed');
      }

      const others = await userWithPermissions(app, allBut(access));
      const response = await call(route, target.id, others.token);
      expectStatus(route, 'a user with every permission but the route’s', response, (s) => s === 403, '403');
    }

    expect(failures).toEqual([]);
    // The closing note of issue 8 cites these figures.
    console.info(`route matrix: ${calls.length} routes, ${requests} requests`);
    expect(requests).toBeGreaterThanOrEqual(calls.length * 3);
    // Thousands of requests, growing with every route: past the suite's 30 s on a busy two-core machine.
  }, 180_000);
});
