/**
 * Times as people read them (issue 22, decision 056): one way everywhere — the screens, e-mails, texts and CSV files —
 * in the business time zone and the business's 12- or 24-hour choice (the configuration's `display.timeFormat`).
 * Dates stay year-month-day (SPEC §9); a trip's pickup also names its weekday, as people plan by the day. Pure:
 * the wall clock comes from `toLocalDateTime` (Intl), the rest is arithmetic on its digits.
 */
import { toLocalDateTime } from './business-time.js';

export const TIME_FORMATS = ['12h', '24h'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];

/** A new installation's choice: the 12-hour clock most of its customers (in the US) read. */
export const DEFAULT_TIME_FORMAT: TimeFormat = '12h';

export const TIME_FORMAT_LABELS: Record<TimeFormat, string> = {
  '12h': '12-hour (2:30 PM)',
  '24h': '24-hour (14:30)',
};

/** How the business reads its clock: its time zone and its 12- or 24-hour choice. */
export interface BusinessClock {
  timeZone: string;
  timeFormat: TimeFormat;
}

export interface DateTimeOptions {
  /** Lead with the weekday (`Mon 2026-11-23 2:05 PM`): for a trip's pickup. */
  weekday?: boolean;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** The weekday of a calendar date `YYYY-MM-DD` (`Mon`), whatever the zone: the date is already the business's. */
export function weekdayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[day] ?? '';
}

/** A wall-clock time `HH:mm` in the chosen format: `14:05` → `2:05 PM` (12 h) or `14:05` (24 h). */
export function formatClockTime(time: string, format: TimeFormat): string {
  const match = CLOCK_TIME.exec(time);
  if (!match || format === '24h') return time;
  const hours = Number(match[1]);
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * A wall-clock date and time `YYYY-MM-DDTHH:mm` (as a pickup is typed) for reading: `2026-11-23 2:05 PM`, with the
 * weekday when asked (`Mon 2026-11-23 2:05 PM`). Anything else is returned as it is.
 */
export function formatWallClock(local: string, format: TimeFormat, options: DateTimeOptions = {}): string {
  const match = WALL_CLOCK.exec(local);
  if (!match) return local;
  const [, date = '', time = ''] = match;
  const text = `${date} ${formatClockTime(time, format)}`;
  return options.weekday ? `${weekdayOf(date)} ${text}` : text;
}

/** An instant as the business reads it: `2026-11-23 2:05 PM` in its zone and format (`weekday` for a pickup). */
export function formatBusinessDateTime(instant: Date, clock: BusinessClock, options: DateTimeOptions = {}): string {
  return formatWallClock(toLocalDateTime(instant, clock.timeZone), clock.timeFormat, options);
}

/** A trip's pickup: `Mon 2026-11-23 2:05 PM` — the weekday, the date and the time, in the business's clock. */
export const formatPickUp = (instant: Date, clock: BusinessClock): string =>
  formatBusinessDateTime(instant, clock, { weekday: true });

/** The calendar date alone, in the business's time zone: `2026-11-23`. */
export const formatBusinessDate = (instant: Date, clock: Pick<BusinessClock, 'timeZone'>): string =>
  toLocalDateTime(instant, clock.timeZone).slice(0, 10);

/** The time of day alone, in the business's clock: `2:05 PM` or `14:05`. */
export function formatBusinessTime(instant: Date, clock: BusinessClock): string {
  return formatClockTime(toLocalDateTime(instant, clock.timeZone).slice(11), clock.timeFormat);
}
