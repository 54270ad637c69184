import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import { errorResponseSchema } from '@livery/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, register, Registry } from 'prom-client';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { AppError } from '../lib/app-error.js';
import { closeMetricsServer, serveMetrics, shareMetricsWithPrimary, type Exposition } from '../lib/metrics-server.js';
import { openLiveStreams } from '../modules/events/index.js';
import { outboxBacklog, type OutboxBacklog } from '../modules/notifications/index.js';

export interface MetricsOptions {
  /** `METRICS_TOKEN`: `GET /metrics` on the API's port answers `Authorization: Bearer <token>`; unset, a 404. */
  token: string | undefined;
  /** `METRICS_PORT`: metrics on a port of their own (in a cluster, the primary's, for every worker). */
  port: number | undefined;
  host: string;
}

/** Seconds; the API's answers are mostly under 25 ms, a slow export or a stream much longer. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The sign-in route's failures, by status: wrong e-mail or password, or refused by a limit (IP or lockout). */
const SIGN_IN = 'signIn';
const SIGN_IN_FAILURES: Partial<Record<number, string>> = { 401: 'invalid_credentials', 429: 'too_many_attempts' };

/** The pg pool behind a Drizzle database on PostgreSQL; null on PGlite, which has none. */
function poolOf(db: Database): pg.Pool | null {
  const client: unknown = Reflect.get(db, '$client');
  return client instanceof pg.Pool ? client : null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The process's own metrics (CPU, memory, event-loop delay, GC), once per process in prom-client's registry. */
function collectProcessMetrics(): void {
  if (!register.getSingleMetric('process_cpu_user_seconds_total')) collectDefaultMetrics();
}

/** The metrics of one app, in a registry of its own (a test process builds several apps). */
function appMetrics(app: FastifyInstance) {
  const registry = new Registry();
  const registers = [registry];
  const duration = new Histogram({
    name: 'livery_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const signInFailures = new Counter({
    name: 'livery_sign_in_failures_total',
    help: 'Sign-ins refused: invalid_credentials (401) or too_many_attempts (429, the IP limit or the lockout)',
    labelNames: ['reason'] as const,
    registers,
  });
  const pools = Object.entries({ main: poolOf(app.db), counters: poolOf(app.counterDb) }).flatMap(([name, pool]) =>
    pool ? [{ name, pool }] : [],
  );
  new Gauge({
    name: 'livery_db_pool_connections',
    help: 'PostgreSQL connections of this process, by pool (main, counters) and state (total, idle)',
    labelNames: ['pool', 'state'] as const,
    registers,
    collect() {
      for (const { name, pool } of pools) {
        this.set({ pool: name, state: 'total' }, pool.totalCount);
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
      }
    },
  });
  new Gauge({
    name: 'livery_db_pool_waiting',
    help: 'Queries of this process waiting for a free PostgreSQL connection, by pool',
    labelNames: ['pool'] as const,
    registers,
    collect() {
      for (const { name, pool } of pools) this.set({ pool: name }, pool.waitingCount);
    },
  });
  // One query a scrape for both outbox gauges; the database's figure, the same in every process (hence `max`).
  let reading: Promise<OutboxBacklog | null> | null = null;
  const backlog = () =>
    (reading ??= outboxBacklog(app.db)
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'metrics: the outbox backlog could not be read');
        return null;
      })
      .finally(() => {
        reading = null;
      }));
  new Gauge({
    name: 'livery_mail_outbox_depth',
    help: 'Messages in the mail outbox still to send (due or waiting for a retry)',
    aggregator: 'max',
    registers,
    async collect() {
      const read = await backlog();
      if (read) this.set(read.depth);
    },
  });
  new Gauge({
    name: 'livery_mail_outbox_oldest_age_seconds',
    help: 'Age of the oldest message still to send; 0 when the outbox is empty',
    aggregator: 'max',
    registers,
    async collect() {
      const read = await backlog();
      if (read) this.set(read.oldest ? Math.max(0, (Date.now() - read.oldest.getTime()) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'livery_live_streams_open',
    help: 'Live-update streams (server-sent events) open in this process',
    registers,
    collect() {
      this.set(openLiveStreams());
    },
  });
  return { registry, duration, signInFailures };
}

/**
 * Prometheus metrics (issue 26, decision 061): prom-client's process metrics, each request's duration by route
 * pattern and status, the database pools, the outbox's backlog, the live streams open and the sign-in failures.
 * Served at `/metrics` on the API's port behind `METRICS_TOKEN`, and/or on `METRICS_PORT`.
 */
export default fp<MetricsOptions>(
  async (app, options) => {
    collectProcessMetrics();
    const { registry, duration, signInFailures } = appMetrics(app);
    const read = async (): Promise<Exposition> => {
      const both = Registry.merge([register, registry]);
      return { contentType: both.contentType, body: await both.metrics() };
    };

    // About a microsecond a request (prom-client's observe; a cached child is no faster: it calls the same).
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const route = request.routeOptions.url ?? 'unmatched';
      duration.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
      if (request.routeOptions.schema?.operationId === SIGN_IN) {
        const reason = SIGN_IN_FAILURES[reply.statusCode];
        if (reason) signInFailures.inc({ reason });
      }
      done();
    });

    const expected = options.token ? sha256(options.token) : null;
    app.get(
      '/metrics',
      {
        logLevel: 'warn',
        config: { public: true },
        schema: {
          hide: true,
          tags: ['metrics'],
          operationId: 'getMetrics',
          summary: 'Prometheus metrics of this process (Authorization: Bearer METRICS_TOKEN; a 404 when it is unset)',
          response: {
            200: z.string().describe('Prometheus text format'),
            401: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        if (!expected) throw AppError.notFound('GET /metrics (set METRICS_TOKEN)');
        const [scheme, given] = (request.headers.authorization ?? '').split(' ');
        if (scheme?.toLowerCase() !== 'bearer' || !given || !timingSafeEqual(sha256(given), expected)) {
          throw new AppError('UNAUTHENTICATED', 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.');
        }
        const { contentType, body } = await read();
        return reply.header('cache-control', 'no-store').type(contentType).send(body);
      },
    );

    // In a cluster the primary serves METRICS_PORT for every worker (startClusterMetricsServer); each answers it.
    if (cluster.isWorker) shareMetricsWithPrimary([register, registry]);
    else if (options.port !== undefined) {
      const server = await serveMetrics(options.port, options.host, read);
      app.addHook('onClose', () => closeMetricsServer(server));
    }
  },
  { name: 'metrics', dependencies: ['database'] },
);
