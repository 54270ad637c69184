import {
  cancelReservationSchema,
  changeStatusSchema,
  completeReservationSchema,
  dataOf,
  errorResponseSchema,
  idParamsSchema,
  markDuplicateSchema,
  reservationDetailsSchema,
} from '@livery/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/index.js';
import { getReservationDetails } from '../details/index.js';
import { cancelReservation } from './cancel-service.js';
import { completeReservation } from './complete-service.js';
import type { LifecycleDeps } from './lifecycle-moves.js';
import { changeReservationStatus, deleteReservation, markReservationDuplicate } from './lifecycle-service.js';

const tags = ['reservations'];

/** Every answer a details or lifecycle call may give (DESIGN §3). */
const answers = {
  200: dataOf(reservationDetailsSchema),
  409: errorResponseSchema,
};

const depsOf = (app: FastifyInstance): LifecycleDeps => ({
  paypal: app.paypal.client,
  publicUrl: app.mail.publicUrl,
  timeZone: app.businessTimeZone,
  now: () => new Date(),
});

/**
 * A reservation's details and lifecycle (issue 12, DESIGN §5, decision 043): the details page, complete, cancel
 * (with a PayPal refund), mark as a duplicate, a status changed by hand, and deleting a draft. Each move sends back
 * the version read (409 when stale, or when the table refuses it) and answers the details as they are now.
 */
const reservationLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reservations/:id',
    {
      // With reservations:details, or its customer or creator, or a driver assigned to it: the service decides
      // (anyone else gets the 404 of an unknown id).
      config: { signedIn: true },
      schema: {
        tags,
        operationId: 'getReservation',
        summary:
          'A booked trip’s details: its other leg, cars and drivers, price lines, status history, refunds and the ' +
          'actions you may take now; staff who change statuses opening a created trip mark it viewed',
        params: idParamsSchema,
        response: answers,
      },
    },
    async (request) => ({
      data: await getReservationDetails(app.db, currentUser(request), request.params.id, new Date()),
    }),
  );

  app.post(
    '/reservations/:id/complete',
    {
      config: { permission: 'reservations:complete' },
      schema: {
        tags,
        operationId: 'completeReservation',
        summary:
          'Complete an assigned trip; the customer gets an e-mail with a link to review it. Before its pickup only ' +
          'with early: true (asked first)',
        params: idParamsSchema,
        body: completeReservationSchema,
        response: answers,
      },
    },
    async (request) => ({
      data: await completeReservation(app.db, depsOf(app), currentUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/reservations/:id/cancel',
    {
      config: { permission: 'reservations:cancel' },
      schema: {
        tags,
        operationId: 'cancelReservation',
        summary:
          'Cancel this leg (the other leg of a round trip stays booked), refunding its PayPal payment in full or in ' +
          'part when asked (never more than is left, never twice); the customer gets an e-mail',
        params: idParamsSchema,
        body: cancelReservationSchema,
        // PayPal down, slow or refusing our request: nothing is refunded or cancelled.
        response: { ...answers, 502: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await cancelReservation(app.db, depsOf(app), currentUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/reservations/:id/mark-duplicate',
    {
      config: { permission: 'reservations:change-status' },
      schema: {
        tags,
        operationId: 'markReservationDuplicate',
        summary: 'Mark a trip as a duplicate booking (of another, when known): it leaves lists and revenue',
        params: idParamsSchema,
        body: markDuplicateSchema,
        response: answers,
      },
    },
    async (request) => ({
      data: await markReservationDuplicate(app.db, depsOf(app), currentUser(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/reservations/:id/status',
    {
      config: { permission: 'reservations:change-status' },
      schema: {
        tags,
        operationId: 'changeReservationStatus',
        summary:
          'Move a trip by hand along DESIGN §5’s table (unpaid → created when the payment was recorded elsewhere); ' +
          'completed and cancelled also need their permissions; assigned and viewed follow the drivers',
        params: idParamsSchema,
        body: changeStatusSchema,
        response: answers,
      },
    },
    async (request) => ({
      data: await changeReservationStatus(app.db, depsOf(app), currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/reservations/:id',
    {
      // A draft's author, or anyone with reservations:delete: the service decides (a booked trip is a 409).
      config: { signedIn: true },
      schema: {
        tags,
        operationId: 'deleteReservation',
        summary: 'Delete a draft (a booked trip is cancelled instead, never deleted)',
        params: idParamsSchema,
        response: { ...answers, 200: dataOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ({ data: await deleteReservation(app.db, currentUser(request), request.params.id) }),
  );
};

export default reservationLifecycleRoutes;
