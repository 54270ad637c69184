import { dataOf, dispatchBoardQuerySchema, dispatchBoardSchema } from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDispatchBoard } from './dispatch-service.js';

const tags = ['dispatch'];

/** The dispatch board (issue 24, decision 058). */
const dispatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dispatch/board',
    {
      config: { permission: 'reservations:view' },
      schema: {
        tags,
        operationId: 'getDispatchBoard',
        summary:
          'One business day (today by default) as the dispatch board: a lane per driver, on duty or not, by name ' +
          '(at most 200, those on duty or holding a car that day first), and the cars without a driver; each bar a ' +
          'car slot from its pickup to its expected drop-off (the miles at the configured average speed), with ' +
          'conflicts on one driver and trips due within two hours without a driver flagged',
        querystring: dispatchBoardQuerySchema,
        response: { 200: dataOf(dispatchBoardSchema) },
      },
    },
    async (request) => ({
      data: await getDispatchBoard(
        { db: app.db, roleDirectory: app.roleDirectory, timeZone: app.businessTimeZone, now: () => new Date() },
        request.query,
      ),
    }),
  );
};

export default dispatchRoutes;
