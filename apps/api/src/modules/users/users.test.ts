import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, users } from '../../db/schema.js';
import {
  ADMIN,
  bearer,
  caller,
  CUSTOMER,
  DISPATCHER,
  DRIVER,
  signedIn,
  signIn,
  tokenWithPermissions,
  useTestApp,
} from '../../test/helper.js';

const ctx = useTestApp();
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const customer = signedIn(ctx, CUSTOMER);

const call = caller(ctx);

let counter = 0;
const driverInput = (overrides: object = {}) => {
  counter += 1;
  return {
    firstName: 'Dora',
    lastName: 'Wheeler',
    email: `dora${counter}@livery.test`,
    phoneNumber: '+1 212 555 0199',
    role: 'driver',
    phoneType: '@vtext.com',
    socialSecurityNumber: '123456789',
    dob: '1980-04-02',
    address: 'LaGuardia Airport (LGA), East Elmhurst, NY 11371',
    ...overrides,
  };
};

const idOf = async (email: string) =>
  (await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('customers and drivers lists', () => {
  it('filters by role, ignoring its case (role=Driver as SPEC §7 writes it)', async () => {
    const drivers = await call('GET', '/users?role=Driver', dispatcher);
    expect(drivers.statusCode).toBe(200);
    expect(drivers.json().dataItems.map((u: { email: string }) => u.email)).toContain(DRIVER.email);
    expect(
      drivers.json().dataItems.every((u: { Roles: { name: string }[] }) => u.Roles.some((r) => r.name === 'driver')),
    ).toBe(true);
    const customers = await call('GET', '/users?role=customer&limit=500&offset=0', dispatcher);
    const emails = customers.json().dataItems.map((u: { email: string }) => u.email);
    expect(emails).toContain(CUSTOMER.email);
    expect(emails).not.toContain(DRIVER.email);
    expect(customers.json().count).toBe(emails.length);
  });

  it('needs customers:view or drivers:view for the matching list', async () => {
    const onlyCustomers = bearer(await tokenWithPermissions(ctx.app, ['customers:view']));
    expect((await call('GET', '/users?role=customer', onlyCustomers)).statusCode).toBe(200);
    expect((await call('GET', '/users?role=driver', onlyCustomers)).statusCode).toBe(403);
    expect((await call('GET', '/users', onlyCustomers)).statusCode).toBe(403);
    expect((await call('GET', '/users?role=customer', customer)).statusCode).toBe(403);
    expect((await call('GET', '/users?role=customer', {})).statusCode).toBe(401);
  });
});

describe('creating a driver', () => {
  it('stores the SSN encrypted and masks it in every answer, to an administrator too', async () => {
    const input = driverInput();
    const created = await call('POST', '/users', dispatcher, input);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      firstName: 'Dora',
      phoneType: '@vtext.com',
      // A dispatcher types it once and then sees it masked: they may not edit drivers.
      socialSecurityNumber: '***-**-6789',
      dob: '1980-04-02',
      Roles: [{ name: 'driver' }],
    });
    const byAdmin = await call('GET', `/users/${created.json().data.id}`, admin);
    expect(byAdmin.json().data.socialSecurityNumber).toBe('***-**-6789');
    const listedToAdmin = (await call('GET', '/users?role=driver&limit=500', admin)).json().dataItems;
    expect(listedToAdmin.find((u: { email: string }) => u.email === input.email).socialSecurityNumber).toBe(
      '***-**-6789',
    );
    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, input.email));
    expect(row!.ssnEncrypted).toMatch(/^v1\./);
    expect(row!.ssnEncrypted).not.toContain('6789');
    expect(row!.passwordHash).toBeNull();

    const viewer = bearer(await tokenWithPermissions(ctx.app, ['drivers:view']));
    const listed = (await call('GET', '/users?role=driver&limit=500', viewer)).json().dataItems;
    expect(listed.find((u: { email: string }) => u.email === input.email).socialSecurityNumber).toBe('***-**-6789');

    const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(JSON.stringify(audit)).not.toContain('123-45-6789');

    const [mail] = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, input.email));
    expect(mail).toMatchObject({ status: 'queued', subject: expect.stringContaining('Set your password') });
    expect(mail!.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{40,}/);
  });

  it('requires a phone type for drivers, not for customers', async () => {
    const noType = await call('POST', '/users', dispatcher, driverInput({ phoneType: undefined }));
    expect(noType.statusCode).toBe(400);
    expect(noType.json().error.fields).toHaveProperty('phoneType');
    const customerInput = {
      ...driverInput({ role: 'customer' }),
      phoneType: undefined,
      socialSecurityNumber: undefined,
    };
    expect((await call('POST', '/users', dispatcher, customerInput)).statusCode).toBe(201);
  });

  it('answers 400 with field errors for bad inputs and writes nothing', async () => {
    const future = new Date(Date.now() + 86_400_000 * 3).toISOString().slice(0, 10);
    const teen = new Date(Date.now() - 86_400_000 * 365 * 10).toISOString().slice(0, 10);
    const before = (await ctx.app.db.select().from(users)).length;
    const cases: [string, object, string][] = [
      ['malformed e-mail', driverInput({ email: 'not-an-email' }), 'email'],
      ['unknown phone type', driverInput({ phoneType: '@example.com' }), 'phoneType'],
      ['future date of birth', driverInput({ dob: future }), 'dob'],
      ['a minor', driverInput({ dob: teen }), 'dob'],
      ['bad SSN', driverInput({ socialSecurityNumber: '12-345' }), 'socialSecurityNumber'],
      ['unknown field', driverInput({ passwordHash: 'x' }), 'passwordHash'],
      ['missing first name', driverInput({ firstName: '' }), 'firstName'],
    ];
    for (const [name, payload, field] of cases) {
      const response = await call('POST', '/users', dispatcher, payload);
      expect(response.statusCode, name).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}), name).toContain(field);
    }
    expect(await ctx.app.db.select().from(users)).toHaveLength(before);
  });

  it('refuses a duplicate e-mail, whatever its case, with 409', async () => {
    const response = await call('POST', '/users', dispatcher, driverInput({ email: DRIVER.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toHaveProperty('email');
  });

  it('needs drivers:create for a driver and customers:create for a customer', async () => {
    const onlyCustomers = bearer(await tokenWithPermissions(ctx.app, ['customers:create']));
    expect((await call('POST', '/users', onlyCustomers, driverInput())).statusCode).toBe(403);
    const asCustomer = { ...driverInput({ role: 'customer' }), socialSecurityNumber: undefined };
    expect((await call('POST', '/users', onlyCustomers, asCustomer)).statusCode).toBe(201);
  });

  it('lets only an admin set isAdmin', async () => {
    const byDispatcher = await call('POST', '/users', dispatcher, driverInput({ isAdmin: true }));
    expect(byDispatcher.statusCode).toBe(403);
    const byAdmin = await call('POST', '/users', admin, driverInput({ isAdmin: true }));
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().data.isAdmin).toBe(true);
  });
});

