import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from './config.js';

/**
 * `WORKERS` API processes on one machine (issue 26, decision 063): the primary forks them, replaces one that dies,
 * and on SIGTERM or SIGINT passes the signal on and waits for each to drain (decision 061). Each worker is a full
 * process as decision 026 allows: they share the port (the primary hands connections round), the database and its
 * start-up lock, and every secret through the environment.
 */

/** A worker that dies sooner than this after it started counts towards a crash loop. */
const EARLY_DEATH_MS = 10_000;
/** The longest wait before a crash-looping worker is forked again. */
const MAX_RESTART_DELAY_MS = 30_000;

export interface PrimaryHooks {
  /** Called once, when every worker first listens (prints how to sign in). */
  onListening: () => void;
  /** Called once in the primary (the cluster-wide metrics server). */
  onStart?: () => Promise<void> | void;
  log: (message: string) => void;
}

/** True in a process forked by `runPrimary`: it serves, and leaves the banner to the primary. */
export const isClusterWorker = () => cluster.isWorker;

export async function runPrimary(config: AppConfig, hooks: PrimaryHooks): Promise<void> {
  let stopping = false;
  let listening = 0;
  let announced = false;
  let earlyDeaths = 0;
  const startedAt = new Map<number, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    worker.once('listening', () => {
      listening += 1;
      if (!announced && listening >= config.workers) {
        announced = true;
        hooks.onListening();
      }
    });
    return worker;
  };

  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) return;
    earlyDeaths = lived < EARLY_DEATH_MS ? earlyDeaths + 1 : 0;
    const delay = earlyDeaths > 1 ? Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** earlyDeaths) : 0;
    hooks.log(
      `Livery: worker ${worker.process.pid} ${signal ? `was killed by ${signal}` : `exited with ${code}`}; ` +
        `starting another${delay ? ` in ${Math.round(delay / 1000)} s` : ''}`,
    );
    setTimeout(fork, delay).unref();
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
      hooks.log(`Livery: ${signal}: draining ${workers.length} workers`);
      // Each worker drains within SHUTDOWN_TIMEOUT_MS and exits; past that and a margin, the primary stops them.
      const deadline = setTimeout(() => {
        for (const worker of workers) worker.process.kill('SIGKILL');
        process.exit(1);
      }, config.shutdownTimeoutMs + 2_000);
      let left = workers.length;
      const done = () => {
        left -= 1;
        if (left > 0) return;
        clearTimeout(deadline);
        // A worker still starting has no handler yet: the signal itself ends it, which is as clean.
        const clean = (w: Worker) => w.process.exitCode === 0 || w.process.signalCode === signal;
        process.exit(workers.every(clean) ? 0 : 1);
      };
      if (left === 0) process.exit(0);
      for (const worker of workers) {
        worker.once('exit', done);
        worker.process.kill(signal);
      }
    });
  }

  // Workers run the server itself, whatever started the primary (`npm start` runs scripts/start.mjs, which builds).
  cluster.setupPrimary({ exec: fileURLToPath(new URL('./server.js', import.meta.url)) });
  await hooks.onStart?.();
  for (let index = 0; index < config.workers; index += 1) fork();
}
