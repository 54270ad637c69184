import {
  DEFAULT_TIME_FORMAT,
  formatBusinessDateTime,
  formatPickUp,
  formatWallClock,
  isOneOf,
  TIME_FORMATS,
  type TimeFormat,
} from '@livery/domain';

/** A saved time format, sent to every API process on the database (decision 033's broadcast). */
export const TIME_FORMAT_CHANNEL = 'livery_time_format';

/**
 * The business's 12- or 24-hour choice as this process knows it (decision 056): the business-time-zone plugin sets
 * it from the configuration at start-up and from each broadcast of a saved one. A value of the process, as the zone
 * is of `app`: the e-mail, text and CSV writers that use it are plain functions handed a zone by every part of the
 * API, and a new choice applies to the next thing written.
 */
let timeFormat: TimeFormat = DEFAULT_TIME_FORMAT;

export const businessTimeFormat = (): TimeFormat => timeFormat;

export const isTimeFormat = (value: unknown): value is TimeFormat => isOneOf(TIME_FORMATS, value);

/** Takes a format read from the database or a broadcast; anything else is ignored (the last one stays). */
export function followTimeFormat(value: unknown): void {
  if (isTimeFormat(value)) timeFormat = value;
}

/** A moment written for people (an e-mail, a text, a CSV cell): `2026-11-23 2:05 PM` on the business's clock. */
export const writtenDateTime = (instant: Date, timeZone: string): string =>
  formatBusinessDateTime(instant, { timeZone, timeFormat });

/** A trip's pickup written for people, with its weekday: `Mon 2026-11-23 2:05 PM`. */
export const writtenPickUp = (instant: Date, timeZone: string): string =>
  formatPickUp(instant, { timeZone, timeFormat });

/** A pickup typed as a wall clock (`2026-11-23T14:05`, already the business's), written for people. */
export const writtenWallClock = (local: string): string => formatWallClock(local, timeFormat, { weekday: true });
