import {
  carListQuerySchema,
  carSchema,
  createCarSchema,
  dataItemsOf,
  dataOf,
  idParamsSchema,
  updateCarSchema,
  type Car,
  type CarListQuery,
} from '@livery/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cars } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { firstFile } from '../../lib/multipart.js';
import { fileResponse } from '../../lib/openapi.js';
import { currentUser } from '../../plugins/auth.js';
import { recordAudit } from '../audit/record-audit.js';
import { findRow, type Catalogue } from '../catalogue/catalogue-crud.js';
import { registerCatalogueRoutes } from '../catalogue/catalogue-routes.js';
import { activeColumn, createdAtColumn, money, moneyCell } from '../catalogue/catalogue-values.js';
import { carImageKeys, readCarImage, THUMBNAIL } from './car-images.js';

type CarRow = typeof cars.$inferSelect;

export function toCar(row: CarRow): Car {
  return {
    id: row.id,
    name: row.name,
    toAdd: Number(row.toAdd),
    toMultiply: Number(row.toMultiply),
    minimumRate: Number(row.minimumRate),
    quantity: row.quantity,
    maxBags: row.maxBags,
    maxPassenger: row.maxPassenger,
    isActive: row.isActive,
    hasImage: row.imageKey !== null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const carCatalogue: Catalogue<CarRow, Car, CarListQuery> = {
  table: cars,
  entity: 'car',
  noun: 'car',
  toDto: toCar,
  sortColumns: {
    name: cars.name,
    toAdd: cars.toAdd,
    toMultiply: cars.toMultiply,
    minimumRate: cars.minimumRate,
    quantity: cars.quantity,
    maxBags: cars.maxBags,
    maxPassenger: cars.maxPassenger,
    isActive: cars.isActive,
    createdAt: cars.createdAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  searchColumns: [cars.name],
  filters: (query) => [query.isActive === undefined ? undefined : eq(cars.isActive, query.isActive)],
  unique: { index: 'cars_name_key', field: 'name', message: 'A car with this name already exists' },
};

const tags = ['cars'];

/** The available cars of the booking flow and the car image (decision 012). */
const carExtrasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cars/available',
    {
      schema: {
        tags,
        operationId: 'listAvailableCars',
        summary: 'Active cars for the booking flow (any signed-in user)',
        response: { 200: dataItemsOf(carSchema) },
      },
    },
    async () => {
      const rows = await app.db.select().from(cars).where(eq(cars.isActive, true)).orderBy(asc(cars.minimumRate));
      return { dataItems: rows.map(toCar), count: rows.length };
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
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      if (!(await findRow(app.db, carCatalogue, id))) throw AppError.notFound('This car');
      const image = await readCarImage(await firstFile(request));
      const keys = carImageKeys(id, image.type);
      await app.storage.put(keys.imageKey, image.data);
      await app.storage.put(keys.thumbnailKey, image.thumbnail);
      const { row, previous } = await app.db.transaction(async (tx) => {
        const before = await findRow(tx, carCatalogue, id);
        if (!before) throw AppError.notFound('This car');
        const [updated] = await tx
          .update(cars)
          .set({ ...keys, imageType: image.type })
          .where(eq(cars.id, id))
          .returning();
        await recordAudit(tx, {
          actorId: user.id,
          action: 'update',
          entity: 'car',
          entityId: id,
          before: { image: before.imageKey },
          after: { image: keys.imageKey, bytes: image.data.length, type: image.type },
        });
        return { row: updated!, previous: before };
      });
      for (const key of [previous.imageKey, previous.thumbnailKey]) if (key) await app.storage.remove(key);
      return { data: toCar(row) };
    },
  );

  const serve = async (id: number, variant: 'image' | 'thumbnail', reply: FastifyReply) => {
    const row = await findRow(app.db, carCatalogue, id);
    if (!row) throw AppError.notFound('This car');
    const key = variant === 'image' ? row.imageKey : row.thumbnailKey;
    const bytes = key ? await app.storage.get(key) : null;
    if (!bytes) throw AppError.notFound('The image of this car');
    const type = variant === 'image' ? (row.imageType ?? 'application/octet-stream') : THUMBNAIL.type;
    return reply
      .header('content-type', type)
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
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
    afterDelete: async (row) => {
      for (const key of [row.imageKey, row.thumbnailKey]) if (key) await app.storage.remove(key);
    },
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
