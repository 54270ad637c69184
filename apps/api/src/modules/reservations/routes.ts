import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import reservationAddonsRoutes from './addons/reservation-addons-routes.js';
import bookingRoutes from './booking/booking-routes.js';
import changeRoutes from './changes/change-routes.js';
import customerTripRoutes from './customer-trip/customer-trip-routes.js';
import draftsRoutes from './drafts/drafts-routes.js';
import assignDriversRoutes from './drivers/assign-drivers-routes.js';
import lifecycleRoutes from './lifecycle/lifecycle-routes.js';
import listRoutes from './list/list-routes.js';
import paymentsRoutes from './payments/payments-routes.js';
import paypalRoutes from './paypal/paypal-routes.js';
import quoteRoutes from './quote/quote-routes.js';

/**
 * The reservations' route plugins, which `app.ts` registers: one folder per act on a trip (decision 057), each
 * `routes → service → queries`. Apart from `index.ts` (decision 074), so a module that calls the trip's data does not
 * reach every route of every act.
 */
export const reservationRoutes: readonly FastifyPluginAsyncZod[] = [
  quoteRoutes,
  bookingRoutes,
  changeRoutes,
  draftsRoutes,
  listRoutes,
  lifecycleRoutes,
  assignDriversRoutes,
  reservationAddonsRoutes,
  customerTripRoutes,
  paymentsRoutes,
  paypalRoutes,
];
