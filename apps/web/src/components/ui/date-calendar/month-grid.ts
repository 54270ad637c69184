import { addDays, EARLIEST_DATE, isIsoDate, LATEST_DATE } from '@livery/domain';

/**
 * The arithmetic of the date field's calendar (decision 084): calendar dates as `YYYY-MM-DD` text, weeks from Sunday
 * (the business's customers are in the US), no time zone anywhere — a calendar date is the same everywhere.
 */

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const pad = (n: number) => String(n).padStart(2, '0');

/** The weekday of a date, Sunday 0. */
export const weekdayIndex = (date: string): number => utc(date).getUTCDay();

/**
 * "30, Monday 2026-11-30": how a day of the calendar is read out — the number it shows first, so a person who says
 * what they see ("click 30") reaches it (WCAG 2.5.3), then its weekday and date year-month-day.
 */
export const dayLabel = (date: string): string =>
  `${Number(date.slice(8))}, ${WEEKDAY_NAMES[weekdayIndex(date)]} ${date}`;

/** "November 2026": the month a date is in, as the calendar's heading says it. */
export function monthTitle(date: string): string {
  const day = utc(date);
  return `${MONTH_NAMES[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** The date `months` later (earlier when negative), on the same day or the month's last: 2026-01-31 + 1 → 2026-02-28. */
export function addMonths(date: string, months: number): string {
  const day = utc(date);
  const first = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(Math.min(day.getUTCDate(), last))}`;
}

/** The weeks of the month `date` is in, Sunday first; the days of the months around it are null. */
export function monthWeeks(date: string): (string | null)[][] {
  const first = `${date.slice(0, 7)}-01`;
  const month = first.slice(0, 7);
  const weeks: (string | null)[][] = [];
  let day = addDays(first, -weekdayIndex(first));
  while (weeks.length === 0 || day.slice(0, 7) === month) {
    const week: (string | null)[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push(day.slice(0, 7) === month ? day : null);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** The dates Livery stores (decision 025) bound the calendar as they bound what is typed. */
export const clampDate = (date: string): string =>
  date < EARLIEST_DATE ? EARLIEST_DATE : date > LATEST_DATE ? LATEST_DATE : date;

/**
 * Where a key moves the calendar's focus (the WAI-ARIA date picker's keys): a day with the arrows, the week's first or
 * last day with Home and End, a month with Page Up and Page Down, a year with Shift; null for any other key.
 */
export function dateAfterKey(date: string, key: string, shiftKey: boolean): string | null {
  const moves: Record<string, () => string> = {
    ArrowLeft: () => addDays(date, -1),
    ArrowRight: () => addDays(date, 1),
    ArrowUp: () => addDays(date, -7),
    ArrowDown: () => addDays(date, 7),
    Home: () => addDays(date, -weekdayIndex(date)),
    End: () => addDays(date, 6 - weekdayIndex(date)),
    PageUp: () => addMonths(date, shiftKey ? -12 : -1),
    PageDown: () => addMonths(date, shiftKey ? 12 : 1),
  };
  const move = moves[key];
  return move ? clampDate(move()) : null;
}

/** The day the calendar opens on: the date typed when it is one, else today. */
export const openingDate = (typed: string | null, today: string): string =>
  clampDate(typed !== null && isIsoDate(typed) ? typed : today);
