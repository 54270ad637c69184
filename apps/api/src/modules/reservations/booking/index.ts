/** What the other reservation folders use of this one (decision 057). */
export { checkCustomer } from './booking-service.js';
