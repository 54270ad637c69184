/** What other modules use of this one: they import it only from here (decision 057). */
export { readPricingInputs } from './pricing-inputs.js';
export { findWidgetOrigins } from './configurations-queries.js';
