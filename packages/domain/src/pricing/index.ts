/** The pricing engine (DESIGN.md §5 "Price", decision 036): pure, integer cents, itemised. */
export type * from './types.js';
export { priceTrip } from './price-trip.js';
export { priceAddons } from './price-addons.js';
export { splitDriverShares } from './driver-shares.js';
export { discountCodeRefusal } from './price-discount.js';
export { isSurgeActiveOn } from './price-extras.js';
export { MAX_CARS_PER_TRIP } from './validate-price-input.js';
export { formatBasisPoints, formatCents, formatMiles, formatMinutes, serviceSummary } from './format.js';
export * from './from-catalogue.js';
export { toQuote, toQuoteLeg, toQuoteFromJob, type JobLegFacts, type LegFacts } from './to-quote.js';
export type * from './rate-card.js';
export type * from './job-types.js';
export { JOB_LINE_KINDS } from './job-types.js';
export { priceJob } from './price-job.js';
export { billedHourlyMinutes } from './job-base.js';
export {
  carWait,
  carWaitSummary,
  pickupKindOf,
  waitedMinutes,
  waitMinutesBilled,
  type CarWaitTerms,
} from './job-extras.js';
export { zoneOf, zonePlaceOf, flatRateFor, type ZonePlace } from './zones.js';
export { toPricingRateCard } from './from-rate-card.js';
export { WhatIfRun, WHAT_IF_TOP } from './what-if.js';
export type { WhatIfFigures, WhatIfOutcome, WhatIfSkipped, WhatIfTrip } from './what-if.js';
export { whatIfJob, whatIfCards, WHAT_IF_SKIP_REASONS } from './what-if-leg.js';
export type { BookedLegRow, WhatIfJob, WhatIfSkip, WhatIfSkipReason } from './what-if-leg.js';
export { whatIfAnswer, percentChange } from './what-if-answer.js';
