import {
  createSurgeSchema,
  dataItemsOf,
  dateQuery,
  surgeListQuerySchema,
  surgeSchema,
  updateSurgeSchema,
} from '@livery/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activeColumn, createdAtColumn, money, moneyCell, registerCatalogueRoutes } from '../catalogue/index.js';
import { listSurgesOn, surgeCatalogue } from './surges-queries.js';

/** `GET /surges/available?date=`: the booking flow's active surges covering that date (SPEC §7). */
const availableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/surges/available',
    {
      config: { signedIn: true },
      schema: {
        tags: ['surges'],
        operationId: 'listAvailableSurges',
        summary: 'Active surges whose From–To covers the date (any signed-in user)',
        querystring: z.strictObject({ date: dateQuery('date') }),
        response: { 200: dataItemsOf(surgeSchema) },
      },
    },
    async (request) => {
      const dataItems = await listSurgesOn(app.db, request.query.date);
      return { dataItems, count: dataItems.length };
    },
  );
};

const surgesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(availableRoutes);
  registerCatalogueRoutes(app, {
    path: '/surges',
    area: 'surges',
    names: { one: 'Surge', many: 'Surges' },
    catalogue: surgeCatalogue,
    dtoSchema: surgeSchema,
    listQuerySchema: surgeListQuerySchema,
    createSchema: createSurgeSchema,
    updateSchema: updateSurgeSchema,
    toValues: (input) => ({
      name: input['name'],
      from: input['from'],
      to: input['to'],
      percentage: input['percentage'] ?? null,
      amount: money(input['amount']),
      description: input['description'] ?? null,
      isActive: input['isActive'],
    }),
    csvColumns: [
      { header: 'Name', value: (s) => s.name },
      { header: 'From', value: (s) => s.from },
      { header: 'To', value: (s) => s.to },
      { header: 'Percentage', value: (s) => s.percentage ?? '' },
      { header: 'Amount', value: (s) => moneyCell(s.amount) },
      { header: 'Description', value: (s) => s.description ?? '' },
      activeColumn(),
      createdAtColumn(() => app.businessTimeZone),
    ],
  });
};

export default surgesRoutes;
