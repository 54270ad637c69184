import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.js';
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

const permissionId = async (name: string) =>
  (await call('GET', '/permissions?limit=500&offset=0', admin))
    .json()
    .dataItems.find((p: { name: string }) => p.name === name).id as number;

describe('roles and permissions', () => {
  it('lists roles with their permissions and permissions with their roles, 500 at a time', async () => {
    const roles = await call('GET', '/roles/role-permissions?limit=500&offset=0', admin);
    expect(roles.statusCode).toBe(200);
    const names = roles.json().dataItems.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['admin', 'dispatcher', 'driver', 'customer']));
    const adminRole = roles.json().dataItems.find((r: { name: string }) => r.name === 'admin');
    expect(adminRole.Permissions.length).toBeGreaterThanOrEqual(76);

    const permissions = await call('GET', '/permissions?limit=500&offset=0', admin);
    expect(permissions.json().count).toBeGreaterThanOrEqual(76);
    const view = permissions.json().dataItems.find((p: { name: string }) => p.name === 'affiliates:view');
    expect(view.Roles.map((r: { name: string }) => r.name).sort()).toEqual(['admin', 'dispatcher']);
  });

  it('creates a role, assigns permissions (replacing the set), and a user of it gets exactly those', async () => {
    const created = await call('POST', '/roles', admin, { name: 'Accountant' });
    expect(created.statusCode).toBe(201);
    const roleId = created.json().data.id;
    const first = await call('PUT', `/roles/role-permissions/${roleId}`, admin, {
      permissionIds: [await permissionId('cars:view'), await permissionId('addons:view')],
    });
    expect(first.statusCode).toBe(200);
    const second = await call('PUT', `/roles/role-permissions/${roleId}`, admin, {
      permissionIds: [await permissionId('affiliates:view'), await permissionId('cars:view')],
    });
    expect(second.json().data.Permissions.map((p: { name: string }) => p.name)).toEqual([
      'affiliates:view',
      'cars:view',
    ]);

    const user = await call('POST', '/users/create-user-and-assign-roles', admin, {
      firstName: 'Alice',
      email: 'alice.accounts@livery.test',
      phoneNumber: '+1 212 555 0142',
      roleIds: [roleId],
    });
    expect(user.statusCode).toBe(201);
    expect(user.json().data.Roles).toEqual([{ id: roleId, name: 'Accountant' }]);
    const listed = (await call('GET', '/roles/users?limit=500&offset=0', admin)).json().dataItems;
    expect(listed.find((u: { email: string }) => u.email === 'alice.accounts@livery.test')).toMatchObject({
      fullName: 'Alice',
      Roles: [{ name: 'Accountant' }],
    });

    expect((await call('POST', '/roles', admin, { name: 'accountant' })).statusCode).toBe(409);
  });

  it('creates a permission shaped area:action and assigns it to roles, keeping the admin role', async () => {
    expect((await call('POST', '/permissions', admin, { name: 'reports' })).statusCode).toBe(400);
    const created = await call('POST', '/permissions', admin, { name: 'reports:view' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.Roles.map((r: { name: string }) => r.name)).toEqual(['admin']);
    const roles = (await call('GET', '/roles/role-permissions?limit=500&offset=0', admin)).json().dataItems;
    const id = (name: string) => roles.find((r: { name: string }) => r.name === name).id;
    const assigned = await call('PUT', `/permissions/${created.json().data.id}/assign-to-roles`, admin, {
      roleIds: [id('admin'), id('dispatcher')],
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data.Roles.map((r: { name: string }) => r.name)).toEqual(['admin', 'dispatcher']);
    const withoutAdmin = await call('PUT', `/permissions/${created.json().data.id}/assign-to-roles`, admin, {
      roleIds: [id('dispatcher')],
    });
    expect(withoutAdmin.statusCode).toBe(409);

    const renamed = await call('PUT', `/permissions/${created.json().data.id}`, admin, {
      name: 'reports:read',
      version: 1,
    });
    expect(renamed.json().data.name).toBe('reports:read');
    const builtIn = await call('PUT', `/permissions/${await permissionId('cars:view')}`, admin, {
      name: 'cars:see',
      version: 1,
    });
    expect(builtIn.statusCode).toBe(409);
  });

  it('lets only roles:assign / permissions:assign holders change role–permission links', async () => {
    const viewer = bearer(await tokenWithPermissions(ctx.app, ['roles:view', 'permissions:view', 'roles:create']));
    const roles = (await call('GET', '/roles/role-permissions?limit=500&offset=0', viewer)).json().dataItems;
    const dispatcherRole = roles.find((r: { name: string }) => r.name === 'dispatcher');
    const before = await ctx.app.db.select().from(auditLog);
    expect(
      (await call('PUT', `/roles/role-permissions/${dispatcherRole.id}`, viewer, { permissionIds: [] })).statusCode,
    ).toBe(403);
    expect((await call('PUT', `/permissions/1/assign-to-roles`, viewer, { roleIds: [] })).statusCode).toBe(403);
    expect(
      (await call('PUT', `/roles/role-permissions/${dispatcherRole.id}`, dispatcher, { permissionIds: [] })).statusCode,
    ).toBe(403);
    expect(await ctx.app.db.select().from(auditLog)).toHaveLength(before.length);
    const assigner = bearer(await tokenWithPermissions(ctx.app, ['roles:assign']));
    const adminRole = roles.find((r: { name: string }) => r.name === 'admin');
    expect(
      (await call('PUT', `/roles/role-permissions/${adminRole.id}`, assigner, { permissionIds: [] })).statusCode,
    ).toBe(409);
  });

  it('needs a view permission to read, and the create permissions to create', async () => {
    const customer = bearer(await signIn(ctx.app, CUSTOMER.email, CUSTOMER.password));
    expect((await call('GET', '/roles/role-permissions', customer)).statusCode).toBe(403);
    expect((await call('GET', '/permissions', customer)).statusCode).toBe(403);
    expect((await call('GET', '/roles/users', dispatcher)).statusCode).toBe(403);
    expect((await call('POST', '/roles', dispatcher, { name: 'Sneaky' })).statusCode).toBe(403);
    expect((await call('POST', '/permissions', dispatcher, { name: 'sneaky:do' })).statusCode).toBe(403);
  });
});

