import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (method, url, config, schema): the authorization matrix and fuzz tests walk it. */
    routeTable: RouteOptions[];
  }
}

/** Records each route as it is added; registered before any route. */
export default fp(
  async (app) => {
    const table: RouteOptions[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      table.push(route);
    });
  },
  { name: 'route-table' },
);
