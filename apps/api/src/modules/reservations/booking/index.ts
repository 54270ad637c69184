/** What the other reservation folders use of this one (decision 057). */
export { BOOKING_MESSAGES, PriceChangedError, checkCustomer } from './booking-service.js';
export { customerValues, legValuesOf, loadReservation, toReservation, writeCars } from './booking-values.js';
