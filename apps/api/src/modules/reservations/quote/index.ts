/** What the other reservation folders use of this one (decision 057). */
export { QUOTE_MESSAGES, quoteTrip } from './quote-service.js';
export type { QuoteSources } from './quote-service.js';
export { quoteSources } from './quote-sources.js';
