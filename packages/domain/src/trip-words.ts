import { isOneOf } from './one-of.js';
import { RESERVATION_STATUSES, type ReservationStatus } from './statuses.js';

/**
 * How a trip's state reads to the people who booked it (issue 38, item 17; decision 082): words and sentences, not the
 * office's status keys. A trip staff opened (`viewed`) is as booked to its customer as it was; the history a customer
 * reads leaves out what is the office's own business. Staff screens keep the keys: they filter and move by them.
 */

/** Each status as its customer reads it; `created` and `viewed` differ only in whether staff opened the trip. */
export const CUSTOMER_STATUS_WORDS: Record<ReservationStatus, string> = {
  draft: 'Draft, not booked',
  created: 'Booked',
  viewed: 'Booked',
  unpaid: 'Not paid yet',
  assigned: 'Driver assigned',
  completed: 'Completed',
  cancelled: 'Cancelled',
  duplicate: 'Cancelled (booked twice)',
};

/**
 * Each status as a driver reads it on their jobs: whether the job is on, done or off, and whether the customer still
 * owes for it. Whether the office has opened the trip is not the driver's business.
 */
export const DRIVER_STATUS_WORDS: Record<ReservationStatus, string> = {
  draft: 'Not booked yet',
  created: 'Booked',
  viewed: 'Booked',
  unpaid: 'Not paid yet',
  assigned: 'Assigned',
  completed: 'Completed',
  cancelled: 'Cancelled',
  duplicate: 'Cancelled (booked twice)',
};

/** A status as its customer reads it; text that is not a status (an older row's) as it is. */
export const customerStatusWord = (status: string): string =>
  isOneOf(RESERVATION_STATUSES, status) ? CUSTOMER_STATUS_WORDS[status] : status;

/** A status as a driver reads it; text that is not a status as it is. */
export const driverStatusWord = (status: string): string =>
  isOneOf(RESERVATION_STATUSES, status) ? DRIVER_STATUS_WORDS[status] : status;

/**
 * The customer's status filter: one option per word, standing for every status that reads so (`created,viewed` is
 * "Booked"), in the order the statuses are given.
 */
export function customerStatusOptions(statuses: readonly ReservationStatus[]): { value: string; label: string }[] {
  const byWord = new Map<string, ReservationStatus[]>();
  for (const status of statuses) {
    const word = CUSTOMER_STATUS_WORDS[status];
    byWord.set(word, [...(byWord.get(word) ?? []), status]);
  }
  return [...byWord].map(([label, grouped]) => ({ value: grouped.join(','), label }));
}

/** Whether a history row is the customer's business: staff opening the trip, or it needing a driver again, is not. */
export const customerReadsChange = (change: { to: string }): boolean => change.to !== 'viewed';

/**
 * A trip sent as a request while payment online is unavailable (decision 055): what the booking's answer, the screen
 * and the customer's e-mail all say of it.
 */
const pending =
  'The trip is not confirmed yet and nothing is paid: the office confirms it with you and tells you how to pay.';
export const BOOKING_REQUEST_WORDS = {
  title: 'Request sent',
  pending,
  /** The booking answer's warning (the screen shows `pending` in its place). */
  warning: `Sent as a request. ${pending}`,
  mailSubject: 'Booking request received',
} as const;

/** What the screen says once a trip is booked: a sentence a person reads, never "booked as created". */
export function bookedSentence(trip: { status: string; email: string | null }, requested: boolean): string {
  const mail = trip.email ? ` A copy is on its way to ${trip.email}.` : '';
  if (requested) return `${BOOKING_REQUEST_WORDS.pending}${mail}`;
  // A booking answers `created` (paid) or `unpaid`; anything else is said plainly.
  const state =
    trip.status === 'created'
      ? 'The trip is booked and paid.'
      : trip.status === 'unpaid'
        ? 'The trip is booked; nothing is paid yet.'
        : 'The trip is booked.';
  return `${state}${trip.email ? ` A confirmation e-mail is on its way to ${trip.email}.` : ''}`;
}
