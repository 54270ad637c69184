import { randomBytes } from 'node:crypto';
import type { Permission } from '@livery/domain';
import pg from 'pg';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { DEMO_USERS } from '../db/seed.js';
import { permissions, rolePermissions, roles, userRoles, users } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import { inArray } from 'drizzle-orm';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, seeded database test apps start from (global-setup.ts); a field is absent where none was made. */
    testDatabaseTemplate: { pglite?: string; postgres?: string };
  }
}
export const [ADMIN, DISPATCHER, CUSTOMER, DRIVER] = DEMO_USERS;

/** A fixed key, so every test app can open the one migrated and seeded copy (its key fingerprints match). */
export const TEST_SSN_KEY = Buffer.alloc(32, 7).toString('base64');

/**
 * The configuration every test app starts from: an in-memory database (or `databaseUrl`), fixed keys, no log and
 * no background outbox worker (a test sends mail with app.mail.drainOutbox()).
 */
export function testConfig(overrides: Partial<AppConfig> = {}, databaseUrl?: string): AppConfig {
  return {
    ...loadConfig({}),
    dataDir: 'memory://',
    databaseUrl,
    jwtSecret: TEST_JWT_SECRET,
    ssnEncryptionKey: TEST_SSN_KEY,
    logLevel: 'silent',
    mailPollMs: 0,
    ...overrides,
  };
}

/**
 * Settings that change what the start-up writes (the seed, the configuration's time zone, the keys' fingerprints)
 * or where the database is: a test app with one of these overridden migrates a database of its own.
 */
const STARTUP_SETTINGS = [
  'dataDir',
  'databaseUrl',
  'seedDemoData',
  'businessTimeZone',
  'jwtSecret',
  'ssnEncryptionKey',
] as const satisfies readonly (keyof AppConfig)[];
const startsFromTemplate = (overrides: Partial<AppConfig>) => STARTUP_SETTINGS.every((key) => !(key in overrides));

/** PGlite's copy of the migrated, seeded database (global-setup.ts), read once per test file. */
let pgliteTemplate: Promise<Blob> | undefined;
const readPgliteTemplate = (file: string) =>
  (pgliteTemplate ??= readFile(file).then((bytes) => new Blob([bytes], { type: 'application/x-tar' })));

async function createDatabase(base: string, template?: string): Promise<string> {
  const name = `livery_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    // The template's last connection may still be closing (55006): wait for it.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a test database once the closing app's connections are gone (a forced drop only as a last resort). */
export async function dropDatabase(base: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  // pool.end() resolves before its sockets have closed; forcing the drop at once would kill a closing
  // connection (57P01, an uncaught error in the test process). Wait for them, force only as a last resort.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await client.query(`drop database if exists ${name}`);
      await client.end();
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}

/**
 * A fresh database per test file: PGlite in memory, or a new PostgreSQL database when TEST_DATABASE_URL is set
 * (dropped afterwards). Both start as a copy of the database global-setup.ts migrated and seeded once for the run
 * (decision 073), unless the overrides change what the start-up writes.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
): Promise<{ app: App; close: () => Promise<void> }> {
  const template = startsFromTemplate(overrides) ? inject('testDatabaseTemplate') : undefined;
  const base = process.env['TEST_DATABASE_URL'] || undefined;
  const databaseUrl = base ? await createDatabase(base, template?.postgres) : undefined;
  const pgliteDataDir = !base && template?.pglite ? await readPgliteTemplate(template.pglite) : undefined;
  const app = await buildApp(testConfig(overrides, databaseUrl), {
    logger: overrides.logLevel ? undefined : false,
    pgliteDataDir,
  });
  return {
    app,
    close: async () => {
      await app.close();
      if (base && databaseUrl) await dropDatabase(base, databaseUrl);
    },
  };
}

/** Builds the app once for the file and closes it afterwards (fastify/demo's test helper). */
export function useTestApp(overrides: Partial<AppConfig> = {}): { readonly app: App } {
  const holder = {} as { app: App; close: () => Promise<void> };
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(overrides));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return {
    get app() {
      return holder.app;
    },
  };
}

export async function signIn(app: App, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${response.body}`);
  return response.json().data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Headers = Record<string, string>;

/** Calls `/api/v1<url>` with a JSON body: `const call = caller(ctx); await call('GET', '/cars', admin)`. */
export const caller =
  (ctx: { readonly app: App }) => (method: Method, url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

/**
 * The bearer header of a demo user, signed in once before the file's tests: `const admin = signedIn(ctx, ADMIN)`.
 * The object is filled in `beforeAll`, so use it inside tests.
 */
export function signedIn(ctx: { readonly app: App }, user: { email: string; password: string }): Headers {
  const headers: Headers = {};
  beforeAll(async () => {
    Object.assign(headers, bearer(await signIn(ctx.app, user.email, user.password)));
  });
  return headers;
}

let userCounter = 0;

/**
 * A user holding exactly these permissions through a role of their own, and the named seeded roles,
 * with a token minted for them: no password, no sign-in, so a test may make hundreds without meeting the
 * sign-in rate limits.
 */
export async function userWithPermissions(
  app: App,
  granted: readonly Permission[],
  options: { roleNames?: readonly string[]; password?: string } = {},
): Promise<{ id: number; email: string; token: string }> {
  userCounter += 1;
  const email = `perm-user-${userCounter}-${randomBytes(3).toString('hex')}@livery.test`;
  const passwordHash = options.password ? await hashPassword(options.password) : null;
  const user = await app.db.transaction(async (tx) => {
    const held: { id: number }[] = options.roleNames?.length
      ? await tx
          .select()
          .from(roles)
          .where(inArray(roles.name, [...options.roleNames]))
      : [];
    // A role of its own for the permissions (a customer or driver holding none keeps only that role).
    if (granted.length || held.length === 0) {
      const [role] = await tx
        .insert(roles)
        .values({ name: `test-role-${email}` })
        .returning();
      held.push(role!);
    }
    const role = held.at(-1);
    if (granted.length) {
      const rows = await tx
        .select()
        .from(permissions)
        .where(inArray(permissions.name, [...granted]));
      await tx.insert(rolePermissions).values(rows.map((p) => ({ roleId: role!.id, permissionId: p.id })));
    }
    const [created] = await tx.insert(users).values({ firstName: 'Test', email, passwordHash }).returning();
    await tx.insert(userRoles).values(held.map((r) => ({ userId: created!.id, roleId: r.id })));
    return created!;
  });
  const token = await app.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
  return { id: user.id, email, token };
}

/** A user holding exactly these permissions, signed in through POST /login; returns their token. */
export async function tokenWithPermissions(app: App, granted: Permission[]): Promise<string> {
  const password = 'Test-password-1';
  const { email } = await userWithPermissions(app, granted, { password });
  return signIn(app, email, password);
}
