import { dataOf, errorResponseSchema, quoteRequestSchema, quoteSchema } from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quoteSources } from './quote-sources.js';
import { quoteRequest } from './quote-service.js';

const tags = ['reservations'];

/** The quote (issue 11, DESIGN §5): anyone may price a trip; nothing is written. */
const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reservations/quote',
    {
      // Anyone may get a quote (a visitor too); what a trip needs beyond that (point to point, miles set by hand)
      // is checked against the signed-in user, if any. It writes nothing.
      config: { public: true, readsOnly: true },
      schema: {
        tags,
        operationId: 'quoteReservation',
        summary: 'Price a trip: the itemised breakdown of each leg (nothing is booked)',
        body: quoteRequestSchema,
        response: { 200: dataOf(quoteSchema), 400: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => ({ data: await quoteRequest(quoteSources(app), request.user, request.body) }),
  );
};

export default quoteRoutes;
