import {
  assignableDriverSchema,
  assignableDriversQuerySchema,
  assignDriversResultSchema,
  assignDriversSchema,
  dataItemsOf,
  dataOf,
  errorResponseSchema,
  idParamsSchema,
} from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/index.js';
import { assignReservationDrivers, listAssignableDrivers } from './assign-drivers-service.js';

const tags = ['reservations'];
const failures = {
  409: errorResponseSchema,
};

/** Assigning drivers to a trip's cars (issue 12, DESIGN §5, decision 046). */
const reservationDriversRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reservations/:id/assignable-drivers',
    {
      config: { permission: 'reservations:assign' },
      schema: {
        tags,
        operationId: 'listAssignableDrivers',
        summary:
          'The drivers one may put on this trip, by name (at most 500), each with their other trips still to be ' +
          'driven that conflict with this one (each picked up before the other’s expected drop-off)',
        params: idParamsSchema,
        querystring: assignableDriversQuerySchema,
        response: { 200: dataItemsOf(assignableDriverSchema), ...failures },
      },
    },
    async (request) => listAssignableDrivers(app.db, app.roleDirectory, request.params.id, request.query),
  );

  app.put(
    '/reservations/:id/drivers',
    {
      config: { permission: 'reservations:assign' },
      schema: {
        tags,
        operationId: 'assignReservationDrivers',
        summary:
          'Put drivers on (or take them off) the trip’s cars at the version read: every car with a driver makes it ' +
          'assigned, a driver taken off an assigned trip makes it viewed again; drivers get a text and an e-mail, the ' +
          'customer an e-mail when it becomes assigned. A driver put on it whose other trips conflict with it is a 409 ' +
          'naming them (fields.acknowledgeConflicts) and nothing is saved, unless acknowledgeConflicts is true. ' +
          'Answers the details with each driver’s trips that conflict with it',
        params: idParamsSchema,
        body: assignDriversSchema,
        response: { 200: dataOf(assignDriversResultSchema), ...failures },
      },
    },
    async (request) => ({
      data: await assignReservationDrivers(
        app.db,
        {
          roleDirectory: app.roleDirectory,
          publicUrl: app.mail.publicUrl,
          timeZone: app.businessTimeZone,
          now: () => new Date(),
        },
        currentUser(request),
        request.params.id,
        request.body,
      ),
    }),
  );
};

export default reservationDriversRoutes;
