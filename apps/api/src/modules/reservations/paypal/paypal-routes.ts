import {
  createPaypalOrderSchema,
  dataOf,
  errorResponseSchema,
  paypalConfigSchema,
  paypalOrderSchema,
  quoteSchema,
} from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/index.js';
import { PriceChangedError } from '../core/index.js';
import { quoteSources } from '../quote/index.js';
import { createPaypalOrder } from './paypal-order-service.js';

const tags = ['reservations'];

/**
 * Paying with PayPal (decision 040). The browser loads the JS SDK from `/payments/paypal/config`; the buttons'
 * `createOrder` calls `POST /reservations/paypal/orders`, and `onApprove` books with
 * `POST /reservations` and `payment: { kind: 'paypal', orderId }`, which captures the order.
 */
const paypalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/paypal/config',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getPaypalConfig',
        summary: 'What the browser needs to load PayPal’s JS SDK (available is false without credentials)',
        response: { 200: dataOf(paypalConfigSchema) },
      },
    },
    async () => ({ data: app.paypal.browser }),
  );

  app.post(
    '/reservations/paypal/orders',
    {
      config: { permission: 'reservations:create' },
      schema: {
        tags,
        operationId: 'createPaypalOrder',
        summary:
          'Open a PayPal order for a trip at the server’s price (409 with the new quote when it is not the total ' +
          'agreed to); book with its id to capture it',
        body: createPaypalOrderSchema,
        response: {
          201: dataOf(paypalOrderSchema),
          400: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema.extend({ data: quoteSchema.optional() }),
          502: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        const order = await createPaypalOrder(quoteSources(app), app.paypal.client, currentUser(request), request.body);
        return reply.status(201).send({ data: order });
      } catch (error) {
        if (!(error instanceof PriceChangedError)) throw error;
        return reply.status(409).send({ error: { code: error.code, message: error.message }, data: error.quote });
      }
    },
  );
};

export default paypalRoutes;
