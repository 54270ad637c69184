import { customerCancelSchema, customerTripSchema, dataOf, errorResponseSchema, idParamsSchema } from '@livery/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, ownershipOf } from '../../auth/index.js';
import { cancelCustomerTrip } from './customer-cancel-service.js';
import * as service from './customer-trip-service.js';

const tags = ['reservations'];

const depsOf = (app: FastifyInstance): service.CustomerTripDeps => ({
  paypal: app.paypal.client,
  publicUrl: app.mail.publicUrl,
  timeZone: app.businessTimeZone,
  now: () => new Date(),
});

/**
 * The customer's own trip (issue 22, decision 052). Both routes follow the self rule of a trip (DESIGN §4): its
 * customer or the account that booked it; the service decides, and anyone else's trip is the 404 of an unknown id.
 */
const customerTripRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reservations/:id/trip',
    {
      // Its customer or who booked it, or staff with reservations:details (to see what the customer sees).
      config: { signedIn: true },
      schema: {
        tags,
        operationId: 'getCustomerTrip',
        summary:
          'A trip as its traveller reads it: pickup, route, cars and drivers’ first names, price lines, paid and ' +
          'due, and what they may do now (pay, change, cancel) with the office’s number for what they may not',
        params: idParamsSchema,
        response: { 200: dataOf(customerTripSchema), 404: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await service.getCustomerTrip(app.db, depsOf(app), currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/reservations/:id/customer-cancel',
    {
      // The trip's own customer or who booked it only: staff cancel through POST /reservations/{id}/cancel. Anyone
      // else's trip is a 404 whatever the body (decision 071).
      config: {
        ownership: ownershipOf('params', idParamsSchema, (db, user, { id }) => service.mayCancelOwnOn(db, user, id)),
      },
      schema: {
        tags,
        operationId: 'cancelOwnTrip',
        summary:
          'Cancel your own trip (this leg) up to the customer policy’s cut-off before pickup (403 past it, naming ' +
          'the office’s number); a PayPal payment is refunded less the cancellation fee and the office is told',
        params: idParamsSchema,
        body: customerCancelSchema,
        response: {
          200: dataOf(customerTripSchema),
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          // PayPal down or refusing the refund: nothing is cancelled.
          502: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: await cancelCustomerTrip(
        app.db,
        depsOf(app),
        currentUser(request),
        request.params.id,
        request.body.version,
      ),
    }),
  );
};

export default customerTripRoutes;
