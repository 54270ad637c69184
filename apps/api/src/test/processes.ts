import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The repository's `scripts/` (backup.mjs, restore.mjs, …). */
const scriptsDir = fileURLToPath(new URL('../../../../scripts/', import.meta.url));

/** The built server (dist/server.js), run as a real process; `npm test` builds it first. */
const serverJs = fileURLToPath(new URL('../../dist/server.js', import.meta.url));

export function freePort(): Promise<number> {
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

export interface ServerProcess {
  proc: ChildProcess;
  port: number;
  /** Everything it printed so far. */
  output: () => string;
}

/** Starts the API on `port` with `env` and waits until it answers; rejects with its output if it exits. */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const proc = spawn(process.execPath, [serverJs], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WORKERS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout?.on('data', (chunk) => (output += chunk));
  proc.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/docs/json`);
      if (response.ok) return { proc, port, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  proc.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

/** A JSON call to the API of a running server. */
export async function callApi(port: number, method: string, url: string, token?: string, body?: object) {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** One statement on the test PostgreSQL server (`TEST_DATABASE_URL`): a test file's own `create database`, `drop`. */
export async function adminQuery(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env['TEST_DATABASE_URL'] });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** Runs one of the repository's scripts (`backup.mjs`, `restore.mjs`) with these variables: its exit code and output. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(scriptsDir, script), ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** A database's URL on TEST_DATABASE_URL's server. */
export function databaseUrlOf(name: string): string {
  const url = new URL(process.env['TEST_DATABASE_URL']!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Whether a process of this id is still running (signal 0 tests it without touching it). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
