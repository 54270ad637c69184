import {
  businessDate,
  dataItemsOf,
  dataOf,
  errorResponseSchema,
  idParamsSchema,
  type ListQuery,
  type PermissionArea,
  type Permission,
} from '@livery/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendCsv, type CsvColumn } from '../../lib/csv.js';
import { csvResponse } from '../../lib/openapi.js';
import { currentUser } from '../../plugins/auth.js';
import type { Executor } from '../../db/client.js';
import { createOne, deleteOne, getOne, listAll, listPage, updateOne, type Catalogue } from './catalogue-crud.js';

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

export interface CatalogueRoutes<Row, Dto, Query extends ListQuery> {
  /** The collection's path as written, `'/cars'`: the routes are it, `…/export.csv` and `…/:id`. */
  path: `/${string}`;
  /** The permission area (`cars:view`…), also the CSV file name. */
  area: PermissionArea & string;
  /** For operationIds: `Car` / `Cars` → listCars, exportCars, getCar, createCar, updateCar, deleteCar. */
  names: { one: string; many: string };
  catalogue: Catalogue<Row, Dto, Query>;
  dtoSchema: z.ZodType<Dto>;
  listQuerySchema: z.ZodType<Query>;
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  csvColumns: readonly CsvColumn<Dto>[];
  /** The database values of a validated body (money through cents). */
  toValues: (input: Record<string, unknown>) => Record<string, unknown>;
  /** Runs inside the write's transaction, before it (e.g. one active round-trip code). */
  beforeWrite?: (tx: Executor, id: number | null, input: Record<string, unknown>, actorId: number) => Promise<void>;
  afterDelete?: (row: Row) => Promise<void>;
}

/**
 * The list, export, read, create, update and delete routes of a catalogue list, each declaring its
 * permission (`<area>:view|create|edit|delete`); see decision 010.
 */
export function registerCatalogueRoutes<Row, Dto, Query extends ListQuery>(
  fastify: FastifyInstance,
  options: CatalogueRoutes<Row, Dto, Query>,
) {
  const app = fastify;
  const { area, path, names, catalogue: c } = options;
  const perm = (action: string) => `${area}:${action}` as Permission;
  const tags = [area];
  const noun = c.noun;
  const withValues = (body: unknown) => options.toValues(body as Record<string, unknown>);
  const hook = (body: unknown, actorId: number) =>
    options.beforeWrite
      ? (tx: Executor, id: number | null) => options.beforeWrite!(tx, id, body as Record<string, unknown>, actorId)
      : undefined;

  app.get(
    path,
    {
      config: { permission: perm('view') },
      schema: {
        tags,
        operationId: `list${names.many}`,
        summary: `List ${noun}s`,
        querystring: options.listQuerySchema,
        response: { 200: dataItemsOf(options.dtoSchema) },
      },
    },
    async (request) => listPage(app.db, c, request.query as Query),
  );

  app.get(
    `${path}/export.csv`,
    {
      config: { permission: perm('view') },
      schema: {
        tags,
        operationId: `export${names.many}`,
        summary: `Export the ${noun}s matching the filters as CSV (every page, streamed)`,
        querystring: options.listQuerySchema,
        response: { 200: csvResponse },
      },
    },
    async (request, reply) =>
      sendCsv(reply, {
        name: area,
        date: businessDate(new Date(), app.businessTimeZone),
        columns: options.csvColumns,
        batches: listAll(app.db, c, request.query as Query),
      }),
  );

  app.get(
    `${path}/:id`,
    {
      config: { permission: perm('view') },
      schema: {
        tags,
        operationId: `get${names.one}`,
        summary: `One ${noun}`,
        params: idParamsSchema,
        response: { 200: dataOf(options.dtoSchema) },
      },
    },
    async (request) => ({ data: await getOne(app.db, c, (request.params as { id: number }).id) }),
  );

  app.post(
    path,
    {
      config: { permission: perm('create') },
      schema: {
        tags,
        operationId: `create${names.one}`,
        summary: `Create ${withArticle(noun)}`,
        body: options.createSchema,
        response: { 201: dataOf(options.dtoSchema), 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const actorId = currentUser(request).id;
      const data = await createOne(app.db, c, actorId, withValues(request.body), hook(request.body, actorId));
      return reply.status(201).send({ data });
    },
  );

  app.put(
    `${path}/:id`,
    {
      config: { permission: perm('edit') },
      schema: {
        tags,
        operationId: `update${names.one}`,
        summary: `Update ${withArticle(noun)} (send back its version)`,
        params: idParamsSchema,
        body: options.updateSchema,
        response: { 200: dataOf(options.dtoSchema), 409: errorResponseSchema },
      },
    },
    async (request) => {
      const actorId = currentUser(request).id;
      const { version, ...body } = request.body as { version: number } & Record<string, unknown>;
      const { id } = request.params as { id: number };
      return { data: await updateOne(app.db, c, actorId, id, version, withValues(body), hook(body, actorId)) };
    },
  );

  app.delete(
    `${path}/:id`,
    {
      config: { permission: perm('delete') },
      schema: {
        tags,
        operationId: `delete${names.one}`,
        summary: `Delete ${withArticle(noun)}`,
        params: idParamsSchema,
        response: { 200: dataOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const row = await deleteOne(app.db, c, currentUser(request).id, id);
      await options.afterDelete?.(row);
      return { data: { id } };
    },
  );
}