describe("a user's roles", () => {
  const adminId = async () => (await ctx.app.db.select().from(users).where(eq(users.email, ADMIN.email)))[0]!.id;

  it('change only with user-roles:view and roles:assign; only an admin sets isAdmin', async () => {
    const roles = (await call('GET', '/roles/role-permissions?limit=500&offset=0', admin)).json().dataItems;
    const customerRole = roles.find((r: { name: string }) => r.name === 'customer');
    const target = (await ctx.app.db.select().from(users).where(eq(users.email, CUSTOMER.email)))[0]!;
    const viewOnly = bearer(await tokenWithPermissions(ctx.app, ['user-roles:view']));
    expect((await call('PUT', `/roles/users/${target.id}`, viewOnly, { roleIds: [] })).statusCode).toBe(403);
    // A customer's account needs customers:edit; and nobody grants through a role what they do not hold.
    const withoutCustomers = bearer(await tokenWithPermissions(ctx.app, ['user-roles:view', 'roles:assign']));
    const refused = await call('PUT', `/roles/users/${target.id}`, withoutCustomers, { roleIds: [customerRole.id] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/customers:edit/);
    const weaker = bearer(
      await tokenWithPermissions(ctx.app, ['user-roles:view', 'roles:assign', 'customers:edit', 'reservations:create']),
    );
    const beyond = await call('PUT', `/roles/users/${target.id}`, weaker, { roleIds: [customerRole.id] });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().error.message).toMatch(/reservations:draft/);
    const manager = bearer(
      await tokenWithPermissions(ctx.app, [
        'user-roles:view',
        'roles:assign',
        'customers:edit',
        'reservations:create',
        'reservations:draft',
      ]),
    );
    const ok = await call('PUT', `/roles/users/${target.id}`, manager, { roleIds: [customerRole.id] });
    expect(ok.statusCode).toBe(200);
    const promote = await call('PUT', `/roles/users/${target.id}`, manager, {
      roleIds: [customerRole.id],
      isAdmin: true,
    });
    expect(promote.statusCode).toBe(403);
    expect((await ctx.app.db.select().from(users).where(eq(users.id, target.id)))[0]!.isAdmin).toBe(false);
  });

  it('never removes the last admin (409 with a message)', async () => {
    const response = await call('PUT', `/roles/users/${await adminId()}`, admin, { roleIds: [], isAdmin: false });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/last administrator/);
    expect((await ctx.app.db.select().from(users).where(eq(users.email, ADMIN.email)))[0]!.isAdmin).toBe(true);
  });
});
