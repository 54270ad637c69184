import {
  businessDate,
  dataItemsOf,
  dataOf,
  errorResponseSchema,
  idParamsSchema,
  type AreaWith,
  type Permission,
} from '@livery/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv, type CsvColumn } from '../../lib/csv.js';
import { csvResponse } from '../../lib/openapi.js';
import { currentUser } from '../auth/index.js';
import type { Executor } from '../../db/client.js';
import type { VersionedTable } from '../../db/writes.js';
import {
  createOne,
  deleteOne,
  getOne,
  listAll,
  listPage,
  updateOne,
  type Catalogue,
  type CatalogueQuery,
} from './catalogue-crud.js';

/** What a catalogue's routes do, each its own permission. */
type CatalogueAction = 'view' | 'create' | 'edit' | 'delete';

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

export interface CatalogueRoutes<Table extends VersionedTable, Dto, Query extends CatalogueQuery<Query>> {
  /** The collection's path as written, `'/cars'`: the routes are it, `…/export.csv` and `…/:id`. */
  path: `/${string}`;
  /** The permission area (`cars:view`…), also the CSV file name. */
  area: AreaWith<CatalogueAction>;
  /** For operationIds: `Car` / `Cars` → listCars, exportCars, getCar, createCar, updateCar, deleteCar. */
  names: { one: string; many: string };
  catalogue: Catalogue<Table, Dto, Query>;
  dtoSchema: z.ZodType<Dto>;
  listQuerySchema: z.ZodType<Query>;
  /** The body of a create: an object of the catalogue's fields. */
  createSchema: z.ZodType<Record<string, unknown>>;
  /** The body of an update: the fields and the version they were read at. */
  updateSchema: z.ZodType<{ version: number } & Record<string, unknown>>;
  csvColumns: readonly CsvColumn<Dto>[];
  /** The database values of a validated body (money through cents). */
  toValues: (input: Record<string, unknown>) => Record<string, unknown>;
  /** Runs inside the write's transaction, before it (e.g. one active round-trip code). */
  beforeWrite?: (tx: Executor, id: number | null, input: Record<string, unknown>, actorId: number) => Promise<void>;
  afterDelete?: (row: Table['$inferSelect']) => Promise<void>;
}

/**
 * The list, export, read, create, update and delete routes of a catalogue list, each declaring its
 * permission (`<area>:view|create|edit|delete`); see decision 010.
 */
export function registerCatalogueRoutes<Table extends VersionedTable, Dto, Query extends CatalogueQuery<Query>>(
  fastify: FastifyInstance,
  options: CatalogueRoutes<Table, Dto, Query>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { area, path, names, catalogue: c } = options;
  const perm = (action: CatalogueAction): Permission => `${area}:${action}`;
  const tags = [area];
  const noun = c.noun;
  // The one cast of these routes: Fastify types a querystring as `UndefinedToUnknown<Query>`, which TypeScript cannot
  // resolve while `Query` is a type parameter; the route's `listQuerySchema` has parsed it into a `Query`.
  const listQuery = (query: unknown) => query as Query;
  const withValues = (body: Record<string, unknown>) => options.toValues(body);
  const hook = (body: Record<string, unknown>, actorId: number) => {
    const { beforeWrite } = options;
    return beforeWrite ? (tx: Executor, id: number | null) => beforeWrite(tx, id, body, actorId) : undefined;
  };

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
    async (request) => listPage(app.db, c, listQuery(request.query)),
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
        batches: listAll(app.db, c, listQuery(request.query)),
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
    async (request) => ({ data: await getOne(app.db, c, request.params.id) }),
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
      const { version, ...body } = request.body;
      const { id } = request.params;
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
      const { id } = request.params;
      const row = await deleteOne(app.db, c, currentUser(request).id, id);
      await options.afterDelete?.(row);
      return { data: { id } };
    },
  );
}
