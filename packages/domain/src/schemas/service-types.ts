/**
 * What a job is sold as and what kind of place its pickup is (decision 088): lists of their own so a priced trip
 * (quote.ts) names them without the rate card's schema, which reads the configuration's.
 */
export const SERVICE_TYPES = ['transfer', 'hourly', 'flat', 'per-seat'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** What kind of place a pickup is, for the wait-time grace: an airport with `international` set, another, or not one. */
export const PICKUP_KINDS = ['local', 'domestic-airport', 'international-airport'] as const;
export type PickupKind = (typeof PICKUP_KINDS)[number];
