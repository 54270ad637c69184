#!/usr/bin/env node
/**
 * Starts the production build (its data folder is E2E_DATA_DIR when given) on a fresh embedded database for the end-to-end tests, after adding
 * the fixtures the demo seed lacks (a user who may only view affiliates), the way an operator would:
 * straight into the database, before the server opens it.
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
const handle = await openDatabase({ dataDir });
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
  PORT: process.env.PORT ?? '3210',
  HOST: '127.0.0.1',
  DATABASE_URL: '',
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
  PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? '3210'}`,
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
