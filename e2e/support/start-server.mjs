#!/usr/bin/env node
/**
 * Starts the production build (its data folder is E2E_DATA_DIR when given) on a fresh database for the end-to-end
 * tests, after adding the fixtures the demo seed lacks (a user who may only view affiliates), the way an operator
 * would: straight into the database, before the server opens it. The database is embedded (PGlite), or with
 * E2E_DATABASE_URL a PostgreSQL database of this server's own, made anew from that URL's name and the port.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const api = (p) => new URL(`../../apps/api/dist/${p}`, import.meta.url).href;
const { openDatabase } = await import(api('db/client.js'));
const { seedDemoData, syncCatalogue } = await import(api('db/seed.js'));
const schema = await import(api('db/schema.js'));
const { hashPassword } = await import(api('lib/passwords.js'));
const { eq } = await import('drizzle-orm');

const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(tmpdir(), 'livery-e2e-'));
const port = process.env.PORT ?? '3210';
const databaseUrl = await freshPostgresDatabase(process.env.E2E_DATABASE_URL, port);
const handle = await openDatabase({ dataDir, databaseUrl });
await syncCatalogue(handle.db);
await seedDemoData(handle.db);
await handle.db.transaction(async (tx) => {
  const [role] = await tx.insert(schema.roles).values({ name: 'affiliate viewer' }).returning();
  const [permission] = await tx.select().from(schema.permissions).where(eq(schema.permissions.name, 'affiliates:view'));
  await tx.insert(schema.rolePermissions).values({ roleId: role.id, permissionId: permission.id });
  const [user] = await tx
    .insert(schema.users)
    .values({
      firstName: 'Vera',
      lastName: 'Viewer',
      email: 'affiliate-viewer@livery.test',
      passwordHash: await hashPassword('Livery-viewer-1'),
    })
    .returning();
  await tx.insert(schema.userRoles).values({ userId: user.id, roleId: role.id });
});
await handle.close();

Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: port,
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl ?? '',
  // One API process per server: the workers of the suite already keep both cores busy.
  WORKERS: '1',
  LOG_LEVEL: 'warn',
  // Every browser of the suite is one client address (127.0.0.1): the per-address limit of a real installation
  // (1,000 requests a minute) is a few busy tests' worth, and a page refused it is a flaky failure, not a finding.
  // The limits themselves are tested in the API tests.
  RATE_LIMIT_MAX: '100000',
  LOGIN_RATE_LIMIT_IP: '1000',
  FORGOT_PASSWORD_RATE_LIMIT: '1000',
  // No SMTP_URL: mail is written to DATA_DIR/mail/<id>.eml, which support/mail.ts reads.
  SMTP_URL: '',
  MAIL_POLL_MS: '200',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  WEB_DIST: fileURLToPath(new URL('../../apps/web/dist', import.meta.url)),
});
// PayPal: a local server that speaks its REST API and serves a stand-in for its JS SDK (decision 040). It lives with
// the API's tests, never in the build: this script runs under `node --import tsx` (playwright.config.ts) to read it.
const { startFakePaypal } = await import(
  new URL('../../apps/api/src/test/stand-ins/paypal/server.ts', import.meta.url).href
);
const paypal = await startFakePaypal();
Object.assign(process.env, {
  PAYPAL_API_BASE: paypal.url,
  PAYPAL_CLIENT_ID: paypal.clientId,
  PAYPAL_CLIENT_SECRET: paypal.clientSecret,
  PAYPAL_SDK_URL: paypal.sdkUrl,
});
await import(api('server.js'));

/**
 * `<base>_e2e_<port>` on base's server, dropped and created again, or nothing without a base URL. Native PostgreSQL
 * spends far less CPU per query than PGlite's WebAssembly (decision 073), which the browsers need on two cores.
 */
async function freshPostgresDatabase(baseUrl, serverPort) {
  if (!baseUrl) return undefined;
  const { default: pg } = await import('pg');
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || 'livery'}_e2e_${serverPort}`.replace(/[^a-z0-9_]/gi, '_');
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return Object.assign(new URL(url), { pathname: `/${name}` }).href;
}