describe("revealing a driver's SSN", () => {
  const reveal = (id: number, headers: Record<string, string>) => call('POST', `/users/${id}/ssn/reveal`, headers);
  const reveals = (id: number) =>
    ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, id), eq(auditLog.action, 'reveal-ssn')));

  it('answers the number in clear to a drivers:edit holder and writes who looked, never the number', async () => {
    const { id } = (await call('POST', '/users', admin, driverInput())).json().data as { id: number };
    const revealed = await reveal(id, admin);
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json().data).toEqual({ socialSecurityNumber: '123-45-6789' });
    const editor = bearer(await tokenWithPermissions(ctx.app, ['drivers:edit']));
    expect((await reveal(id, editor)).json().data.socialSecurityNumber).toBe('123-45-6789');
    const rows = await reveals(id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ action: 'reveal-ssn', before: null, after: null });
    expect(JSON.stringify(rows)).not.toContain('6789');
  });

  it('refuses a dispatcher (drivers:view only) with 403 and writes nothing', async () => {
    const { id } = (await call('POST', '/users', admin, driverInput())).json().data as { id: number };
    const refused = await reveal(id, dispatcher);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('6789');
    expect(await reveals(id)).toHaveLength(0);
  });

  it('answers 404 for a driver without an SSN, a customer and a user who does not exist', async () => {
    const noSsn = await call('POST', '/users', admin, driverInput({ socialSecurityNumber: undefined }));
    const aCustomer = await call('POST', '/users', admin, {
      ...driverInput({ role: 'customer' }),
      phoneType: undefined,
    });
    for (const id of [noSsn.json().data.id as number, aCustomer.json().data.id as number, 999_999]) {
      expect((await reveal(id, admin)).statusCode, String(id)).toBe(404);
      expect(await reveals(id)).toHaveLength(0);
    }
  });
});

