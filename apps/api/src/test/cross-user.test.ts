import { SEEDED_ROLES } from '@livery/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN, DISPATCHER, bearer, signIn, userWithPermissions, useTestApp } from './helper.js';

/**
 * Cross-user probes (issue 8): every route that takes a user id, called by someone who may not act on that
 * account. Never a 2xx, and the account is unchanged afterwards.
 */
const ctx = useTestApp({ rateLimitMax: 1_000_000 });

/** Every route acting on the account in the path, with a body that would be accepted from someone allowed. */
const ACCOUNT_CALLS = (id: number) =>
  [
    { method: 'GET', url: `/api/v1/users/${id}` },
    { method: 'PUT', url: `/api/v1/users/${id}`, payload: { firstName: 'Mallory', version: 1 } },
    { method: 'PUT', url: `/api/v1/users/${id}/password`, payload: { newPassword: 'Taken-over-123' } },
    { method: 'POST', url: `/api/v1/users/${id}/password-reset` },
    { method: 'POST', url: `/api/v1/users/${id}/email`, payload: { email: 'mallory@example.com' } },
    { method: 'GET', url: `/api/v1/users/${id}/attachments` },
    { method: 'GET', url: `/api/v1/users/${id}/attachments/1/file` },
    { method: 'DELETE', url: `/api/v1/users/${id}/attachments/1` },
    { method: 'PUT', url: `/api/v1/roles/users/${id}`, payload: { roleIds: [1] } },
    { method: 'DELETE', url: `/api/v1/users/${id}` },
  ] as const;

async function snapshot(id: number) {
  const admin = await signIn(ctx.app, ADMIN.email, ADMIN.password);
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/users/${id}`, headers: bearer(admin) });
  expect(response.statusCode).toBe(200);
  const { email, firstName, version, Roles, isAdmin } = response.json().data;
  return { email, firstName, version, Roles, isAdmin };
}

async function expectNoWayIn(token: string, targetId: number, options: { mayDelete?: boolean } = {}) {
  const before = await snapshot(targetId);
  const calls = ACCOUNT_CALLS(targetId).filter(
    (call) => !(options.mayDelete && call.url === `/api/v1/users/${targetId}` && call.method === 'DELETE'),
  );
  for (const call of calls) {
    const response = await ctx.app.inject({ ...call, headers: bearer(token) });
    expect(response.statusCode, `${call.method} ${call.url}`).toBeGreaterThanOrEqual(400);
    expect([401, 403, 404], `${call.method} ${call.url}: ${response.body}`).toContain(response.statusCode);
  }
  expect(await snapshot(targetId)).toEqual(before);
}

describe('cross-user probes', () => {
  it('customer A on customer B', async () => {
    const a = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    const b = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    await expectNoWayIn(a.token, b.id);
  });

  it('the dispatcher on the admin', async () => {
    await expectNoWayIn(await signIn(ctx.app, DISPATCHER.email, DISPATCHER.password), 1);
  });

  it('a driver on another driver, and a dispatcher without drivers:edit on a driver', async () => {
    const driver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    const other = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    await expectNoWayIn(driver.token, other.id);
    // Deleting a driver is drivers:delete, which dispatchers hold; everything else on the account needs drivers:edit.
    await expectNoWayIn(await signIn(ctx.app, DISPATCHER.email, DISPATCHER.password), other.id, { mayDelete: true });
  });

  it('a staff member on a staff member holding more permissions', async () => {
    const weaker = await userWithPermissions(ctx.app, [
      ...SEEDED_ROLES.dispatcher.filter((p) => p !== 'settings:view'),
    ]);
    const stronger = await userWithPermissions(ctx.app, [...SEEDED_ROLES.dispatcher, 'settings:view']);
    await expectNoWayIn(weaker.token, stronger.id);
  });

  it('answers 403, not 400, to a customer who sends another user a half-shaped body', async () => {
    const a = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    const b = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${b.id}`,
      headers: bearer(a.token),
      payload: { firstName: 'Mallory' },
    });
    expect(response.statusCode).toBe(403);
  });
});
