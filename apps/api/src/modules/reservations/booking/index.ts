/** What the other reservation folders use of this one (decision 057). */
export { checkCustomer } from './booking-service.js';
export { bookQuoted, type QuotedBooking } from './quoted-booking-service.js';
