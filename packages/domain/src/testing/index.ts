/**
 * `@livery/domain/testing`: data the tests of the API and the web share. Resolved from the sources only (the
 * `livery-source` condition the tests and type-checks use): `tsc -b` leaves this folder out of `dist`, and the
 * package exports nothing else for it, so the product cannot import it.
 */
export { XSS_PAYLOADS } from './xss-payloads.js';
export {
  missingInOrder,
  SAMPLE_HOME,
  signInTexts,
  tripStepControls,
  tripStepFrameTexts,
  tripStepTexts,
  visitorHomeTexts,
  type TripStepControl,
} from './visitor-pages.js';
export { SAMPLE_CARD, sampleCardBody, sampleJob, sampleLeg } from './rate-card.js';
export { PRICING_DOC_EXAMPLES, TAXED_CARD } from './pricing-doc-examples.js';
export { docMoney, docShares, pricingDocExamples, type DocExample } from './pricing-doc-tables.js';
