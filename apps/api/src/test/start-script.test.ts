import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { isRunning } from './processes.js';

/**
 * Issue 38: stopping `npm start` by its process id left `node scripts/start.mjs` running and answering. npm runs it
 * under `sh -c`, which ends on the signal without passing it on; the script then stops once its parent is gone
 * (`scripts/stop-with-parent.mjs`). The same shape here: a shell running a node process that keeps itself alive as
 * the server does, and the shell killed.
 */
const STOP_WITH_PARENT = new URL('../../../../scripts/stop-with-parent.mjs', import.meta.url).href;
const child = (options: { everyMs: number }) =>
  `import { stopWithParent } from '${STOP_WITH_PARENT}';` +
  `stopWithParent(${JSON.stringify(options)});` +
  `process.on('SIGTERM', () => { console.log('draining'); process.exit(0); });` +
  `console.log(process.pid); setInterval(() => {}, 1000);`;

/** Starts `sh -c "node -e …"` with `env`, and answers the shell and the node process's id once it runs. */
async function shellRunning(env: Record<string, string | undefined>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, CHILD: child({ everyMs: 100 }) };
  // `npm test` runs this under npm: a variable given as undefined is taken out, not passed on as "undefined".
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];
  const shell = spawn('sh', ['-c', `"${process.execPath}" --input-type=module -e "$CHILD"; echo ended`], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  shell.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; i < 100 && !/^\d+$/m.test(output); i++) await sleep(50);
  const pid = Number(/^(\d+)$/m.exec(output)?.[1]);
  expect(pid, output).toBeGreaterThan(0);
  return { shell, pid, output: () => output };
}

describe('scripts/start.mjs under npm', () => {
  it('stops, draining as on SIGTERM, once the npm process that started it is killed', async () => {
    const { shell, pid } = await shellRunning({ npm_lifecycle_event: 'start' });
    shell.kill('SIGTERM');
    for (let i = 0; i < 60 && isRunning(pid); i++) await sleep(50);
    expect(isRunning(pid)).toBe(false);
  });

  it('keeps running without npm when the shell that started it ends (nohup node scripts/start.mjs)', async () => {
    const { shell, pid } = await shellRunning({ npm_lifecycle_event: undefined });
    try {
      shell.kill('SIGTERM');
      await sleep(500);
      expect(isRunning(pid)).toBe(true);
    } finally {
      process.kill(pid, 'SIGKILL');
    }
  });
});
