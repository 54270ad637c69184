import { RECONNECT_MS } from '@livery/domain';
import type { FastifyInstance } from 'fastify';
import { endLiveStreams, openLiveStreams } from './modules/events/index.js';

export interface ShutdownOptions {
  /** `SHUTDOWN_TIMEOUT_MS`: past it, what is still open is logged and the exit code is 1. */
  timeoutMs: number;
}

/**
 * While draining, idle connections are closed this often: a response begun before the drain keeps its connection
 * alive, and Node's `server.close()` closes only the connections idle at that moment.
 */
const SWEEP_MS = 100;

/** A live stream ended by the drain reconnects after this long (spread, so they do not all arrive at once). */
const reconnectDelay = () => Math.round(RECONNECT_MS / 6 + Math.random() * ((RECONNECT_MS * 5) / 6));

const connectionsOf = (app: FastifyInstance) =>
  new Promise<number>((resolve) => app.server.getConnections((error, count) => resolve(error ? -1 : count)));

/**
 * Drains and closes the app (issue 26, decision 061), in this order: readiness answers 503 at once; the live streams
 * end, each told by `retry:` to reconnect (to another process) within RECONNECT_MS; `app.close()` stops accepting
 * connections, lets every request in flight finish (a request that arrives on an open connection is still answered,
 * with `Connection: close`: `return503OnClosing` is off), stops the outbox and reminder workers after the message
 * being sent, then closes the database pools. Resolves with the exit code: 0 when all of it is done within
 * `timeoutMs`, else 1 after logging what was still open (the caller exits; nothing more is waited for).
 */
export async function shutdownGracefully(app: FastifyInstance, options: ShutdownOptions): Promise<0 | 1> {
  const started = Date.now();
  const state = app.processState;
  state.draining();
  // A response not yet begun ends its connection: the client's next request opens one to another process.
  for (const { response } of state.requests()) if (!response.headersSent) response.setHeader('connection', 'close');
  const streams = endLiveStreams(reconnectDelay);
  app.log.info({ requests: state.requests().length, streams, timeoutMs: options.timeoutMs }, 'draining');

  let serverClosed = false;
  app.server.once('close', () => (serverClosed = true));
  const sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), options.timeoutMs);
  });
  try {
    const outcome = await Promise.race([app.close().then(() => 'closed' as const), timedOut]);
    if (outcome === 'closed') {
      app.log.info({ ms: Date.now() - started }, 'shut down');
      return 0;
    }
    const now = Date.now();
    app.log.error(
      {
        timeoutMs: options.timeoutMs,
        requests: state.requests().map(({ method, url, startedAt }) => `${method} ${url} (${now - startedAt} ms)`),
        liveStreams: openLiveStreams(),
        connections: await connectionsOf(app),
        waitingFor: serverClosed
          ? 'the workers and the database (outbox send, reminders, pool)'
          : 'HTTP connections to close',
      },
      'shutdown timed out: exiting with these still open',
    );
    return 1;
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    return 1;
  } finally {
    clearTimeout(timer);
    clearInterval(sweep);
  }
}

/**
 * SIGTERM or SIGINT drains the app once and exits with `shutdownGracefully`'s code. A repeated signal is ignored,
 * never the default exit: under a cluster, Ctrl-C reaches a worker twice (from the terminal and from the primary).
 */
export function exitOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'shutting down');
      void shutdownGracefully(app, options).then((code) => process.exit(code));
    });
  }
}
