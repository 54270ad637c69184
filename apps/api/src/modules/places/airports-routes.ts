import { airportQuerySchema, airportSchema, dataItemsOf } from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { airportsWithTerminals } from './airports-service.js';

/**
 * The airports (SPEC §7), with their terminals on `includeLocations=true`. Public: a visitor getting a quote picks
 * an airport and a terminal before signing in, and airports are no secret (decision 038).
 */
const airportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/airports',
    {
      config: { public: true },
      schema: {
        tags: ['places'],
        operationId: 'listAirports',
        summary:
          'Airports, the most used first then the nearest the business, with their terminals and coordinates on ' +
          'includeLocations=true',
        querystring: airportQuerySchema,
        response: { 200: dataItemsOf(airportSchema) },
      },
    },
    async (request) => {
      const dataItems = await airportsWithTerminals(app.db, request.query.includeLocations, app.businessTimeZone);
      return { dataItems, count: dataItems.length };
    },
  );
};

export default airportsRoutes;
