/** What the other reservation folders use of this one (decision 057). */
export { findCarsByIds, findReservationForUpdate, updateReservationAt } from './reservation-queries.js';
export type { ReservationRow } from './reservation-queries.js';
export { customerTripUrl, staffTripUrl, tripUrl } from './trip-links.js';
export * as reservationQueries from './reservation-queries.js';
export { findAddonLines, findPaymentsOf } from './leg-lines-queries.js';
export { balanceDueFilter, countTripsOwing, owesBalance } from './balance-due-queries.js';
export type { AddonLineRow } from './leg-lines-queries.js';
export { BOOKING_MESSAGES, PriceChangedError } from './booking-messages.js';
export { customerValues, legValuesOf, loadReservation, toReservation, writeCars } from './booking-values.js';
export { withCars, withCarsAndDrivers, withSlotsAndCars, withTripsAndCars } from './slots-with-cars-queries.js';
