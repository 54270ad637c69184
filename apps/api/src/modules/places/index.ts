/** What other modules use of this one: they import it only from here (decision 057). */
export { findKnownPlaces } from './known-places.js';
export type { KnownPlace } from './known-places.js';
export { listAirports, suggestPlaces } from './places-queries.js';
