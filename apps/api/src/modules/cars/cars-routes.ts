import {
  carListQuerySchema,
  carSchema,
  createCarSchema,
  dataItemsOf,
  dataOf,
  idParamsSchema,
  updateCarSchema,
} from '@livery/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firstFile } from '../../lib/multipart.js';
import { fileResponse } from '../../lib/openapi.js';
import { currentUser } from '../auth/index.js';
import { activeColumn, createdAtColumn, money, moneyCell, registerCatalogueRoutes } from '../catalogue/index.js';
import { carCatalogue, listActiveCars } from './cars-queries.js';
import * as service from './cars-service.js';

const tags = ['cars'];

/** The available cars of the booking flow and the car image (decision 012). */
const carExtrasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cars/available',
    {
      // Visitors get quotes too (issue 11), and SPEC §1 loads the cars at start-up.
      config: { public: true },
      schema: {
        tags,
        operationId: 'listAvailableCars',
        summary: 'Active cars for the booking flow (public: visitors get quotes)',
        response: { 200: dataItemsOf(carSchema) },
      },
    },
    async () => {
      const dataItems = await listActiveCars(app.db);
      return { dataItems, count: dataItems.length };
    },
  );

  app.post(
    '/cars/:id/image',
    {
      config: { anyOf: ['cars:edit', 'cars:create'] },
      schema: {
        tags,
        operationId: 'uploadCarImage',
        summary: 'Upload the car image (multipart field `image`: JPEG, PNG or WebP, ≤ 5 MB; cars:create or cars:edit)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: dataOf(carSchema) },
      },
    },
    async (request) => ({
      data: await service.uploadCarImage(
        app.db,
        app.storage,
        currentUser(request).id,
        request.params.id,
        await firstFile(request),
      ),
    }),
  );

  const serve = async (id: number, variant: 'image' | 'thumbnail', reply: FastifyReply) => {
    const file = await service.carImageFile(app.db, app.storage, id, variant);
    return reply
      .header('content-type', file.type)
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  };

  app.get(
    '/cars/:id/image',
    {
      config: { permission: 'cars:view-image' },
      schema: {
        tags,
        operationId: 'getCarImage',
        summary: 'The car image as uploaded',
        params: idParamsSchema,
        response: { 200: fileResponse('The image', ['image/jpeg', 'image/png', 'image/webp']) },
      },
    },
    (request, reply) => serve(request.params.id, 'image', reply),
  );
  app.get(
    '/cars/:id/image/thumbnail',
    {
      config: { permission: 'cars:view' },
      schema: {
        tags,
        operationId: 'getCarThumbnail',
        summary: 'The reduced copy of the car image, for lists (WebP)',
        params: idParamsSchema,
        response: { 200: fileResponse('The thumbnail', ['image/webp']) },
      },
    },
    (request, reply) => serve(request.params.id, 'thumbnail', reply),
  );
};

const carsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(carExtrasRoutes);
  registerCatalogueRoutes(app, {
    path: '/cars',
    area: 'cars',
    names: { one: 'Car', many: 'Cars' },
    catalogue: carCatalogue,
    dtoSchema: carSchema,
    listQuerySchema: carListQuerySchema,
    createSchema: createCarSchema,
    updateSchema: updateCarSchema,
    toValues: (input) => ({
      name: input['name'],
      toAdd: money(input['toAdd']),
      toMultiply: money(input['toMultiply']),
      minimumRate: money(input['minimumRate']),
      quantity: input['quantity'],
      maxBags: input['maxBags'],
      maxPassenger: input['maxPassenger'],
      isActive: input['isActive'],
    }),
    afterDelete: (row) => service.removeCarImages(app.storage, row),
    csvColumns: [
      { header: 'Name', value: (c) => c.name },
      { header: 'To Add', value: (c) => moneyCell(c.toAdd) },
      { header: 'To Multiply', value: (c) => moneyCell(c.toMultiply) },
      { header: 'Minimum Rate', value: (c) => moneyCell(c.minimumRate) },
      { header: 'Number of Cars', value: (c) => c.quantity },
      { header: 'Number of bags', value: (c) => c.maxBags },
      { header: 'Number of passengers', value: (c) => c.maxPassenger },
      activeColumn(),
      createdAtColumn(() => app.businessTimeZone),
    ],
  });
};

export default carsRoutes;
