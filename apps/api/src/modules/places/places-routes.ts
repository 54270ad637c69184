import { dataItemsOf, placeQuerySchema, placeSchema } from '@livery/domain';
import { ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { places } from '../../db/schema.js';
import { likePattern } from '../../lib/list-helpers.js';

/** Address suggestions from the places the API knows (any signed-in user); free text stays allowed in forms. */
const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places',
    {
      schema: {
        tags: ['places'],
        operationId: 'searchPlaces',
        summary: 'Known places matching a search',
        querystring: placeQuerySchema,
        response: { 200: dataItemsOf(placeSchema) },
      },
    },
    async (request) => {
      const { search, limit } = request.query;
      const pattern = search ? likePattern(search) : undefined;
      const rows = await app.db
        .select()
        .from(places)
        .where(pattern ? or(ilike(places.name, pattern), ilike(places.address, pattern)) : undefined)
        .orderBy(places.name)
        .limit(limit);
      return { dataItems: rows, count: rows.length };
    },
  );
};

export default placesRoutes;
