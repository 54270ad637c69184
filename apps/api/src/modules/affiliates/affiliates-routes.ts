import {
  affiliateListQuerySchema,
  businessDate,
  affiliateSchema,
  createAffiliateSchema,
  dataItemsOf,
  dataOf,
  errorResponseSchema,
  idParamsSchema,
  updateAffiliateSchema,
} from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv.js';
import { csvResponse } from '../../lib/openapi.js';
import { currentUser } from '../auth/index.js';
import { createdAtColumn } from '../catalogue/index.js';
import * as service from './affiliates-service.js';

const tags = ['affiliates'];

const affiliatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/affiliates',
    {
      config: { permission: 'affiliates:view' },
      schema: {
        tags,
        operationId: 'listAffiliates',
        summary: 'List affiliates',
        querystring: affiliateListQuerySchema,
        response: { 200: dataItemsOf(affiliateSchema) },
      },
    },
    async (request) => service.listAffiliates(app.db, request.query),
  );

  app.get(
    '/affiliates/export.csv',
    {
      config: { permission: 'affiliates:view' },
      schema: {
        tags,
        operationId: 'exportAffiliates',
        summary: 'Export the affiliates matching the search as CSV (every page, streamed)',
        querystring: affiliateListQuerySchema,
        response: { 200: csvResponse },
      },
    },
    async (request, reply) =>
      sendCsv(reply, {
        name: 'affiliates',
        date: businessDate(new Date(), app.businessTimeZone),
        columns: [{ header: 'Name', value: (a) => a.name }, createdAtColumn(() => app.businessTimeZone)],
        batches: service.exportAffiliates(app.db, request.query),
      }),
  );

  app.get(
    '/affiliates/:id',
    {
      config: { permission: 'affiliates:view' },
      schema: {
        tags,
        operationId: 'getAffiliate',
        summary: 'One affiliate',
        params: idParamsSchema,
        response: { 200: dataOf(affiliateSchema) },
      },
    },
    async (request) => ({ data: await service.getAffiliate(app.db, request.params.id) }),
  );

  app.post(
    '/affiliates',
    {
      config: { permission: 'affiliates:create' },
      schema: {
        tags,
        operationId: 'createAffiliate',
        summary: 'Create an affiliate',
        body: createAffiliateSchema,
        response: { 201: dataOf(affiliateSchema), 409: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.createAffiliate(app.db, currentUser(request).id, request.body) }),
  );

  app.put(
    '/affiliates/:id',
    {
      config: { permission: 'affiliates:edit' },
      schema: {
        tags,
        operationId: 'updateAffiliate',
        summary: 'Update an affiliate (send back its version)',
        params: idParamsSchema,
        body: updateAffiliateSchema,
        response: { 200: dataOf(affiliateSchema), 409: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await service.updateAffiliate(app.db, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/affiliates/:id',
    {
      config: { permission: 'affiliates:delete' },
      schema: {
        tags,
        operationId: 'deleteAffiliate',
        summary: 'Delete an affiliate',
        params: idParamsSchema,
        response: { 200: dataOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ({ data: await service.deleteAffiliate(app.db, currentUser(request).id, request.params.id) }),
  );
};

export default affiliatesRoutes;
