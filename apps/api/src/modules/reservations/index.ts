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
 * Reservations: one folder per act on a trip (decision 057), each `routes → service → queries`. `core/` holds the
 * reservation's own rows and links every act reads; the others import one another only through their `index.ts`.
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

export { meetAndGreetOf } from './drivers/driver-notices.js';

/** The day of the trip (issue 24, decision 058) moves a trip's status as the lifecycle does. */
export { completeDriven, writeMove } from './lifecycle/index.js';
export { addChargeLines } from './addons/index.js';
export { findReservationForUpdate, reservationQueries, type ReservationRow } from './core/index.js';
