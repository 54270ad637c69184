/** What the other reservation folders use of this one (decision 057). */
export { findCarsByIds, findReservationForUpdate } from './reservation-queries.js';
export type { ReservationRow } from './reservation-queries.js';
export { customerTripUrl, tripUrl } from './trip-links.js';
export * as reservationQueries from './reservation-queries.js';
