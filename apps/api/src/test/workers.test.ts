import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, TEST_JWT_SECRET } from './helper.js';
import { adminQuery, callApi, freePort, isRunning, startServer, type ServerProcess } from './processes.js';

/**
 * `WORKERS` (issue 26, decision 063): `npm start` runs that many API processes on one port; one that dies is
 * replaced, and SIGTERM drains them all. The built server as a real process, on a database made for this file.
 */
const base = process.env['TEST_DATABASE_URL'];
const name = `livery_workers_${randomBytes(5).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'livery-workers-'));
let primary: ServerProcess | undefined;

/** The pids of the primary's worker processes. */
function workerPids(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((value) => value > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

afterAll(async () => {
  if (primary && primary.proc.exitCode === null) {
    const pids = workerPids(primary.proc.pid!);
    primary.proc.kill('SIGKILL');
    for (const pid of pids) process.kill(pid, 'SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (base) await adminQuery(`drop database if exists ${name} with (force)`);
});

describe.skipIf(!base)('WORKERS on PostgreSQL', () => {
  it('runs that many processes on one port, replaces a killed one, and drains them all on SIGTERM', async () => {
    await adminQuery(`create database ${name}`);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    const metricsPort = await freePort();
    primary = await startServer(await freePort(), {
      METRICS_PORT: String(metricsPort),
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      JWT_SECRET: TEST_JWT_SECRET,
      MAIL_POLL_MS: '0',
      WORKERS: '2',
      LOG_LEVEL: 'info',
    });
    const pid = primary.proc.pid!;
    await expect.poll(() => workerPids(pid).length, { timeout: 30_000 }).toBe(2);
    const [killed, kept] = workerPids(pid) as [number, number];
    const signIn = { email: ADMIN.email, password: ADMIN.password };
    const token = (await callApi(primary.port, 'POST', '/login', undefined, signIn)).body.data.token as string;

    process.kill(killed, 'SIGKILL');
    // The other keeps answering while the primary forks a replacement (a connection kept open to the killed one
    // is reset: the client sends again, on a new one).
    const me = () =>
      callApi(primary!.port, 'GET', '/me', token).then(
        (r) => r.status,
        () => 0,
      );
    await expect.poll(me, { timeout: 5_000 }).toBe(200);
    await expect
      .poll(
        () => {
          const pids = workerPids(pid);
          return pids.length === 2 && pids.includes(kept) && !pids.includes(killed);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await expect.poll(me).toBe(200);
    expect(primary.output()).toMatch(/was killed by SIGKILL; starting another/);
    // The primary serves every worker's metrics on METRICS_PORT, added up (decision 061).
    // (A scrape in the replacement's first second, before it has loaded, times out: the next one answers.)
    const scrape = () => fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text());
    await expect
      .poll(scrape, { timeout: 15_000 })
      .toMatch(/livery_http_request_duration_seconds_count\{[^}]*route="\/api\/v1\/me"[^}]*\} [1-9]/);

    const workers = workerPids(pid);
    primary.proc.kill('SIGTERM');
    const [code] = await once(primary.proc, 'exit');
    expect(code).toBe(0);
    expect(workers.filter(isRunning)).toEqual([]);
  }, 120_000);
});

describe.skipIf(Boolean(base))('WORKERS on the embedded database', () => {
  it('refuses more than one process, saying why', async () => {
    await expect(
      startServer(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: '', WORKERS: '2', JWT_SECRET: TEST_JWT_SECRET }),
    ).rejects.toThrow(/WORKERS: the embedded database \(PGlite\) runs in one process; set DATABASE_URL/);
  });
});
