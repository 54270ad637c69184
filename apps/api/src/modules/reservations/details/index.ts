/** What the other reservation folders use of this one (decision 057). */
export { findLegs } from './details-queries.js';
export { DETAILS_MESSAGES, getReservationDetails, loadDetails } from './details-service.js';
export * as detailsQueries from './details-queries.js';
