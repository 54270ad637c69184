import {
  idParamsSchema,
  updateReservationSchema,
  bookingResultSchema,
  dataOf,
  errorResponseSchema,
  quoteRequestSchema,
  quoteSchema,
} from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, ownershipOf } from '../../auth/index.js';
import { PriceChangedError } from '../core/index.js';
import { quoteSources } from '../quote/index.js';
import { mayChangeOn, previewChange, updateReservation } from './change-service.js';

const tags = ['reservations'];

/** Who may change the trip, before its body is read (decision 071): another's trip is a 404 whatever is sent. */
const changer = ownershipOf('params', idParamsSchema, (db, user, { id }) => mayChangeOn(db, user, id));

/** Changing a booked trip (decision 055): the preview's price is the save's. */
const changeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/reservations/:id',
    {
      // Your own trip, or anyone's with reservations:edit (another's is a 404).
      config: { ownership: changer },
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
      // Who may change the trip (its customer or creator, or reservations:edit; another's is a 404). It writes
      // nothing.
      config: { readsOnly: true, ownership: changer },
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
};

export default changeRoutes;
