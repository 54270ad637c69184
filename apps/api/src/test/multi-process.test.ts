import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, TEST_JWT_SECRET } from './helper.js';

const ADMIN_SIGN_IN = { email: ADMIN.email, password: ADMIN.password };
import { callApi, freePort, startServer, type ServerProcess, adminQuery } from './processes.js';

/**
 * Several API processes on one PostgreSQL database (issue 8): they start together on an empty database, share
 * sessions, sign-outs, the sign-in lockout and the request limits, and a process holding another key refuses to
 * start. Real processes (the built server) on a database made for this file.
 */
const base = process.env['TEST_DATABASE_URL'];
const name = `livery_multi_${randomBytes(5).toString('hex')}`;
const running: ServerProcess[] = [];
const dataDirs: string[] = [];

function databaseUrl(): string {
  const url = new URL(base!);
  url.pathname = `/${name}`;
  return url.toString();
}

const SSN_KEY = randomBytes(32).toString('base64');

async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'livery-multi-'));
  dataDirs.push(dataDir);
  const server = await startServer(await freePort(), {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(),
    JWT_SECRET: TEST_JWT_SECRET,
    SSN_ENCRYPTION_KEY: SSN_KEY,
    LOGIN_RATE_LIMIT_ACCOUNT: '6',
    RATE_LIMIT_MAX: '40',
    MAIL_POLL_MS: '0',
    ...env,
  });
  running.push(server);
  return server;
}

afterAll(async () => {
  for (const server of running) server.proc.kill('SIGKILL');
  await Promise.all(running.map((s) => (s.proc.exitCode === null ? new Promise((r) => s.proc.once('exit', r)) : null)));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  if (base) await adminQuery(`drop database if exists ${name} with (force)`);
});

describe.skipIf(!base)('two API processes on one PostgreSQL database', () => {
  let one: ServerProcess;
  let two: ServerProcess;

  it('start together on an empty database (one migrates and seeds, the other waits)', async () => {
    await adminQuery(`create database ${name}`);
    [one, two] = await Promise.all([start(), start()]);
    const token = (await callApi(one.port, 'POST', '/login', undefined, ADMIN_SIGN_IN)).body.data.token;
    const list = await callApi(two.port, 'GET', '/affiliates?search=Blue%20Line', token);
    expect(list.body.count).toBe(1); // the demo data, seeded once
  }, 120_000);

  it('share sessions: a token from one works on the other, and signing out on one ends it on both', async () => {
    const token = (await callApi(one.port, 'POST', '/login', undefined, ADMIN_SIGN_IN)).body.data.token;
    expect((await callApi(two.port, 'GET', '/me', token)).status).toBe(200);
    // One now remembers the signed-in admin (decision 033); the sign-out on two reaches it by broadcast, in
    // milliseconds — well before the 5 s a remembered user is kept at most.
    expect((await callApi(one.port, 'GET', '/me', token)).status).toBe(200);
    expect((await callApi(two.port, 'POST', '/logout', token)).status).toBeLessThan(300);
    await expect.poll(async () => (await callApi(one.port, 'GET', '/me', token)).status, { timeout: 1_000 }).toBe(401);
    expect((await callApi(two.port, 'GET', '/me', token)).status).toBe(401);
  });

  it('follow the business time zone saved on one of them (decision 037)', async () => {
    const token = (await callApi(one.port, 'POST', '/login', undefined, ADMIN_SIGN_IN)).body.data.token;
    const { version, timezone } = (await callApi(one.port, 'GET', '/configurations', token)).body.data;
    const saved = await callApi(one.port, 'PUT', '/configurations/1', token, { version, timezone: 'Asia/Tokyo' });
    expect(saved.status).toBe(200);
    const zoneOnTwo = async () => (await callApi(two.port, 'GET', '/business-date', token)).body.data.timeZone;
    await expect.poll(zoneOnTwo, { timeout: 1_000 }).toBe('Asia/Tokyo');
    const back = { version: version + 1, timezone };
    expect((await callApi(two.port, 'PUT', '/configurations/1', token, back)).status).toBe(200);
    await expect
      .poll(async () => (await callApi(one.port, 'GET', '/business-date', token)).body.data.timeZone, {
        timeout: 1_000,
      })
      .toBe(timezone);
  });

  it('follow the 12- or 24-hour clock saved on one of them, for the screens and what they write (decision 056)', async () => {
    const token = (await callApi(one.port, 'POST', '/login', undefined, ADMIN_SIGN_IN)).body.data.token;
    const { version } = (await callApi(one.port, 'GET', '/configurations', token)).body.data;
    const to24 = { version, display: { timeFormat: '24h' } };
    expect((await callApi(one.port, 'PUT', '/configurations/1', token, to24)).status).toBe(200);
    const formatOn = (port: number) => async () => (await callApi(port, 'GET', '/business-date')).body.data.timeFormat;
    await expect.poll(formatOn(two.port), { timeout: 1_000 }).toBe('24h');
    const back = { version: version + 1, display: { timeFormat: '12h' } };
    expect((await callApi(two.port, 'PUT', '/configurations/1', token, back)).status).toBe(200);
    await expect.poll(formatOn(one.port), { timeout: 1_000 }).toBe('12h');
  });

  it('count failed sign-ins for an account across both: the 7th wrong password is refused whichever answers', async () => {
    const wrong = { email: 'dispatcher@livery.test', password: 'Not-the-password-1' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await callApi(attempt % 2 ? two.port : one.port, 'POST', '/login', undefined, wrong)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    expect((await callApi(one.port, 'POST', '/login', undefined, wrong)).status).toBe(429);
    expect((await callApi(two.port, 'POST', '/login', undefined, wrong)).status).toBe(429);
  });

  it('count the request limit across both', async () => {
    const token = (await callApi(one.port, 'POST', '/login', undefined, ADMIN_SIGN_IN)).body.data.token;
    const statuses: number[] = [];
    for (let request = 0; request < 50; request += 1) {
      statuses.push((await callApi(request % 2 ? two.port : one.port, 'GET', '/statuses', token)).status);
    }
    // 40 a minute per address in all: the 41st request is refused, whichever process answers it.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(9);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(40);
  });

  it('refuse to start a process whose SSN_ENCRYPTION_KEY or JWT_SECRET differs, with a clear message', async () => {
    await expect(start({ SSN_ENCRYPTION_KEY: randomBytes(32).toString('base64') })).rejects.toThrow(
      /SSN_ENCRYPTION_KEY is not the key this database was started with/,
    );
    await expect(start({ JWT_SECRET: 'another-secret-that-is-long-enough-to-sign-with' })).rejects.toThrow(
      /JWT_SECRET is not the key this database was started with/,
    );
  }, 120_000);
});
