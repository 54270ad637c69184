/** What other modules use of this one: they import it only from here (decision 057). */
export { findKnownPlaces } from './known-places.js';
export type { KnownPlace } from './known-places.js';
export { listAirports } from './places-queries.js';
export { suggestKnownPlaces } from './place-suggestions.js';
export type { SuggestedPlace } from './place-suggestions.js';
export { airportsWithTerminals, businessLocation } from './airports-service.js';
