import {
  addReservationAddonSchema,
  dataOf,
  deleteReservationAddonQuerySchema,
  errorResponseSchema,
  idParamsSchema,
  reservationAddonParamsSchema,
  reservationDetailsSchema,
} from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/index.js';
import { addReservationAddon, deleteReservationAddon, type AddonDeps } from './reservation-addons-service.js';

const tags = ['reservations'];
const failures = {
  409: errorResponseSchema,
};

/** Addons on a booked trip (issue 12, DESIGN §5 price step 8, decision 047). */
const reservationAddonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): AddonDeps => ({ timeZone: app.businessTimeZone, now: () => new Date() });

  app.post(
    '/reservations/:id/addons',
    {
      config: { permission: 'reservations:addAddon' },
      schema: {
        tags,
        operationId: 'addReservationAddon',
        summary:
          'Add one of the catalogue’s active addons to a booked trip (not a draft, cancelled or duplicate one; a ' +
          'completed one still takes addons) at the version read: an amount adds to the leg, a percentage is of the ' +
          'running total; the drivers’ shares follow and the customer is e-mailed the new total and what is due. ' +
          'Answers the details',
        params: idParamsSchema,
        body: addReservationAddonSchema,
        response: { 200: dataOf(reservationDetailsSchema), ...failures },
      },
    },
    async (request) => ({
      data: await addReservationAddon(app.db, deps(), currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/reservations/:id/addons/:addonLineId',
    {
      config: { permission: 'reservations:deleteAddon' },
      schema: {
        tags,
        operationId: 'deleteReservationAddon',
        summary:
          'Take an addon off a trip at the version read (`?version=`); the addons after it are priced again on the ' +
          'new running total, the drivers’ shares follow and the customer is e-mailed. Answers the details',
        params: reservationAddonParamsSchema,
        querystring: deleteReservationAddonQuerySchema,
        response: { 200: dataOf(reservationDetailsSchema), ...failures },
      },
    },
    async (request) => ({
      data: await deleteReservationAddon(
        app.db,
        deps(),
        currentUser(request),
        request.params.id,
        request.params.addonLineId,
        request.query.version,
      ),
    }),
  );
};

export default reservationAddonsRoutes;
