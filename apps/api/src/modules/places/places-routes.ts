import { dataItemsOf, placeQuerySchema, placeSchema } from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchPlaces } from './places-queries.js';

/** Address suggestions from the places the API knows (public: visitors get quotes); free text stays allowed in forms. */
const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places',
    {
      // A visitor getting a quote picks known places too (issue 11).
      config: { public: true },
      schema: {
        tags: ['places'],
        operationId: 'searchPlaces',
        summary: 'Known places matching a search',
        querystring: placeQuerySchema,
        response: { 200: dataItemsOf(placeSchema) },
      },
    },
    async (request) => {
      const dataItems = await searchPlaces(app.db, request.query);
      return { dataItems, count: dataItems.length };
    },
  );
};

export default placesRoutes;
