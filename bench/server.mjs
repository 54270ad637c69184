/** Starts the production build (`apps/api/dist/server.js`) on a bench database and waits until it answers. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../apps/api/dist/server.js', import.meta.url));

export async function waitForUrl(url, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * `kind` postgres: `target` is the URL; pglite: the data directory. `extraEnv` adds variables (`WORKERS`, `LOG_SQL`);
 * `onLine` receives each line the server prints on stdout (its JSON log).
 */
export async function startServer(kind, target, port = 4610, extraEnv = {}, onLine = undefined) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // The bench is one client hammering one address: the per-IP limit would answer 429 after a moment.
    RATE_LIMIT_MAX: '1000000000',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    // No outbox or reminder polling beside the timed requests.
    MAIL_POLL_MS: '0',
    WORKERS: '1',
    ...(kind === 'postgres'
      ? { DATABASE_URL: target, DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/livery-bench-files` }
      : { DATABASE_URL: '', DATA_DIR: target }),
    ...extraEnv,
  };
  const child = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', onLine ? 'pipe' : 'ignore', 'inherit'] });
  if (onLine) createInterface({ input: child.stdout }).on('line', onLine);
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([
    waitForUrl(`${url}/api/docs/json`),
    exited.then(([code]) => {
      throw new Error(`the server exited with ${code}`);
    }),
  ]);
  return {
    url,
    /** The server's process id: what-if.mjs reads its processor time from /proc. */
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
