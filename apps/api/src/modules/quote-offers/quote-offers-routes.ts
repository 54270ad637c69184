import {
  acceptedQuoteOfferSchema,
  acceptQuoteOfferSchema,
  dataItemsOf,
  dataOf,
  errorResponseSchema,
  idParamsSchema,
  openQuoteOfferSchema,
  paypalOrderSchema,
  QUOTE_SEND_PERMISSIONS,
  quoteOfferListQuerySchema,
  quoteOfferSchema,
  quoteOfferTokenParamsSchema,
  quoteSchema,
  sendQuoteOfferSchema,
  sentQuoteOfferSchema,
} from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/index.js';
import { PriceChangedError, quoteSources } from '../reservations/index.js';
import { acceptQuoteOffer, openQuoteOffer, quoteOfferPaypalOrder } from './accept-quote-service.js';
import { getQuoteOffer, listQuoteOffers, sendQuoteOffer } from './send-quote-service.js';

const tags = ['quotes'];

/**
 * Quotes the customer accepts (issue 39, decision 090). Staff who book for customers send one and list them; the
 * link's holder opens and accepts it without an account, by the token alone (`/quotes/open/{token}`).
 */
const quoteOffersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/quotes',
    {
      // Staff who book for customers (decision 039): the domain's `maySendQuote`, which the wizard's button reads.
      config: { permission: QUOTE_SEND_PERMISSIONS },
      schema: {
        tags,
        operationId: 'sendQuote',
        summary:
          'Price a trip as a booking does and e-mail it to the customer as a quote with a link valid N days (409 ' +
          'with the new quote when the total is not the one shown)',
        body: sendQuoteOfferSchema,
        response: {
          201: dataOf(sentQuoteOfferSchema),
          400: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema.extend({ data: quoteSchema.optional() }),
        },
      },
    },
    async (request, reply) => {
      const { db: _db, ...sources } = quoteSources(app);
      try {
        const sent = await sendQuoteOffer(app.db, sources, app.mail.publicUrl, currentUser(request), request.body);
        return reply.status(201).send({ data: sent });
      } catch (error) {
        if (!(error instanceof PriceChangedError)) throw error;
        return reply.status(409).send({ error: { code: error.code, message: error.message }, data: error.quote });
      }
    },
  );

  app.get(
    '/quotes',
    {
      config: { permission: 'reservations:view' },
      schema: {
        tags,
        operationId: 'listQuotes',
        summary: 'The quotes sent: search by customer or number, one status (sent, accepted, expired), sorted',
        querystring: quoteOfferListQuerySchema,
        response: { 200: dataItemsOf(quoteOfferSchema) },
      },
    },
    async (request) => listQuoteOffers(app.db, request.query, new Date()),
  );

  app.get(
    '/quotes/:id',
    {
      config: { permission: 'reservations:view' },
      schema: {
        tags,
        operationId: 'getQuote',
        summary: 'One quote sent, as the list shows it',
        params: idParamsSchema,
        response: { 200: dataOf(quoteOfferSchema) },
      },
    },
    async (request) => ({ data: await getQuoteOffer(app.db, request.params.id, new Date()) }),
  );

  app.get(
    '/quotes/open/:token',
    {
      // The link is the key: 256 random bits, kept hashed; any other text is the same 404.
      config: { public: true },
      schema: {
        tags,
        operationId: 'openQuote',
        summary: 'The quote a link opens: the trip, its lines and total as quoted, until when, and how Accept books',
        params: quoteOfferTokenParamsSchema,
        response: { 200: dataOf(openQuoteOfferSchema), 404: errorResponseSchema },
      },
    },
    async (request) => ({ data: await openQuoteOffer(app.db, app.paypal.client, request.params.token, new Date()) }),
  );

  app.post(
    '/quotes/open/:token/paypal-order',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'createQuotePaypalOrder',
        summary: 'Open a PayPal order for the quoted total, to accept the quote by paying it',
        params: quoteOfferTokenParamsSchema,
        response: {
          201: dataOf(paypalOrderSchema),
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const order = await quoteOfferPaypalOrder(app.db, app.paypal.client, request.params.token, new Date());
      return reply.status(201).send({ data: order });
    },
  );

  app.post(
    '/quotes/open/:token/accept',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'acceptQuote',
        summary:
          'Accept the quote: book the trip at the quoted price for the customer (paid with the order when Accept ' +
          'pays online); a second Accept is a 409 naming the trip',
        params: quoteOfferTokenParamsSchema,
        body: acceptQuoteOfferSchema,
        response: {
          201: dataOf(acceptedQuoteOfferSchema),
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { db: _db, ...sources } = quoteSources(app);
      const accepted = await acceptQuoteOffer(
        app.db,
        { ...sources, publicUrl: app.mail.publicUrl },
        app.paypal.client,
        request.params.token,
        request.body,
      );
      return reply.status(201).send({ data: accepted });
    },
  );
};

export default quoteOffersRoutes;
