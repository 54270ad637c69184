/**
 * Issue 38: `npm start` runs `node scripts/start.mjs` under `sh -c`, and a SIGTERM or SIGINT sent to npm's process
 * ended npm and the shell but not this one, which went on answering. Under npm, this process stops as on SIGTERM
 * (draining, decision 061) once the process that started it is gone. Run straight from a shell (`nohup node …`), it
 * outlives that shell as before.
 */
export function stopWithParent({ everyMs = 1000 } = {}) {
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    process.kill(process.pid, 'SIGTERM');
  }, everyMs);
  timer.unref();
}
