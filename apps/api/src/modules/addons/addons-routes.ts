import { addonListQuerySchema, addonSchema, createAddonSchema, updateAddonSchema } from '@livery/domain';
import type { FastifyPluginAsync } from 'fastify';
import { activeColumn, createdAtColumn, money, moneyCell, registerCatalogueRoutes } from '../catalogue/index.js';
import { addonCatalogue } from './addons-queries.js';

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
