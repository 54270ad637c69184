import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import { ADMIN, TEST_JWT_SECRET } from './helper.js';
import { connectLive, type LiveClient } from './live-client.js';
import { callApi, freePort, startServer, type ServerProcess, adminQuery } from './processes.js';

/**
 * A graceful shutdown of the built server (issue 26, decision 061): on SIGTERM it stops being ready at once, ends
 * live streams with a retry hint, lets a request in flight finish with its answer, and exits 0 within
 * SHUTDOWN_TIMEOUT_MS; a request that never finishes makes it exit 1 at the timeout, saying what was open. On PGlite,
 * or on PostgreSQL when TEST_DATABASE_URL is set.
 */
const base = process.env['TEST_DATABASE_URL'];
const running: ServerProcess[] = [];
const clients: LiveClient[] = [];
const sockets: Socket[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

/** A data folder and, on PostgreSQL, a database of the test's own, both removed after it. */
async function freshStore(): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'livery-lifecycle-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (!base) return { dataDir, databaseUrl: undefined };
  const name = `livery_lifecycle_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  cleanups.push(() => adminQuery(`drop database if exists ${name} with (force)`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const { dataDir, databaseUrl } = await freshStore();
  const server = await startServer(await freePort(), {
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'info',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  running.push(server);
  return server;
}

const exitOf = (server: ServerProcess) =>
  new Promise<number | null>((resolve) => {
    if (server.proc.exitCode !== null) resolve(server.proc.exitCode);
    else server.proc.once('exit', (code) => resolve(code));
  });

/** `GET /health/ready` on a new connection: its status, or `refused` once the server no longer listens. */
async function readiness(port: number): Promise<number | 'refused'> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health/ready`)).status;
  } catch {
    return 'refused';
  }
}

async function untilReady(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await readiness(port)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('never ready');
}

/**
 * A sign-in whose body has only half arrived: in flight (routed, reading its body) until `finish` sends the rest.
 * Resolves with the raw answer once the server has sent it and closed the connection.
 */
function slowSignIn(port: number): Promise<{ finish: () => void; answer: Promise<string> }> {
  const body = JSON.stringify({ email: ADMIN.email, password: ADMIN.password });
  const half = Math.floor(body.length / 2);
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/v1/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, half)}`,
      );
      let text = '';
      socket.on('data', (chunk) => (text += String(chunk)));
      const answer = new Promise<string>((done) => socket.once('close', () => done(text)));
      resolve({ finish: () => socket.write(body.slice(half)), answer });
    });
    socket.once('error', reject);
    sockets.push(socket);
  });
}

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of running.splice(0)) {
    if (server.proc.exitCode === null) server.proc.kill('SIGKILL');
    await exitOf(server);
  }
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('SIGTERM', () => {
  it('drains: not ready at once, streams told to reconnect, the request in flight answered, exit 0', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '8000', MAIL_POLL_MS: '200' });
    const origin = `http://127.0.0.1:${server.port}`;
    await untilReady(server.port);
    const signIn = await callApi(server.port, 'POST', '/login', undefined, {
      email: ADMIN.email,
      password: ADMIN.password,
    });
    const live = await connectLive(origin, signIn.body.data.token);
    clients.push(live);
    expect(live.status).toBe(200);
    const inFlight = await slowSignIn(server.port);
    // The request has been read up to its body: it is in flight.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const signalled = Date.now();
    server.proc.kill('SIGTERM');
    const exit = exitOf(server);

    // The stream ends, its last words a retry hint within the usual reconnect delay.
    await live.ended;
    const retries = [...live.text().matchAll(/^retry: (\d+)$/gm)].map((match) => Number(match[1]));
    expect(retries.length).toBe(2); // at the start, and at the end
    expect(retries[1]).toBeGreaterThan(0);
    expect(retries[1]).toBeLessThanOrEqual(3000);

    // A load balancer's check sees the process not ready: a 503, or no listener at all.
    const ready = await readiness(server.port);
    expect([503, 'refused']).toContain(ready);
    expect(server.proc.exitCode).toBeNull();

    // The request in flight is answered in full, and its connection closed.
    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('"token"');

    expect(await exit).toBe(0);
    const took = Date.now() - signalled;
    expect(took).toBeLessThan(8000);
    expect(server.output()).toContain('"msg":"shut down"');
    console.log(`SIGTERM to exit 0: ${took} ms (database: ${base ? 'PostgreSQL' : 'PGlite'})`);
  }, 120_000);

  it('exits 1 at SHUTDOWN_TIMEOUT_MS when a request never finishes, and logs it', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '1500' });
    await untilReady(server.port);
    await slowSignIn(server.port); // never finished
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = Date.now();
    server.proc.kill('SIGTERM');
    expect(await exitOf(server)).toBe(1);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(1400);
    expect(took).toBeLessThan(5000);
    expect(server.output()).toContain('shutdown timed out');
    expect(server.output()).toMatch(/POST \/api\/v1\/login \(\d+ ms\)/);
  }, 120_000);
});

describe('closing the app', () => {
  it('lets the message being sent finish, and hands the rest of the claimed batch back at once', async () => {
    // An SMTP server that takes half a second a message, and says when the first one has begun.
    let begun: () => void = () => {};
    const sending = new Promise<void>((resolve) => (begun = resolve));
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        begun();
        stream.resume();
        stream.on('end', () => setTimeout(() => callback(), 500));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
    const { port } = smtp.server.address() as { port: number };
    const store = await freshStore();
    const app = await buildApp(
      {
        ...loadConfig({}),
        ...store,
        jwtSecret: TEST_JWT_SECRET,
        seedDemoData: false,
        mailPollMs: 0,
        smtpUrl: `smtp://127.0.0.1:${port}`,
      },
      { logger: false },
    );
    const rows = await app.db
      .insert(mailOutbox)
      .values(['a', 'b', 'c', 'd'].map((name) => ({ to: `${name}@livery.test`, subject: name, text: 'x' })))
      .returning({ id: mailOutbox.id });

    const drained = app.mail.drainOutbox();
    await sending;
    await app.close();
    expect(await drained).toBe(1);

    const reopened = await openDatabase(store);
    try {
      const after = await reopened.db
        .select()
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.id,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(mailOutbox.id);
      expect(after.map((row) => row.status)).toEqual(['sent', 'queued', 'queued', 'queued']);
      // Due again now, for any process, and their attempt not counted: not hidden for the five-minute lease.
      for (const row of after.slice(1)) {
        expect(row.attempts).toBe(0);
        expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
      }
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
