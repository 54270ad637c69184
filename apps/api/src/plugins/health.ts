import fp from 'fastify-plugin';
import { healthRoutes, ProcessState } from '../modules/health/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starting, serving or draining, and the requests being answered (decision 061). */
    processState: ProcessState;
  }
}

/**
 * The process's phase and its health routes (issue 26, decision 061): starting until every plugin has loaded (the
 * migrations and start-up writes done), then serving until a graceful shutdown (`lifecycle.ts`) drains it.
 */
export default fp(
  async (app) => {
    const state = new ProcessState();
    app.decorate('processState', state);
    // The HTTP server's own event: what is in flight is known without a Fastify hook on every request.
    app.server.on('request', (request, response) => state.track(request, response));
    app.addHook('onReady', async () => state.serving());
    await app.register(healthRoutes, { state });
  },
  { name: 'health', dependencies: ['database'] },
);
