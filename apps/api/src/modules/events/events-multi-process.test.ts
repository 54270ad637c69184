import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, TEST_JWT_SECRET } from '../../test/helper.js';
import { aboutTrip, connectLive, reservationEventOf, type LiveClient } from '../../test/live-client.js';
import { callApi, freePort, startServer, type ServerProcess } from '../../test/processes.js';

/**
 * Live updates across API processes (issue 12, decision 049): two built servers on one PostgreSQL database, a
 * change made through one, heard by a client of the other through LISTEN/NOTIFY; and a `resync` when the
 * listener's connection drops.
 */
const base = process.env['TEST_DATABASE_URL'];
const name = `livery_events_${randomBytes(5).toString('hex')}`;
const running: ServerProcess[] = [];
const clients: LiveClient[] = [];
const dataDirs: string[] = [];

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const url = new URL(base!);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every process on one database holds the same keys. */
const SSN_KEY = randomBytes(32).toString('base64');

async function start(): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'livery-events-'));
  dataDirs.push(dataDir);
  const url = new URL(base!);
  url.pathname = `/${name}`;
  const server = await startServer(await freePort(), {
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    JWT_SECRET: TEST_JWT_SECRET,
    SSN_ENCRYPTION_KEY: SSN_KEY,
    MAIL_POLL_MS: '0',
  });
  running.push(server);
  return server;
}

afterAll(async () => {
  for (const client of clients) client.close();
  for (const server of running) server.proc.kill('SIGKILL');
  await Promise.all(running.map((s) => (s.proc.exitCode === null ? new Promise((r) => s.proc.once('exit', r)) : null)));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  if (base) await asAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
});

describe.skipIf(!base)('live updates with two API processes on one PostgreSQL database', () => {
  let one: ServerProcess;
  let two: ServerProcess;
  let token: string;
  let stream: LiveClient;

  const origin = (server: ServerProcess) => `http://127.0.0.1:${server.port}`;

  it('a client of one process hears of a trip created, changed and deleted through the other', async () => {
    await asAdmin((client) => client.query(`create database ${name}`));
    [one, two] = await Promise.all([start(), start()]);
    token = (await callApi(one.port, 'POST', '/login', undefined, { email: ADMIN.email, password: ADMIN.password }))
      .body.data.token;
    stream = await connectLive(origin(two), token);
    clients.push(stream);
    expect(stream.status).toBe(200);

    const created = await callApi(one.port, 'POST', '/reservation-drafts', token, { state: { step: 1 } });
    expect(created.status).toBe(201);
    const { id, version } = created.body.data as { id: number; version: number };
    await stream.waitFor(aboutTrip(id, { status: 'draft', version, deleted: false }));

    const saved = await callApi(one.port, 'PUT', `/reservation-drafts/${id}`, token, { state: { step: 2 }, version });
    expect(saved.status).toBe(200);
    await stream.waitFor(aboutTrip(id, { version: version + 1 }));

    expect((await callApi(one.port, 'DELETE', `/reservation-drafts/${id}`, token)).status).toBe(200);
    const deleted = await stream.waitFor(aboutTrip(id, { deleted: true }));
    expect(reservationEventOf(deleted)).toEqual({
      id,
      status: 'draft',
      version: version + 1,
      linkedId: null,
      deleted: true,
    });
  }, 120_000);

  it('tells its clients to refetch when its listener connection drops, and goes on once it is back', async () => {
    const listeners = await asAdmin(
      (client) =>
        client.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen%'`,
          [name],
        ),
      name,
    );
    expect(listeners.rowCount).toBeGreaterThanOrEqual(2); // one per process
    await stream.waitFor((event) => event.event === 'resync');

    // The listener connects again within a second or two; then changes flow as before.
    await expect
      .poll(
        async () => {
          const draft = await callApi(one.port, 'POST', '/reservation-drafts', token, { state: { step: 1 } });
          const id = (draft.body.data as { id: number }).id;
          return stream.waitFor(aboutTrip(id), 500).then(
            () => true,
            () => false,
          );
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(true);
  }, 30_000);
});
