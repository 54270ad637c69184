import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProcessState } from './process-state.js';
import { readinessProbe } from './health-service.js';

const checkSchema = z.object({ ok: z.boolean(), detail: z.string() });
const readinessSchema = z.object({
  ready: z.boolean(),
  /** The names of the checks that failed: `process`, `database`, `migrations`, `broadcast`. */
  failed: z.array(z.string()),
  checks: z.record(z.string(), checkSchema),
});
const livenessSchema = z.object({ live: z.literal(true), phase: z.enum(['starting', 'serving', 'draining']) });

export interface HealthRoutesOptions {
  state: ProcessState;
}

/**
 * `GET /health/live` and `GET /health/ready` for a load balancer or an orchestrator (issue 26, decision 061). Outside
 * /api/v1: no token, no request limit, not in the API's OpenAPI document, and not logged per request.
 */
const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  const { state } = options;
  const ready = readinessProbe({ db: app.db, broadcast: app.broadcast, phase: () => state.phase, log: app.log });

  app.get(
    '/health/live',
    {
      logLevel: 'warn',
      config: { public: true },
      schema: {
        hide: true,
        tags: ['health'],
        operationId: 'getLiveness',
        summary: 'The process answers (200 even while it drains: do not restart it for that)',
        response: { 200: livenessSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ live: true, phase: state.phase }),
  );

  app.get(
    '/health/ready',
    {
      logLevel: 'warn',
      config: { public: true },
      schema: {
        hide: true,
        tags: ['health'],
        operationId: 'getReadiness',
        summary: 'Whether to send this process requests: 503 while starting or draining, or when a check fails',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const result = await ready();
      return reply
        .status(result.ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(result);
    },
  );
};

export default healthRoutes;
