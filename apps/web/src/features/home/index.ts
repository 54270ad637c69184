// What other features may use of the public home: the configuration visitors may read (prices, contact number,
// the cancellation policy).
export { publicConfigurationQueryOptions, usePublicConfiguration } from './api/public-configuration';
