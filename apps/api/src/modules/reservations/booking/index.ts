/** What the other reservation folders use of this one (decision 057). */
export {
  BOOKING_MESSAGES,
  PriceChangedError,
  checkCustomer,
  customerValues,
  legValuesOf,
  loadReservation,
  toReservation,
  writeCars,
} from './booking-service.js';
