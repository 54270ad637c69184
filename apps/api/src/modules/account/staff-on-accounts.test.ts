import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, users } from '../../db/schema.js';
import { ADMIN, bearer, caller, DISPATCHER, DRIVER, signIn, tokenWithPermissions } from '../../test/helper.js';
import { tokenFromLink, useMailTestApp } from '../../test/smtp-sink.js';

const ctx = useMailTestApp({ loginRateLimitIp: 1000 });

const call = caller(ctx);
const userByEmail = async (email: string) => (await ctx.app.db.select().from(users).where(eq(users.email, email)))[0]!;
const outboxSize = async () => (await ctx.app.db.select().from(mailOutbox)).length;

let counter = 0;
/** A customer who has chosen a password (through the set-password link), signed in. */
async function newCustomer(admin: Record<string, string>) {
  counter += 1;
  const email = `staff-test-${counter}-${Date.now()}@livery.test`;
  const created = await call('POST', '/users', admin, {
    firstName: 'Cleo',
    lastName: `Client${counter}`,
    email,
    phoneNumber: '+1 212 555 0142',
    role: 'customer',
  });
  expect(created.statusCode).toBe(201);
  await ctx.app.mail.drainOutbox();
  const token = tokenFromLink(ctx.smtp.to(email).at(-1)!, '/reset-password');
  const password = 'Customer-pass-1';
  expect((await call('POST', '/reset-password', {}, { token, password })).statusCode).toBe(200);
  return {
    id: created.json().data.id as number,
    email,
    password,
    session: bearer(await signIn(ctx.app, email, password)),
  };
}

describe('the dispatcher and the admin’s account (the takeover that was possible)', () => {
  it('refuses the admin’s e-mail, password, reset, profile and roles with a sentence, and changes nothing', async () => {
    const dispatcher = bearer(await signIn(ctx.app, DISPATCHER.email, DISPATCHER.password));
    const admin = await userByEmail(ADMIN.email);
    const mailBefore = await outboxSize();
    const probes = [
      await call('POST', `/users/${admin.id}/email`, dispatcher, { email: 'dispatcher-owned@livery.test' }),
      await call('PUT', `/users/${admin.id}/password`, dispatcher, { newPassword: 'Taken-over-1' }),
      await call('POST', `/users/${admin.id}/password-reset`, dispatcher),
      await call('GET', `/users/${admin.id}`, dispatcher),
      await call('PUT', `/users/${admin.id}`, dispatcher, {
        firstName: 'Mallory',
        phoneNumber: '+1 212 555 0100',
        version: admin.version,
      }),
      await call('GET', `/users/${admin.id}/attachments`, dispatcher),
    ];
    for (const response of probes) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('Only an administrator may manage an administrator’s account.');
    }
    const after = await userByEmail(ADMIN.email);
    expect(after.email).toBe(ADMIN.email);
    expect(after.firstName).toBe(admin.firstName);
    expect(after.tokenVersion).toBe(admin.tokenVersion);
    expect(await outboxSize()).toBe(mailBefore);
    await signIn(ctx.app, ADMIN.email, ADMIN.password);
  });

  it('refuses a driver’s profile to a dispatcher without drivers:edit, before reading the body', async () => {
    const dispatcher = bearer(await signIn(ctx.app, DISPATCHER.email, DISPATCHER.password));
    const driver = await userByEmail(DRIVER.email);
    const response = await call('PUT', `/users/${driver.id}`, dispatcher, { firstName: 'X' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/drivers:edit/);
  });

  it('answers a customer’s malformed edit of someone else with 403, not a 400 that teaches the shape', async () => {
    const admin = bearer(await signIn(ctx.app, ADMIN.email, ADMIN.password));
    const a = await newCustomer(admin);
    const b = await newCustomer(admin);
    const response = await call('PUT', `/users/${b.id}`, a.session, { firstName: 'Only' });
    expect(response.statusCode).toBe(403);
  });
});

