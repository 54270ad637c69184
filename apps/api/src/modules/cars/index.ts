/** What other modules use of this one: they import it only from here (decision 057). */
export { existingCarIds, toCar } from './cars-queries.js';
