import {
  addonListQuerySchema,
  addonSchema,
  createAddonSchema,
  updateAddonSchema,
  type Addon,
  type AddonListQuery,
} from '@livery/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { addons } from '../../db/schema.js';
import type { Catalogue } from '../catalogue/catalogue-crud.js';
import { registerCatalogueRoutes } from '../catalogue/catalogue-routes.js';
import { activeColumn, createdAtColumn, money, moneyCell, num } from '../catalogue/catalogue-values.js';

type AddonRow = typeof addons.$inferSelect;

export function toAddon(row: AddonRow): Addon {
  return {
    id: row.id,
    name: row.name,
    percentage: num(row.percentage),
    amount: num(row.amount),
    isActive: row.isActive,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const addonCatalogue: Catalogue<AddonRow, Addon, AddonListQuery> = {
  table: addons,
  entity: 'addon',
  noun: 'addon',
  toDto: toAddon,
  sortColumns: {
    name: addons.name,
    percentage: addons.percentage,
    amount: addons.amount,
    isActive: addons.isActive,
    createdAt: addons.createdAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  searchColumns: [addons.name],
  filters: (query) => [query.isActive === undefined ? undefined : eq(addons.isActive, query.isActive)],
};

/**
 * Addons (SPEC §2). `GET /addons` is both the Addons screen's list and what the session loads
 * (`?isActive=true&limit=500`, decision 014).
 */
const addonsRoutes: FastifyPluginAsync = async (app) => {
  registerCatalogueRoutes(app, {
    path: '/addons',
    area: 'addons',
    names: { one: 'Addon', many: 'Addons' },
    catalogue: addonCatalogue,
    dtoSchema: addonSchema,
    listQuerySchema: addonListQuerySchema,
    createSchema: createAddonSchema,
    updateSchema: updateAddonSchema,
    toValues: (input) => ({
      name: input['name'],
      percentage: input['percentage'] ?? null,
      amount: money(input['amount']),
      isActive: input['isActive'],
    }),
    csvColumns: [
      { header: 'Name', value: (a) => a.name },
      { header: 'Percentage', value: (a) => a.percentage ?? '' },
      { header: 'Amount', value: (a) => moneyCell(a.amount) },
      activeColumn(),
      createdAtColumn(() => app.businessTimeZone),
    ],
  });
};

export default addonsRoutes;
