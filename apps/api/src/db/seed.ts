import { businessDate, PERMISSIONS, RESERVATION_STATUSES, SEEDED_ROLES } from '@livery/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from './client.js';
import {
  addons,
  affiliates,
  cars,
  discountCodes,
  permissions,
  rolePermissions,
  roles,
  statuses,
  surges,
  userRoles,
  users,
} from './schema.js';

/**
 * The demo sign-ins the README lists. Each password is stored already hashed (argon2id with lib/passwords.ts's
 * parameters), so the database layer needs nothing from lib/; every sign-in test as a demo user checks the pair.
 */
export const DEMO_USERS = [
  {
    email: 'admin@livery.test',
    password: 'Livery-admin-1',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$MR8xQ/xmD8nCOUuI0nbRXA$czHRRryS8HoTBXVdbgul6lb3D5SletU127I9/KfJd7k',
    firstName: 'Ada',
    lastName: 'Admin',
    role: 'admin',
    isAdmin: true,
  },
  {
    email: 'dispatcher@livery.test',
    password: 'Livery-dispatch-1',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$/anP+7Qme3KBH2DevQ1dqg$ei/F6H3nV3vnk9H4HGnCtZyxJ/K8MjU8rnRB13CH/KE',
    firstName: 'Dan',
    lastName: 'Dispatcher',
    role: 'dispatcher',
    isAdmin: false,
  },
  {
    email: 'customer@livery.test',
    password: 'Livery-customer-1',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$eMvzq+zCV5imDJVpFgsFrw$CAq+lTv30RHL868QpeQ7fdVCED+W1Vt4cE6KEPLLUOc',
    firstName: 'Cara',
    lastName: 'Customer',
    role: 'customer',
    isAdmin: false,
  },
  {
    email: 'driver@livery.test',
    password: 'Livery-driver-1',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$9hCaA9JscFZrYopuf6EzRg$yE9reTMS6csFX4eDk2CGrYS5pEHf0RYIQT3EY9/ckIk',
    firstName: 'Dev',
    lastName: 'Driver',
    role: 'driver',
    isAdmin: false,
  },
] as const;

const DEMO_AFFILIATES = ['Blue Line Limousine', 'Harbor Hotel Group', 'Skyway Travel Agency', 'Metro Executive Cars'];

/**
 * Brings the catalogue up to date on every start: statuses, the permission strings of SPEC §6,
 * the seeded roles when missing, and every permission on the admin role. Idempotent.
 */
export async function syncCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(statuses)
      .values(RESERVATION_STATUSES.map((name) => ({ name })))
      .onConflictDoNothing();
    await tx
      .insert(permissions)
      .values(PERMISSIONS.map((name) => ({ name })))
      .onConflictDoNothing();
    const permissionIds = new Map(
      (await tx.select({ id: permissions.id, name: permissions.name }).from(permissions)).map((p) => [p.name, p.id]),
    );
    for (const [name, granted] of Object.entries(SEEDED_ROLES)) {
      const [created] = await tx.insert(roles).values({ name }).onConflictDoNothing().returning({ id: roles.id });
      // A new role gets its permissions; the admin role always holds all of them.
      if (!created && name !== 'admin') continue;
      const roleId = created?.id ?? (await roleIdByName(tx, name));
      const links = granted.map((p) => ({ roleId, permissionId: permissionIds.get(p)! }));
      if (links.length) await tx.insert(rolePermissions).values(links).onConflictDoNothing();
    }
  });
}

async function roleIdByName(tx: Executor, name: string): Promise<number> {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!role) throw new Error(`role ${name} is missing`);
  return role.id;
}

