/** What the other reservation folders use of this one (decision 057). */
export { addToPaidAmount, recordBookingCapture } from './payments-queries.js';
