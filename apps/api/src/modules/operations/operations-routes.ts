import { dataOf, operationsSchema } from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todaysOperations } from './operations-service.js';

/** The staff home's figures (issue 13): who may see every reservation may see these. */
const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/operations/today',
    {
      config: { permission: 'reservations:view' },
      schema: {
        tags: ['reservations'],
        operationId: 'getTodaysOperations',
        summary:
          'Today’s operations: trips today by status and how many were picked up, the trips of any date with a ' +
          'balance due, 30 days of revenue by day and by car class, and the trips of the next 24 hours at risk ' +
          '(unassigned, a balance due, a driver on another trip that overlaps, no driver just before pickup)',
        response: { 200: dataOf(operationsSchema) },
      },
    },
    async () => ({ data: await todaysOperations(app.db, app.businessTimeZone, new Date()) }),
  );
};

export default operationsRoutes;
