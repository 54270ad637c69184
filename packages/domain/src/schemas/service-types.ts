/**
 * What a job is sold as and what kind of place its pickup is (decision 088): lists of their own so a priced trip
 * (quote.ts) names them without the rate card's schema, which reads the configuration's.
 */
export const SERVICE_TYPES = ['transfer', 'hourly', 'flat', 'per-seat'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** What kind of place a pickup is, for the wait-time grace: an airport with `international` set, another, or not one. */
export const PICKUP_KINDS = ['local', 'domestic-airport', 'international-airport'] as const;
export type PickupKind = (typeof PICKUP_KINDS)[number];

/**
 * What a person books (decision 092): a transfer (priced flat between two zones when the card sells flat rates and
 * has one for the pair, else by distance), hourly work, or seats on a shared ride.
 */
export const BOOKABLE_SERVICES = ['transfer', 'hourly', 'per-seat'] as const;
export type BookableService = (typeof BOOKABLE_SERVICES)[number];

export const BOOKABLE_SERVICE_LABELS: Record<BookableService, string> = {
  transfer: 'Transfer',
  hourly: 'Hourly / as directed',
  'per-seat': 'Shared ride (per seat)',
};

/** The most an hourly booking may last: a week. */
export const MAX_HOURLY_MINUTES = 7 * 24 * 60;

export const SERVICE_MESSAGES = {
  durationNeeded: 'Enter how long the car is booked for',
  durationPositive: 'Hours must be more than 0',
  durationTooLong: 'An hourly booking lasts at most a week (168 hours)',
  noReturnHourly: 'An hourly booking has no return: book the whole time in hours',
  oneClassPerSeat: 'A shared ride is sold in one car class',
  noCard: 'Only transfers are sold for this date. Choose Transfer.',
  notSold: (label: string) => `${label} is not sold for this date. Choose another service.`,
} as const;

/** What a card's services let a person book (decision 092): without a card, transfers alone. */
export function bookableServicesOf(services: readonly ServiceType[] | null): BookableService[] {
  if (!services) return ['transfer'];
  return BOOKABLE_SERVICES.filter((bookable) =>
    bookable === 'transfer' ? services.includes('transfer') || services.includes('flat') : services.includes(bookable),
  );
}
