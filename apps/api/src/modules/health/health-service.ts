import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import { appliedMigrations, migrationsInRelease } from './health-queries.js';
import type { Phase } from './process-state.js';

/** One check of the readiness answer. */
export interface Check {
  ok: boolean;
  detail: string;
}

/** What `GET /health/ready` answers: ready or not, which checks failed, and each check. */
export interface Readiness {
  ready: boolean;
  failed: string[];
  checks: Record<string, Check>;
}

export interface ReadinessDeps {
  db: Executor;
  /** The broadcast (decision 033): not live while its PostgreSQL listener (re)connects. */
  broadcast: { readonly live: boolean };
  phase: () => Phase;
  log: FastifyBaseLogger;
  /** How long the database may take to answer before the process counts as not ready. */
  timeoutMs?: number;
}

const PHASES: Record<Phase, Check> = {
  starting: { ok: false, detail: 'starting: the database and the start-up writes are not ready yet' },
  serving: { ok: true, detail: 'serving' },
  draining: { ok: false, detail: 'draining: this process is shutting down; send new requests to another' },
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function migrationsCheck(applied: number, expected: number): Check {
  if (applied < expected) return { ok: false, detail: `${applied} of this release's ${expected} migrations applied` };
  return {
    ok: true,
    detail:
      applied === expected
        ? `all ${expected} applied`
        : `${applied} applied, ${expected} in this release (a newer release has migrated the database)`,
  };
}

/**
 * The readiness probe (issue 26, decision 061): ready while serving, with the database answering a cheap query
 * within the time allowed, every migration of this release applied, and the broadcast listening. Starting or
 * draining, the database is not asked at all.
 */
export function readinessProbe(deps: ReadinessDeps): () => Promise<Readiness> {
  const expected = migrationsInRelease();
  const timeoutMs = deps.timeoutMs ?? 2_000;

  async function databaseChecks(): Promise<Record<string, Check>> {
    const started = performance.now();
    try {
      const applied = await withTimeout(appliedMigrations(deps.db), timeoutMs);
      return {
        database: { ok: true, detail: `answered in ${Math.round(performance.now() - started)} ms` },
        migrations: migrationsCheck(applied, expected),
      };
    } catch (error) {
      // The reason goes to the log only: this answer is public.
      deps.log.warn({ err: error }, 'readiness: the database did not answer');
      return {
        database: { ok: false, detail: 'the database did not answer' },
        migrations: { ok: false, detail: 'not checked: the database did not answer' },
      };
    }
  }

  return async () => {
    const phase = deps.phase();
    const checks: Record<string, Check> = { process: PHASES[phase] };
    if (phase === 'serving') {
      Object.assign(checks, await databaseChecks());
      checks['broadcast'] = deps.broadcast.live
        ? { ok: true, detail: 'listening for the other processes’ changes' }
        : { ok: false, detail: 'the listener for the other processes’ changes is connecting' };
    }
    const failed = Object.entries(checks)
      .filter(([, check]) => !check.ok)
      .map(([name]) => name);
    return { ready: failed.length === 0, failed, checks };
  };
}
