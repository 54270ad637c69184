/**
 * The database's tables (Drizzle), one file per area under schema/ (issue 23): people and access, the catalogue and
 * pages, reservations, what the system keeps to run, and the configuration. The SQL migrations in
 * apps/api/migrations build these tables; a change to one is a new migration beside it.
 */
export * from './schema/people.js';
export * from './schema/catalogue.js';
export * from './schema/reservations.js';
export * from './schema/payments.js';
export * from './schema/day-of-trip.js';
export * from './schema/addresses.js';
export * from './schema/operations.js';
export * from './schema/configuration.js';
export * from './schema/quote-offers.js';
export * from './schema/rate-cards.js';
