/** What the other reservation folders use of this one (decision 057). */
export { addToPaidAmount, findPaymentsOf, recordBookingCapture } from './payments-queries.js';
