import {
  businessDate,
  createDiscountCodeSchema,
  dataOf,
  discountCodeListQuerySchema,
  discountCodeSchema,
  updateDiscountCodeSchema,
  verifyDiscountCodeParamsSchema,
  verifyDiscountCodeQuerySchema,
} from '@livery/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activeColumn, createdAtColumn, money, moneyCell, registerCatalogueRoutes } from '../catalogue/index.js';
import { discountCodeCatalogue } from './discount-codes-queries.js';
import * as service from './discount-codes-service.js';

/** The booking flow's look-ups (SPEC §7); any signed-in user, like the booking itself. */
const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/discount-codes/available',
    {
      config: { signedIn: true },
      schema: {
        tags: ['discount-codes'],
        operationId: 'getAvailableDiscountCode',
        summary: 'The active round-trip code valid today, if any (data is null otherwise)',
        response: { 200: dataOf(discountCodeSchema.nullable()) },
      },
    },
    async () => ({
      data: await service.roundTripCodeOn(app.db, businessDate(new Date(), app.businessTimeZone)),
    }),
  );

  app.get(
    '/discount-codes/:code/verify',
    {
      config: { signedIn: true },
      schema: {
        tags: ['discount-codes'],
        operationId: 'verifyDiscountCode',
        summary: 'The code when it is active, valid that day (default today) and applies to the trip; else 404',
        params: verifyDiscountCodeParamsSchema,
        querystring: verifyDiscountCodeQuerySchema,
        response: {
          200: dataOf(discountCodeSchema),
        },
      },
    },
    async (request) => {
      const date = request.query.date ?? businessDate(new Date(), app.businessTimeZone);
      const trip = { isRoundTrip: request.query.isRoundTrip, date };
      return { data: await service.verifyCode(app.db, request.params.code, trip) };
    },
  );
};

const discountCodesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(bookingRoutes);
  registerCatalogueRoutes(app, {
    path: '/discount-codes',
    area: 'discount-codes',
    names: { one: 'DiscountCode', many: 'DiscountCodes' },
    catalogue: discountCodeCatalogue,
    dtoSchema: discountCodeSchema,
    listQuerySchema: discountCodeListQuerySchema,
    createSchema: createDiscountCodeSchema,
    updateSchema: updateDiscountCodeSchema,
    toValues: (input) => ({
      code: input['code'],
      type: input['type'],
      from: input['from'],
      to: input['to'],
      percentage: input['percentage'] ?? null,
      amount: money(input['amount']),
      isActive: input['isActive'],
    }),
    beforeWrite: async (tx, id, input, actorId) => {
      if (input['isActive'] && input['type'] === 'round trip')
        await service.deactivateOtherRoundTripCodes(tx, id, actorId);
    },
    csvColumns: [
      { header: 'Code', value: (d) => d.code },
      { header: 'Type', value: (d) => d.type },
      { header: 'From', value: (d) => d.from },
      { header: 'To', value: (d) => d.to },
      { header: 'Percentage', value: (d) => d.percentage ?? '' },
      { header: 'Amount', value: (d) => moneyCell(d.amount) },
      activeColumn(),
      createdAtColumn(() => app.businessTimeZone),
    ],
  });
};

export default discountCodesRoutes;
