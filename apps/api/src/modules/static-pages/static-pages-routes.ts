import {
  availableStaticPageSchema,
  createStaticPageSchema,
  dataItemsOf,
  dataOf,
  errorResponseSchema,
  idParamsSchema,
  publishedStaticPageSchema,
  slugParamsSchema,
  staticPageListQuerySchema,
  staticPageSchema,
  staticPageSummarySchema,
  updateStaticPageSchema,
} from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/index.js';
import * as service from './static-pages-service.js';

const tags = ['static-pages'];

/**
 * Static pages (SPEC §2, §7; DESIGN §6). The catalogue has `static-page-editor:view` and `:create` only: view reads
 * the editor's list, create writes (adds, edits, deletes) pages (decision 034). Anyone reads the active ones.
 */
const staticPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/static-pages',
    {
      config: { permission: 'static-page-editor:view' },
      schema: {
        tags,
        operationId: 'listStaticPages',
        summary: 'List static pages (without their content)',
        querystring: staticPageListQuerySchema,
        response: { 200: dataItemsOf(staticPageSummarySchema) },
      },
    },
    async (request) => service.listStaticPages(app.db, request.query),
  );

  app.get(
    '/static-pages/available',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'listAvailableStaticPages',
        summary: 'The active pages’ titles and slugs, by title (for menus; public)',
        response: { 200: dataItemsOf(availableStaticPageSchema) },
      },
    },
    async () => service.listAvailable(app.db),
  );

  app.get(
    '/static-pages/by-slug/:slug',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getPublishedStaticPage',
        summary: 'The active page at /{slug} (public; an inactive or unknown one is a 404)',
        params: slugParamsSchema,
        response: { 200: dataOf(publishedStaticPageSchema) },
      },
    },
    async (request) => ({ data: await service.getPublishedPage(app.db, request.params.slug) }),
  );

  app.get(
    '/static-pages/:id',
    {
      config: { permission: 'static-page-editor:view' },
      schema: {
        tags,
        operationId: 'getStaticPage',
        summary: 'One static page, with its content',
        params: idParamsSchema,
        response: { 200: dataOf(staticPageSchema) },
      },
    },
    async (request) => ({ data: await service.getStaticPage(app.db, request.params.id) }),
  );

  app.post(
    '/static-pages',
    {
      config: { permission: 'static-page-editor:create' },
      schema: {
        tags,
        operationId: 'createStaticPage',
        summary: 'Create a static page (its HTML is sanitised)',
        body: createStaticPageSchema,
        response: { 201: dataOf(staticPageSchema), 409: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.createStaticPage(app.db, currentUser(request).id, request.body) }),
  );

  app.put(
    '/static-pages/:id',
    {
      config: { permission: 'static-page-editor:create' },
      schema: {
        tags,
        operationId: 'updateStaticPage',
        summary: 'Update a static page (send back its version; its HTML is sanitised)',
        params: idParamsSchema,
        body: updateStaticPageSchema,
        response: { 200: dataOf(staticPageSchema), 409: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await service.updateStaticPage(app.db, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/static-pages/:id',
    {
      config: { permission: 'static-page-editor:create' },
      schema: {
        tags,
        operationId: 'deleteStaticPage',
        summary: 'Delete a static page',
        params: idParamsSchema,
        response: { 200: dataOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ({ data: await service.deleteStaticPage(app.db, currentUser(request).id, request.params.id) }),
  );
};

export default staticPagesRoutes;
