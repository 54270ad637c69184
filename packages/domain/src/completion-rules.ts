/**
 * Completing a trip before its pickup (issue 22, decision 056): a trip is done once driven, so a Complete pressed
 * while the pickup is still ahead is most often the wrong row. It is asked first, and the server completes such a trip
 * only when the request says the person confirmed it (`early: true`), from the same rule.
 */
import { formatBusinessDate, formatBusinessTime, weekdayOf, type BusinessClock } from './time-format.js';

/** Whether the pickup is still ahead at `now` (a trip without a pickup time has none ahead). */
export const isBeforePickUp = (pickUpAt: Date | null, now: Date): boolean =>
  pickUpAt !== null && pickUpAt.getTime() > now.getTime();

/** `Mon 2026-11-23 at 2:05 PM`: when the pickup is, on the business's clock. */
export const pickUpWhen = (pickUpAt: Date, clock: BusinessClock): string => {
  const date = formatBusinessDate(pickUpAt, clock);
  return `${weekdayOf(date)} ${date} at ${formatBusinessTime(pickUpAt, clock)}`;
};

/** What the Complete action asks when the pickup is ahead: "The pickup is on … at …, in the future. Complete it anyway?" */
export const earlyCompletionQuestion = (pickUpAt: Date, clock: BusinessClock): string =>
  `The pickup is on ${pickUpWhen(pickUpAt, clock)}, in the future. Complete it anyway?`;

/**
 * Why this trip may not be completed now, or null: its pickup is ahead and the request did not say the person
 * confirmed it.
 */
export function earlyCompletionRefusal(
  pickUpAt: Date | null,
  now: Date,
  early: boolean,
  clock: BusinessClock,
): string | null {
  if (early || pickUpAt === null || !isBeforePickUp(pickUpAt, now)) return null;
  return (
    `The pickup is on ${pickUpWhen(pickUpAt, clock)}, in the future, and a trip is completed once driven. ` +
    'Complete it before its pickup only when you are sure (confirm it, or send early: true).'
  );
}
