import { fromLocalDateTime, isLocalDateTime } from './business-time.js';

/**
 * The rules of a pickup time that the wizard shows on step 1 and the server enforces on every quote, booking and
 * change (issue 22: a past pickup used to be refused only when step 2 asked for a price).
 */
export const PICKUP_MESSAGES = {
  past: 'The pickup must be in the future.',
  skippedTime: 'This time does not exist on that day (the clocks go forward). Choose another time.',
} as const;

/**
 * Why this wall-clock pickup (`YYYY-MM-DDTHH:mm` in the business time zone) cannot be booked now, or null: a time
 * the clocks skip, or one not after `now`. A text that is not a date and time is the schema's to refuse (null here).
 */
export function pickUpRefusal(local: string, timeZone: string, now: Date): string | null {
  const instant = fromLocalDateTime(local, timeZone);
  if (!instant) return isLocalDateTime(local) ? PICKUP_MESSAGES.skippedTime : null;
  return instant.getTime() <= now.getTime() ? PICKUP_MESSAGES.past : null;
}

/**
 * The quote's warning when the customer already has a trip picked up at the same time from the same place (issue
 * 22): booked twice by mistake, most often. A warning, not a refusal: two cars for one party is a real booking.
 */
export function sameTripWarning(numbers: readonly string[]): string {
  const list = numbers.join(', ');
  return numbers.length === 1
    ? `This customer already has trip ${list} at this time from this pickup. Book this one only if it is another trip.`
    : `This customer already has trips ${list} at this time from this pickup. Book this one only if it is another trip.`;
}
