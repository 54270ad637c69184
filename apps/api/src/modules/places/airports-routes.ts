import {
  airportInternationalSchema,
  airportQuerySchema,
  airportSchema,
  dataItemsOf,
  dataOf,
  errorResponseSchema,
  idParamsSchema,
} from '@livery/domain';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/index.js';
import { currentUser } from '../auth/index.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { airportsWithTerminals } from './airports-service.js';
import { setAirportInternational } from './places-queries.js';

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

  app.put(
    '/airports/:id/international',
    {
      config: { permission: 'airports:edit' },
      schema: {
        tags: ['places'],
        operationId: 'setAirportInternational',
        summary:
          'Mark an airport international or not (decision 094): pickups at it and its terminals take the rate ' +
          'card’s international wait grace, else the domestic one',
        params: idParamsSchema,
        body: airportInternationalSchema,
        response: {
          200: dataOf(z.object({ id: z.number().int(), international: z.boolean() })),
          400: errorResponseSchema.describe('Invalid body'),
          403: errorResponseSchema.describe('Without airports:edit'),
          404: errorResponseSchema.describe('No airport has this id'),
        },
      },
    },
    async (request) => {
      const { international } = request.body;
      const actorId = currentUser(request).id;
      const data = await app.db.transaction(async (tx) => {
        const row = await setAirportInternational(tx, request.params.id, international);
        if (!row) throw AppError.notFound('This airport');
        await recordAudit(tx, {
          actorId,
          action: 'update',
          entity: 'place',
          entityId: row.id,
          after: { international },
        });
        return { id: row.id, international };
      });
      return { data };
    },
  );
};

export default airportsRoutes;
