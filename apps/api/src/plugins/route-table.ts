import { API_PREFIX, errorResponseSchema, isRecord } from '@livery/domain';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (method, url, config, schema): the authorization matrix and fuzz tests walk it. */
    routeTable: RouteOptions[];
  }
}

/**
 * The error answers every API operation may give, documented once here rather than in each route: 400 (any
 * request can be malformed), 401 and 403 unless the route is public, 404 when the path names a record, and
 * 429 (every route is rate limited). A route may declare more (409) or its own description.
 */
function standardErrors(route: RouteOptions): Record<string, unknown> {
  const codes = [400, ...(route.config?.public ? [] : [401, 403]), ...(route.url.includes('/:') ? [404] : []), 429];
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));
}

/**
 * Records each route as it is added, and holds every /api/v1 operation to the API's contract: a stable
 * `operationId` (a route without one does not start) and its error responses in the OpenAPI document.
 * Registered before any route.
 */
export default fp(
  async (app) => {
    const table: RouteOptions[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      table.push(route);
      if (!route.url.startsWith(API_PREFIX) || route.method === 'HEAD') return;
      const schema = route.schema ?? {};
      if (!schema.operationId) {
        throw new Error(`${String(route.method)} ${route.url} declares no operationId (see docs/architecture.md)`);
      }
      const declared = isRecord(schema.response) ? schema.response : {};
      route.schema = { ...schema, response: { ...standardErrors(route), ...declared } };
    });
  },
  { name: 'route-table' },
);
