/**
 * What other modules use of this one: they import it only from here (decision 057). The module owns the
 * `configurations` table (decision 075): other modules read the configuration through these named reads.
 */
export { readPricingInputs } from './pricing-inputs.js';
export {
  findAverageSpeed,
  findCustomerPolicy,
  findExtrasSettings,
  findHome,
  findOfficePhone,
  findQuoteSettings,
  findWaitingMinuteAmount,
  findWidgetOrigins,
} from './configurations-queries.js';
