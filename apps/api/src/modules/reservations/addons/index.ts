/** What the other reservation folders use of this one (decision 057). */
export { addonLinesOf, priceLines, writeAddonPrice } from './reservation-addons-pricing.js';
export * as addonQueries from './reservation-addons-queries.js';
export { addChargeLines } from './reservation-addons-service.js';
