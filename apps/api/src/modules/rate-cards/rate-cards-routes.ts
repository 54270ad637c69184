import {
  BOOKABLE_SERVICES,
  bookableServicesOf,
  fromLocalDateTime,
  isLocalDateTime,
  createRateCardSchema,
  dataItemsOf,
  dataOf,
  errorResponseSchema,
  idParamsSchema,
  publishRateCardSchema,
  rateCardInForceQuerySchema,
  rateCardListQuerySchema,
  rateCardSummarySchema,
  storedRateCardSchema,
  updateRateCardSchema,
  whatIfRequestSchema,
  type WhatIfLine,
} from '@livery/domain';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/index.js';
import { publishRateCard } from './rate-card-publish-service.js';
import * as service from './rate-cards-service.js';
import { planWhatIf, runWhatIf } from './what-if-service.js';

const tags = ['rate-cards'];

/** The card in force at an instant, with what it charges; null before the first published card takes effect. */
const inForceSchema = z.object({ card: storedRateCardSchema.nullable() });

/** The what-if's answer (decision 093): one JSON document a line, flushed as each is written. */
const whatIfStream = {
  description:
    'Newline-delimited JSON (`application/x-ndjson`), one object a line as the run goes: `{"progress":{"done","total"}}` ' +
    'after each batch of legs read, then `{"result":…}` — totals before (the legs’ stored amounts) and after (under ' +
    'the draft), by month, service type and car class, the 20 trips that change most, and the legs counted apart with ' +
    'their reasons (`whatIfLineSchema` in @livery/domain); or `{"error":{"code","message"}}` if the run fails midway. ' +
    'Nothing is written.',
  content: { 'application/x-ndjson': { schema: z.any().meta({ type: 'string' }) } },
};

async function* ndjson(lines: AsyncGenerator<WhatIfLine>, log: { error: (error: unknown) => void }) {
  try {
    for await (const line of lines) yield `${JSON.stringify(line)}\n`;
  } catch (error) {
    log.error(error);
    const failed: WhatIfLine = { error: { code: 'INTERNAL', message: 'The what-if stopped: try again.' } };
    yield `${JSON.stringify(failed)}\n`;
  }
}

/** Rate cards (issue 39, decision 091): drafts staff edit, published cards in force from an instant. */
const rateCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rate-cards',
    {
      config: { permission: 'rate-cards:view' },
      schema: {
        tags,
        operationId: 'listRateCards',
        summary: 'List rate cards (filter by status, sort, search by name)',
        querystring: rateCardListQuerySchema,
        response: { 200: dataItemsOf(rateCardSummarySchema) },
      },
    },
    async (request) => service.listRateCards(app.db, request.query),
  );

  app.get(
    '/rate-cards/in-force',
    {
      config: { permission: 'rate-cards:view' },
      schema: {
        tags,
        operationId: 'getRateCardInForce',
        summary:
          'The card in force at an instant (now when `at` is left out): the newest published one effective by then',
        querystring: rateCardInForceQuerySchema,
        response: { 200: dataOf(inForceSchema) },
      },
    },
    async (request) => {
      const at = request.query.at ? new Date(request.query.at) : new Date();
      return { data: { card: await service.storedCardInForce(app.db, at) } };
    },
  );

  app.get(
    '/rate-cards/services',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getBookableServices',
        summary:
          'What a trip picked up at `at` (the business wall clock, YYYY-MM-DDTHH:mm; now when left out) may be booked as: ' +
          'the services of the card in force then, or transfers alone without one (decision 092)',
        querystring: z.object({
          at: z.string().refine(isLocalDateTime, 'The time must be written YYYY-MM-DDTHH:mm').optional(),
        }),
        response: { 200: dataOf(z.object({ services: z.array(z.enum(BOOKABLE_SERVICES)) })) },
      },
    },
    async (request) => {
      const at = request.query.at ? fromLocalDateTime(request.query.at, app.businessTimeZone) : null;
      const inForce = await service.rateCardInForce(app.db, at ?? new Date());
      return { data: { services: bookableServicesOf(inForce?.card.services ?? null) } };
    },
  );

  app.get(
    '/rate-cards/:id',
    {
      config: { permission: 'rate-cards:view' },
      schema: {
        tags,
        operationId: 'getRateCard',
        summary: 'One rate card, with what it charges',
        params: idParamsSchema,
        response: { 200: dataOf(storedRateCardSchema) },
      },
    },
    async (request) => ({ data: await service.getRateCard(app.db, request.params.id) }),
  );

  app.post(
    '/rate-cards',
    {
      config: { permission: 'rate-cards:create' },
      schema: {
        tags,
        operationId: 'createRateCard',
        summary: 'Start a draft rate card',
        body: createRateCardSchema,
        response: { 201: dataOf(storedRateCardSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.createRateCard(app.db, currentUser(request).id, request.body) }),
  );

  app.put(
    '/rate-cards/:id',
    {
      config: { permission: 'rate-cards:edit' },
      schema: {
        tags,
        operationId: 'updateRateCard',
        summary: 'Change a draft rate card (send back its version); a published card is never changed',
        params: idParamsSchema,
        body: updateRateCardSchema,
        response: { 200: dataOf(storedRateCardSchema), 409: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await service.updateRateCard(app.db, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.post(
    '/rate-cards/:id/copy',
    {
      config: { permission: 'rate-cards:create' },
      schema: {
        tags,
        operationId: 'copyRateCard',
        summary: 'Copy a rate card to a new draft (how a published card is changed)',
        params: idParamsSchema,
        response: { 201: dataOf(storedRateCardSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.copyRateCard(app.db, currentUser(request).id, request.params.id) }),
  );

  app.post(
    '/rate-cards/:id/publish',
    {
      config: { permission: 'rate-cards:publish' },
      schema: {
        tags,
        operationId: 'publishRateCard',
        summary: 'Publish a draft from an instant, now or later; new bookings are priced with it from then',
        params: idParamsSchema,
        body: publishRateCardSchema,
        response: { 200: dataOf(storedRateCardSchema), 409: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await publishRateCard(app.db, currentUser(request).id, request.params.id, request.body, new Date()),
    }),
  );

  app.post(
    '/rate-cards/:id/what-if',
    {
      config: { permission: 'rate-cards:edit' },
      // Compressed, the progress lines would wait in the compressor's buffer.
      compress: false,
      schema: {
        tags,
        operationId: 'runRateCardWhatIf',
        summary:
          'Price the trips booked in a period under a draft card and compare with what they cost (nothing is saved)',
        params: idParamsSchema,
        body: whatIfRequestSchema,
        response: {
          200: whatIfStream,
          409: errorResponseSchema.describe('The card is published: the what-if prices a draft'),
        },
      },
    },
    async (request, reply) => {
      const plan = await planWhatIf(app.db, request.params.id, request.body, app.businessTimeZone);
      void reply.header('cache-control', 'no-store').type('application/x-ndjson');
      return reply.send(Readable.from(ndjson(runWhatIf(plan), request.log)));
    },
  );

  app.delete(
    '/rate-cards/:id',
    {
      config: { permission: 'rate-cards:delete' },
      schema: {
        tags,
        operationId: 'deleteRateCard',
        summary: 'Delete a draft, or a published card not yet in force',
        params: idParamsSchema,
        response: { 200: dataOf(z.object({ id: z.number().int() })), 409: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await service.deleteRateCard(app.db, currentUser(request).id, request.params.id, new Date()),
    }),
  );
};

export default rateCardsRoutes;
