import {
  createSurgeSchema,
  dataItemsOf,
  dateQuery,
  surgeListQuerySchema,
  surgeSchema,
  updateSurgeSchema,
  type Surge,
  type SurgeListQuery,
} from '@livery/domain';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { surges } from '../../db/schema.js';
import type { Catalogue } from '../catalogue/catalogue-crud.js';
import { registerCatalogueRoutes } from '../catalogue/catalogue-routes.js';
import { activeColumn, createdAtColumn, money, moneyCell, num } from '../catalogue/catalogue-values.js';

type SurgeRow = typeof surges.$inferSelect;

export function toSurge(row: SurgeRow): Surge {
  return {
    id: row.id,
    name: row.name,
    from: row.from,
    to: row.to,
    percentage: num(row.percentage),
    amount: num(row.amount),
    description: row.description,
    isActive: row.isActive,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const surgeCatalogue: Catalogue<SurgeRow, Surge, SurgeListQuery> = {
  table: surges,
  entity: 'surge',
  noun: 'surge',
  toDto: toSurge,
  sortColumns: {
    name: surges.name,
    from: surges.from,
    to: surges.to,
    percentage: surges.percentage,
    amount: surges.amount,
    description: surges.description,
    isActive: surges.isActive,
    createdAt: surges.createdAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  searchColumns: [surges.name, surges.description],
  filters: (query) => [query.isActive === undefined ? undefined : eq(surges.isActive, query.isActive)],
};

/** `GET /surges/available?date=`: the booking flow's active surges covering that date (SPEC §7). */
const availableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/surges/available',
    {
      schema: {
        tags: ['surges'],
        operationId: 'listAvailableSurges',
        summary: 'Active surges whose From–To covers the date (any signed-in user)',
        querystring: z.strictObject({ date: dateQuery('date') }),
        response: { 200: dataItemsOf(surgeSchema) },
      },
    },
    async (request) => {
      const { date } = request.query;
      const rows = await app.db
        .select()
        .from(surges)
        .where(and(eq(surges.isActive, true), lte(surges.from, date), gte(surges.to, date)))
        .orderBy(asc(surges.id));
      return { dataItems: rows.map(toSurge), count: rows.length };
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