describe('staff allowed to manage an account', () => {
  it('change a customer’s e-mail at once; the old address is told and its links stop working', async () => {
    const admin = bearer(await signIn(ctx.app, ADMIN.email, ADMIN.password));
    const dispatcher = bearer(await signIn(ctx.app, DISPATCHER.email, DISPATCHER.password));
    const customer = await newCustomer(admin);
    await call('POST', '/forgot-password', {}, { email: customer.email });
    await ctx.app.mail.drainOutbox();
    const staleReset = tokenFromLink(ctx.smtp.to(customer.email).at(-1)!, '/reset-password');

    const newEmail = `moved-${customer.id}@livery.test`;
    const changed = await call('POST', `/users/${customer.id}/email`, dispatcher, { email: newEmail });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ data: { email: newEmail, pending: false } });
    expect((await userByEmail(newEmail)).id).toBe(customer.id);

    await ctx.app.mail.drainOutbox();
    const notice = ctx.smtp.to(customer.email).at(-1)!;
    expect(notice.subject).toContain('Your sign-in e-mail was changed');
    expect(notice.body).toContain(newEmail);
    // The new address gets a verification link only: nothing there hands over the account.
    const atNew = ctx.smtp.to(newEmail);
    expect(atNew.map((m) => m.subject)).toEqual([expect.stringContaining('Verify your e-mail')]);
    expect(
      (await call('POST', '/reset-password', {}, { token: staleReset, password: 'Hijack-pass-1' })).statusCode,
    ).toBe(400);

    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, customer.id), eq(auditLog.action, 'change-email')));
    expect(audit?.before).toEqual({ email: customer.email });
    expect(audit?.after).toEqual({ email: newEmail });
    await signIn(ctx.app, newEmail, customer.password);
  });

  it('set a customer’s password without their current one; every session of theirs ends and they are told', async () => {
    const admin = bearer(await signIn(ctx.app, ADMIN.email, ADMIN.password));
    const dispatcher = bearer(await signIn(ctx.app, DISPATCHER.email, DISPATCHER.password));
    const customer = await newCustomer(admin);

    const asked = await call('PUT', `/users/${customer.id}/password`, dispatcher, {
      currentPassword: customer.password,
      newPassword: 'Set-by-staff-1',
    });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error.fields.currentPassword).toBeDefined();

    const set = await call('PUT', `/users/${customer.id}/password`, dispatcher, { newPassword: 'Set-by-staff-1' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ data: { token: null } });
    expect((await call('GET', '/me', customer.session)).statusCode).toBe(401);
    await ctx.app.mail.drainOutbox();
    expect(ctx.smtp.to(customer.email).at(-1)!.subject).toContain('Your password was changed');
    await signIn(ctx.app, customer.email, 'Set-by-staff-1');
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, customer.id), eq(auditLog.action, 'set-password')));
    expect(audit).toBeDefined();
  });

  it('send a customer a reset link; their sessions end and the link sets a new password', async () => {
    const admin = bearer(await signIn(ctx.app, ADMIN.email, ADMIN.password));
    const dispatcher = bearer(await signIn(ctx.app, DISPATCHER.email, DISPATCHER.password));
    const customer = await newCustomer(admin);
    const sent = await call('POST', `/users/${customer.id}/password-reset`, dispatcher);
    expect(sent.json()).toEqual({ data: { email: customer.email } });
    expect((await call('GET', '/me', customer.session)).statusCode).toBe(401);
    await ctx.app.mail.drainOutbox();
    const token = tokenFromLink(ctx.smtp.to(customer.email).at(-1)!, '/reset-password');
    expect((await call('POST', '/reset-password', {}, { token, password: 'Chosen-again-1' })).statusCode).toBe(200);
    await signIn(ctx.app, customer.email, 'Chosen-again-1');
  });

  it('still need the current password for their own, and the owner is told of the change', async () => {
    const admin = bearer(await signIn(ctx.app, ADMIN.email, ADMIN.password));
    const customer = await newCustomer(admin);
    const missing = await call('PUT', `/users/${customer.id}/password`, customer.session, {
      newPassword: 'No-current-1',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ currentPassword: 'Current password is required' });
    const changed = await call('PUT', `/users/${customer.id}/password`, customer.session, {
      currentPassword: customer.password,
      newPassword: 'My-own-choice-1',
    });
    expect(changed.statusCode).toBe(200);
    await ctx.app.mail.drainOutbox();
    expect(ctx.smtp.to(customer.email).at(-1)!.subject).toContain('Your password was changed');
  });
});