/** Demo people and affiliates, only into an installation that has no users yet. Returns whether it seeded. */
export async function seedDemoData(db: Database): Promise<boolean> {
  // Any one user is enough to know (a count would read a million rows at every start of a large installation).
  const [existing] = await db.select({ id: users.id }).from(users).limit(1);
  if (existing) return false;
  await db.transaction(async (tx) => {
    const roleRows = await tx
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(
        inArray(
          roles.name,
          DEMO_USERS.map((u) => u.role),
        ),
      );
    const roleIds = new Map(roleRows.map((r) => [r.name, r.id]));
    for (const [index, demo] of DEMO_USERS.entries()) {
      const [user] = await tx
        .insert(users)
        .values({
          firstName: demo.firstName,
          lastName: demo.lastName,
          email: demo.email,
          phoneNumber: `+1 212 555 01${String(index).padStart(2, '0')}`,
          passwordHash: demo.passwordHash,
          isAdmin: demo.isAdmin,
        })
        .returning({ id: users.id });
      await tx.insert(userRoles).values({ userId: user!.id, roleId: roleIds.get(demo.role)! });
    }
    await tx.insert(affiliates).values(DEMO_AFFILIATES.map((name) => ({ name })));
    await seedCatalogue(tx);
    await seedDemoPeople(tx, roleIds);
  });
  return true;
}

/** Demo catalogue (issue 3): car classes with realistic rates, a surge, two discount codes, addons. */
async function seedCatalogue(tx: Executor): Promise<void> {
  const today = businessDate(new Date());
  const year = today.slice(0, 4);
  await tx.insert(cars).values([
    { name: 'Sedan', toAdd: 25, toMultiply: 3.25, minimumRate: 85, quantity: 6, maxBags: 3, maxPassenger: 3 },
    { name: 'SUV', toAdd: 35, toMultiply: 4.1, minimumRate: 120, quantity: 4, maxBags: 6, maxPassenger: 6 },
    { name: 'Sprinter', toAdd: 60, toMultiply: 5.75, minimumRate: 250, quantity: 2, maxBags: 14, maxPassenger: 14 },
  ]);
  await tx.insert(surges).values([
    {
      name: 'New Year rush',
      from: `${year}-12-31`,
      to: `${year}-12-31`,
      percentage: 25,
      description: "Higher demand on New Year's Eve",
    },
  ]);
  await tx.insert(addons).values([
    { name: 'Child seat', amount: 15 },
    { name: 'Meet and greet sign', amount: 20 },
    { name: 'Extra stop', percentage: 10 },
  ]);
  await tx.insert(discountCodes).values([
    { code: 'WELCOME10', type: 'general', from: `${year}-01-01`, to: `${year}-12-31`, percentage: 10 },
    { code: 'ROUNDTRIP', type: 'round trip', from: `${year}-01-01`, to: `${year}-12-31`, amount: 20 },
  ]);
}

/** Driver details for the demo driver, and a few more customers and drivers (no password: they cannot sign in). */
async function seedDemoPeople(tx: Executor, roleIds: Map<string, number>): Promise<void> {
  await tx
    .update(users)
    .set({ phoneType: '@vtext.com', dob: '1984-06-12', address: 'LaGuardia Airport (LGA), East Elmhurst, NY 11371' })
    .where(eq(users.email, 'driver@livery.test'));
  const people = [
    { firstName: 'Maria', lastName: 'Lopez', email: 'maria.lopez@example.com', role: 'customer' },
    { firstName: 'James', lastName: 'Chen', email: 'james.chen@example.com', role: 'customer' },
    {
      firstName: 'Omar',
      lastName: 'Haddad',
      email: 'omar.haddad@example.com',
      role: 'driver',
      phoneType: '@tmomail.net',
      dob: '1979-11-03',
      address: '620 Atlantic Ave, Brooklyn, NY 11217',
    },
    {
      firstName: 'Grace',
      lastName: 'Kim',
      email: 'grace.kim@example.com',
      role: 'driver',
      phoneType: '@txt.att.net',
      dob: '1990-02-21',
      address: '89 E 42nd St, New York, NY 10017',
    },
  ];
  for (const [index, person] of people.entries()) {
    const { role, ...values } = person;
    const [user] = await tx
      .insert(users)
      .values({ ...values, phoneNumber: `+1 718 555 02${String(index).padStart(2, '0')}` })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: user!.id, roleId: roleIds.get(role)! });
  }
}
