/** What other modules use of this one: they import it only from here (decision 057). */
export { businessTimeFormat, writtenDateTime, writtenPickUp, writtenWallClock } from './business-clock.js';
export { CONFIGURATION_ID, findOfficeEmail } from './configurations-queries.js';
export { readPricingInputs } from './pricing-inputs.js';
