import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { ADMIN } from './helper.js';

/**
 * A write the API acknowledged survives `kill -9` and a restart, on the embedded default.
 * Runs the built server (dist/server.js) as a real process; `npm test` builds it first.
 */
const serverJs = fileURLToPath(new URL('../../dist/server.js', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'livery-durability-'));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function start(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, [serverJs], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout?.on('data', (chunk) => (output += chunk));
  proc.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/docs/json`);
      if (response.ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${output}`);
}

async function json(port: number, method: string, url: string, token?: string, body?: object) {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as any };
}

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
