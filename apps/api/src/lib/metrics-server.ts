import { createServer, type Server } from 'node:http';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** What a scrape answers: Prometheus's text format and its content type. */
export interface Exposition {
  contentType: string;
  body: string;
}

/**
 * Prometheus metrics on a port of their own (`METRICS_PORT`, decision 061): `GET /metrics` answers `read()`, any
 * other request a 404. No token: bind it to an address only the scraper reaches (`METRICS_HOST`, 127.0.0.1 by
 * default). Resolves once it listens.
 */
export function serveMetrics(port: number, host: string, read: () => Promise<Exposition>): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: GET /metrics\n');
      return;
    }
    read().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`Metrics failed: ${reason}\n`);
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** Stops a metrics server at once, closing the scrapers' kept-alive connections too. */
export function closeMetricsServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * For the primary process of a cluster (`WORKERS` > 1): every worker's metrics on `METRICS_PORT`, asked of each over
 * the cluster's IPC channel at each scrape and added up (a gauge that is the same in every worker, such as the
 * outbox's depth, is declared with the `max` aggregator and not added). Workers answer through
 * `shareMetricsWithPrimary`, which the metrics plugin calls in every cluster worker.
 */
export function startClusterMetricsServer(port: number, host: string): Promise<Server> {
  const aggregator = new AggregatorRegistry();
  return serveMetrics(port, host, async () => ({
    contentType: aggregator.contentType,
    body: await aggregator.clusterMetrics(),
  }));
}

/** In a cluster worker: answers the primary's requests for this process's metrics, read from `registries`. */
export function shareMetricsWithPrimary(registries: Registry[]): void {
  AggregatorRegistry.setRegistries(registries);
  // Constructing one adds the worker's listener for the primary's requests (prom-client's cluster module).
  void new AggregatorRegistry();
}
