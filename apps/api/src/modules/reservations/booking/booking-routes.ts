import {
  affiliateLookupSchema,
  bookingLookupQuerySchema,
  customerLookupSchema,
  dataItemsOf,
  idParamsSchema,
  bookedTripSchema,
  bookingRequestSchema,
  bookingResultSchema,
  dataOf,
  errorResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  quoteSchema,
} from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/index.js';
import { getBookedTrip } from './booked-trip-service.js';
import { PriceChangedError } from '../core/index.js';
import { book } from './booking-service.js';
import { lookUpAffiliates, lookUpCustomers } from './lookups-service.js';
import { quoteSources } from '../quote/index.js';

const tags = ['reservations'];

/** Booking (issue 11, DESIGN §5): book at the quote agreed to, take a booked trip up again, step 3's searches. */
const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reservations',
    {
      config: { permission: 'reservations:create' },
      schema: {
        tags,
        operationId: 'bookReservation',
        summary:
          'Book a trip at the total of the quote agreed to (409 with the new quote when the price changed); ' +
          'the same Idempotency-Key answers the same booking again',
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema }),
        body: bookingRequestSchema,
        response: {
          200: dataOf(bookingResultSchema),
          201: dataOf(bookingResultSchema),
          400: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema.extend({ data: quoteSchema.optional() }),
          // PayPal down, slow or answering what it should not (decision 040): nothing is booked.
          502: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { db: _db, ...sources } = quoteSources(app);
      try {
        const answer = await book(
          app.db,
          { ...sources, publicUrl: app.mail.publicUrl },
          currentUser(request),
          request.headers[IDEMPOTENCY_KEY_HEADER],
          request.body,
          app.paypal.client,
        );
        return reply.status(answer.statusCode === 200 ? 200 : 201).send(answer.body);
      } catch (error) {
        if (!(error instanceof PriceChangedError)) throw error;
        return reply.status(409).send({ error: { code: error.code, message: error.message }, data: error.quote });
      }
    },
  );

  app.get(
    '/reservations/:id/booking',
    {
      // Its customer or creator, or staff who edit, duplicate or see details: the service decides (else a 404).
      config: { signedIn: true },
      schema: {
        tags,
        operationId: 'getBookedReservation',
        summary:
          'A booked trip (either leg’s id) as the booking flow takes it again, to change or duplicate it, with why ' +
          'it may not be changed now',
        params: idParamsSchema,
        response: { 200: dataOf(bookedTripSchema), 404: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await getBookedTrip(app.db, currentUser(request), request.params.id, new Date(), app.businessTimeZone),
    }),
  );

  // Step 3's searches: their own permissions, not the Customers and Affiliates screens'.
  app.get(
    '/reservations/lookups/customers',
    {
      config: { permission: 'reservations:search-user' },
      schema: {
        tags,
        operationId: 'lookUpBookingCustomers',
        summary: 'Customers matching a search, to book for one (name, e-mail and phone only)',
        querystring: bookingLookupQuerySchema,
        response: { 200: dataItemsOf(customerLookupSchema) },
      },
    },
    async (request) => lookUpCustomers(app.db, app.roleDirectory, request.query),
  );

  app.get(
    '/reservations/lookups/affiliates',
    {
      config: { permission: 'reservations:search-affiliate' },
      schema: {
        tags,
        operationId: 'lookUpBookingAffiliates',
        summary: 'Affiliates matching a search, to book for one',
        querystring: bookingLookupQuerySchema,
        response: { 200: dataItemsOf(affiliateLookupSchema) },
      },
    },
    async (request) => lookUpAffiliates(app.db, request.query),
  );
};

export default bookingRoutes;
