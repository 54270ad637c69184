import {
  affiliateLookupSchema,
  bookingLookupQuerySchema,
  customerLookupSchema,
  dataItemsOf,
  createDraftSchema,
  draftSchema,
  idParamsSchema,
  updateDraftSchema,
  updateReservationSchema,
  bookedTripSchema,
  bookingRequestSchema,
  bookingResultSchema,
  dataOf,
  errorResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  quoteRequestSchema,
  quoteSchema,
} from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import { getBookedTrip } from './booked-trip-service.js';
import { book, PriceChangedError } from './booking-service.js';
import * as drafts from './drafts-service.js';
import { lookUpAffiliates, lookUpCustomers } from './lookups.js';
import { quoteSources } from './quote-sources.js';
import { quoteRequest } from './quote-service.js';
import { previewChange, updateReservation } from './reservation-update-service.js';

const tags = ['reservations'];

/** Booking (issue 11, DESIGN §5): the quote now; booking, drafts, updates and payment build on it. */
const reservationsRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.put(
    '/reservations/:id',
    {
      // Your own trip, or anyone's with reservations:edit (the service decides: another's is a 404).
      schema: {
        tags,
        operationId: 'updateReservation',
        summary:
          'Change a booked trip (both legs of a round trip): priced again; not for completed, cancelled or ' +
          'duplicate trips, nor by non-admins 6 hours or less before pickup',
        params: idParamsSchema,
        body: updateReservationSchema,
        response: {
          200: dataOf(bookingResultSchema),
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema.extend({ data: quoteSchema.optional() }),
        },
      },
    },
    async (request, reply) => {
      const { db: _db, ...sources } = quoteSources(app);
      try {
        return {
          data: await updateReservation(
            app.db,
            { ...sources, publicUrl: app.mail.publicUrl },
            currentUser(request),
            request.params.id,
            request.body,
          ),
        };
      } catch (error) {
        if (!(error instanceof PriceChangedError)) throw error;
        return reply.status(409).send({ error: { code: error.code, message: error.message }, data: error.quote });
      }
    },
  );

  app.post(
    '/reservations/:id/quote',
    {
      // Who may change the trip (its customer or creator, or reservations:edit: the service decides, another's is a
      // 404). It writes nothing.
      config: { readsOnly: true },
      schema: {
        tags,
        operationId: 'quoteReservationChange',
        summary:
          'Price a change of a booked trip as saving it would (its addons priced on the new price); the same ' +
          'refusals as the change, nothing written',
        params: idParamsSchema,
        body: quoteRequestSchema,
        response: {
          200: dataOf(quoteSchema),
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { db: _db, ...sources } = quoteSources(app);
      return { data: await previewChange(app.db, sources, currentUser(request), request.params.id, request.body) };
    },
  );

  app.get(
    '/reservations/:id/booking',
    {
      // Its customer or creator, or staff who edit, duplicate or see details: the service decides (else a 404).
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

  // Drafts (DESIGN §5): the wizard's whole state, saved by a signed-in user with reservations:draft and resumed
  // with `/reservation/create?id=&draft=true` in any browser; open to its author, its customer and staff who edit.
  app.post(
    '/reservations/drafts',
    {
      config: { permission: 'reservations:draft' },
      schema: {
        tags,
        operationId: 'createReservationDraft',
        summary: 'Save the booking wizard as a draft',
        body: createDraftSchema,
        response: { 201: dataOf(draftSchema), 400: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await drafts.createDraft(app.db, currentUser(request), request.body, app.businessTimeZone) }),
  );

  app.get(
    '/reservations/drafts/:id',
    {
      config: { permission: 'reservations:draft' },
      schema: {
        tags,
        operationId: 'getReservationDraft',
        summary: 'A saved draft, to resume the booking wizard',
        params: idParamsSchema,
        response: { 200: dataOf(draftSchema), 404: errorResponseSchema },
      },
    },
    async (request) => ({ data: await drafts.getDraft(app.db, currentUser(request), request.params.id) }),
  );

  app.put(
    '/reservations/drafts/:id',
    {
      config: { permission: 'reservations:draft' },
      schema: {
        tags,
        operationId: 'updateReservationDraft',
        summary: 'Save a draft again (send back its version)',
        params: idParamsSchema,
        body: updateDraftSchema,
        response: { 200: dataOf(draftSchema), 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await drafts.updateDraft(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
        app.businessTimeZone,
      ),
    }),
  );

  app.delete(
    '/reservations/drafts/:id',
    {
      config: { permission: 'reservations:draft' },
      schema: {
        tags,
        operationId: 'deleteReservationDraft',
        summary: 'Delete a draft (booked trips are cancelled, never deleted)',
        params: idParamsSchema,
        response: {
          200: dataOf(z.object({ id: z.number().int() })),
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({ data: await drafts.deleteDraft(app.db, currentUser(request), request.params.id) }),
  );
};

export default reservationsRoutes;
