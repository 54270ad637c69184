import { dataItemsOf, statusItemSchema } from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listStatuses } from './statuses-queries.js';

/** The reservation statuses of SPEC §4, for filters and chips; any signed-in user may read them. */
const statusesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/statuses',
    {
      config: { signedIn: true },
      schema: {
        tags: ['statuses'],
        operationId: 'listStatuses',
        summary: 'Reservation statuses',
        response: { 200: dataItemsOf(statusItemSchema) },
      },
    },
    async () => {
      const dataItems = await listStatuses(app.db);
      return { dataItems, count: dataItems.length };
    },
  );
};

export default statusesRoutes;
