import {
  createDraftSchema,
  draftSchema,
  idParamsSchema,
  updateDraftSchema,
  dataOf,
  errorResponseSchema,
} from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, ownershipOf } from '../../auth/index.js';
import * as drafts from './drafts-service.js';

const tags = ['reservations'];

/**
 * Drafts (DESIGN §5, decision 041): the wizard's whole state, saved and resumed. Their own top-level path, apart from
 * `/reservations/{id}/…`, so no path of the API can be read two ways (decision 071).
 */
const draftsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Drafts (DESIGN §5): the wizard's whole state, saved by a signed-in user with reservations:draft and resumed
  // with `/reservation/create?id=&draft=true` in any browser; open to its author, its customer and staff who edit.
  app.post(
    '/reservation-drafts',
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
    '/reservation-drafts/:id',
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
    '/reservation-drafts/:id',
    {
      // Someone else's draft is a 404 whatever the body (decision 071).
      config: {
        permission: 'reservations:draft',
        ownership: ownershipOf('params', idParamsSchema, (db, user, { id }) => drafts.openDraft(db, user, id)),
      },
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
    '/reservation-drafts/:id',
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

export default draftsRoutes;