describe('no power through someone else’s account or a role', () => {
  it('refuses a staff member an account that holds a permission they lack', async () => {
    const strong = await tokenWithPermissions(ctx.app, ['settings:view', 'customers:view']);
    const strongId = (await call('GET', '/me', bearer(strong))).json().data.user.id;
    const manager = bearer(
      await tokenWithPermissions(ctx.app, ['users:edit', 'users:change-email', 'users:profile-info', 'customers:view']),
    );
    const response = await call('POST', `/users/${strongId}/email`, manager, { email: 'grab@livery.test' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/settings:view/);
  });

  it('refuses to grant through a role, a role’s permissions or a permission’s roles what the actor lacks', async () => {
    const assigner = await tokenWithPermissions(ctx.app, [
      'roles:assign',
      'permissions:assign',
      'roles:view',
      'user-roles:view',
    ]);
    const session = bearer(assigner);
    const me = (await call('GET', '/me', session)).json().data.user;
    const roles = (await call('GET', '/roles/role-permissions?limit=500&offset=0', session)).json().dataItems;
    const ownRole = roles.find((r: { name: string }) => r.name === `test-role-${me.email}`);
    const adminRole = roles.find((r: { name: string }) => r.name === 'admin');
    const permissions = (await call('GET', '/permissions?limit=500&offset=0', session)).json().dataItems;
    const settingsView = permissions.find((p: { name: string }) => p.name === 'settings:view');

    const widenOwn = await call('PUT', `/roles/role-permissions/${ownRole.id}`, session, {
      permissionIds: [...ownRole.Permissions.map((p: { id: number }) => p.id), settingsView.id],
    });
    expect(widenOwn.statusCode).toBe(403);
    expect(widenOwn.json().error.message).toMatch(/settings:view/);

    const toOwnRole = await call('PUT', `/permissions/${settingsView.id}/assign-to-roles`, session, {
      roleIds: [...settingsView.Roles.map((r: { id: number }) => r.id), ownRole.id],
    });
    expect(toOwnRole.statusCode).toBe(403);

    const takeAdminRole = await call('PUT', `/roles/users/${me.id}`, session, { roleIds: [ownRole.id, adminRole.id] });
    expect(takeAdminRole.statusCode).toBe(403);
    const stillMine = (await call('GET', '/me', session)).json().data.user.permissions;
    expect(stillMine).not.toContain('settings:view');
  });

  it('tells the owner when their roles change, and audits it', async () => {
    const admin = bearer(await signIn(ctx.app, ADMIN.email, ADMIN.password));
    const customer = await newCustomer(admin);
    const roles = (await call('GET', '/roles/role-permissions?limit=500&offset=0', admin)).json().dataItems;
    const driverRole = roles.find((r: { name: string }) => r.name === 'driver');
    const customerRole = roles.find((r: { name: string }) => r.name === 'customer');
    const response = await call('PUT', `/roles/users/${customer.id}`, admin, {
      roleIds: [customerRole.id, driverRole.id],
    });
    expect(response.statusCode).toBe(200);
    await ctx.app.mail.drainOutbox();
    const mail = ctx.smtp.to(customer.email).at(-1)!;
    expect(mail.subject).toContain('Your access was changed');
    expect(mail.body).toContain('customer, driver');
  });
});
