import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ADMIN } from './helper.js';
import { callApi, freePort, startServer } from './processes.js';

/**
 * A write the API acknowledged survives `kill -9` and a restart, on the embedded default.
 * Runs the built server as a real process.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'livery-durability-'));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const start = async (port: number) => (await startServer(port, { DATA_DIR: dataDir, DATABASE_URL: '' })).proc;
const json = callApi;

it('keeps an acknowledged write after kill -9 and a restart', async () => {
  const port = await freePort();
  child = await start(port);
  const token = (await json(port, 'POST', '/login', undefined, { email: ADMIN.email, password: ADMIN.password })).body
    .data.token;
  const created = await json(port, 'POST', '/affiliates', token, { name: 'Survives A Crash' });
  expect(created.status).toBe(201);

  child.kill('SIGKILL');
  await new Promise((r) => child!.once('exit', r));

  child = await start(port);
  const relogin = (await json(port, 'POST', '/login', undefined, { email: ADMIN.email, password: ADMIN.password })).body
    .data.token;
  const found = await json(port, 'GET', `/affiliates/${created.body.data.id}`, relogin);
  expect(found.status).toBe(200);
  expect(found.body.data.name).toBe('Survives A Crash');
  // The demo data was seeded once, not again on the second start.
  expect((await json(port, 'GET', '/affiliates?search=Blue%20Line', relogin)).body.count).toBe(1);
}, 120_000);