describe('profile and deletion', () => {
  it('lets a user read and edit their own profile, version-checked', async () => {
    const driver = bearer(await signIn(ctx.app, DRIVER.email, DRIVER.password));
    const id = await idOf(DRIVER.email);
    const me = (await call('GET', `/users/${id}`, driver)).json().data;
    const saved = await call('PUT', `/users/${id}`, driver, {
      firstName: 'Devon',
      lastName: me.lastName,
      phoneNumber: me.phoneNumber,
      phoneType: '@tmomail.net',
      dob: '1985-01-31',
      address: 'Penn Station',
      socialSecurityNumber: '987-65-4321',
      version: me.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      firstName: 'Devon',
      socialSecurityNumber: '***-**-4321',
      version: me.version + 1,
    });
    const stale = await call('PUT', `/users/${id}`, driver, {
      firstName: 'Again',
      phoneNumber: me.phoneNumber,
      phoneType: '@tmomail.net',
      version: me.version,
    });
    expect(stale.statusCode).toBe(409);
    const noType = await call('PUT', `/users/${id}`, driver, {
      firstName: 'X',
      phoneNumber: me.phoneNumber,
      version: me.version + 1,
    });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().error.fields).toHaveProperty('phoneType');
  });

  it("refuses a customer probing someone else's profile with 403 and no data", async () => {
    const other = await idOf(DRIVER.email);
    for (const response of [
      await call('GET', `/users/${other}`, customer),
      await call('PUT', `/users/${other}`, customer, {
        firstName: 'Hacked',
        phoneNumber: '+1 212 555 0100',
        version: 1,
      }),
      await call('DELETE', `/users/${other}`, customer),
      await call('GET', '/users/999999', customer),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain(DRIVER.email);
    }
  });

  it('deletes a driver with drivers:delete, never yourself or the last admin', async () => {
    const { id } = (await call('POST', '/users', dispatcher, driverInput())).json().data;
    const onlyCustomers = bearer(await tokenWithPermissions(ctx.app, ['customers:delete']));
    expect((await call('DELETE', `/users/${id}`, onlyCustomers)).statusCode).toBe(403);
    expect((await call('DELETE', `/users/${id}`, dispatcher)).statusCode).toBe(200);
    expect((await call('DELETE', `/users/${id}`, dispatcher)).statusCode).toBe(404);

    const adminId = await idOf(ADMIN.email);
    const self = await call('DELETE', `/users/${adminId}`, admin);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe('You cannot delete your own account.');

    // Another admin cannot remove the last one either.
    const second = (
      await call('POST', '/users', admin, { ...driverInput({ role: undefined, isAdmin: true }), phoneType: undefined })
    ).json().data;
    await ctx.app.db.update(users).set({ isAdmin: false }).where(eq(users.id, second.id));
    await ctx.app.db.update(users).set({ isAdmin: true }).where(eq(users.id, second.id));
    const others = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
    for (const other of others)
      if (other.id !== adminId && other.id !== second.id) await ctx.app.db.delete(users).where(eq(users.id, other.id));
    const deleted = await call('DELETE', `/users/${second.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    await ctx.app.db.update(users).set({ isAdmin: true }).where(eq(users.id, second.id));
  });
});

describe('places', () => {
  it('suggests known places, airports with coordinates', async () => {
    const response = await call('GET', '/places?search=jfk', dispatcher);
    expect(response.statusCode).toBe(200);
    expect(response.json().dataItems[0]).toMatchObject({ kind: 'airport', lat: 40.6413, lng: -73.7781 });
    // Public: a visitor getting a quote picks places.
    expect((await call('GET', '/places?search=jfk', {})).statusCode).toBe(200);
  });
});
