/**
 * Calendar dates of the business (DESIGN.md §3): `YYYY-MM-DD` strings, compared as text, computed in the
 * business time zone with Intl (no node: imports, no date library).
 */
export const DEFAULT_BUSINESS_TIME_ZONE = 'America/New_York';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The dates Livery stores (decision 025): from 1900 to 2100. Nothing of a livery business lies outside, and
 * PostgreSQL refuses some of what does (the year 0), so such a date is a 400 with this sentence, not a 500.
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2100-12-31';
export const isInDateRange = (value: string) => value >= EARLIEST_DATE && value <= LATEST_DATE;
export const dateRangeMessage = (label: string) => `${label} must be between ${EARLIEST_DATE} and ${LATEST_DATE}`;

/**
 * How a date field says what it takes (SPEC §9, decision 084), the same in the app and on the server's pages: the
 * placeholder, and the helper text under it.
 */
export const DATE_PLACEHOLDER = 'YYYY-MM-DD';
export const DATE_HELPER = 'Year-month-day, e.g. 2030-12-31';

/**
 * A date as a person typed it, year-month-day: trimmed, and eight digits given their hyphens (`20301231` →
 * `2030-12-31`). A phone's number pad (`inputmode="numeric"`, which date fields ask for) has no hyphen on an iPhone.
 */
export function typedDate(text: string): string {
  const trimmed = text.trim();
  return /^\d{8}$/.test(trimmed) ? `${trimmed.slice(0, 4)}-${trimmed.slice(4, 6)}-${trimmed.slice(6)}` : trimmed;
}

/** A real calendar date written `YYYY-MM-DD` (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar date `days` after `date` (before, when negative; both `YYYY-MM-DD`): 2026-02-28 + 1 → 2026-03-01. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The calendar date after `date`: 2026-02-28 → 2026-03-01. */
export const dayAfter = (date: string): string => addDays(date, 1);

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The business's calendar date at this instant: 23:30 in New York on the 31st is still the 31st. */
export function businessDate(instant: Date, timeZone: string = DEFAULT_BUSINESS_TIME_ZONE): string {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whether the time zone is one Intl knows (e.g. `America/New_York`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

export interface DateRangeInput {
  from?: string | null | undefined;
  to?: string | null | undefined;
}

export const DATE_RANGE_MESSAGES = {
  fromRequired: 'From is required',
  toRequired: 'To is required',
  fromAfterTo: 'From must not be after To',
  toBeforeFrom: 'To must not be before From',
  toBeforeToday: 'To must be today or later',
} as const;

/**
 * SPEC §5 for surges and discount codes, dates only: From and To required; From not after To; To not before
 * From; when From is empty, To only from `today` on. Returns the message of each field at fault.
 */
export function dateRangeErrors(range: DateRangeInput, today?: string): { from?: string; to?: string } {
  const errors: { from?: string; to?: string } = {};
  const { from, to } = range;
  if (!from) errors.from = DATE_RANGE_MESSAGES.fromRequired;
  if (!to) errors.to = DATE_RANGE_MESSAGES.toRequired;
  // Only real dates are compared; a malformed one already has its own message.
  if (from && to && isIsoDate(from) && isIsoDate(to) && from > to) {
    errors.from = DATE_RANGE_MESSAGES.fromAfterTo;
    errors.to = DATE_RANGE_MESSAGES.toBeforeFrom;
  }
  if (!from && to && today && to < today) errors.to = DATE_RANGE_MESSAGES.toBeforeToday;
  return errors;
}
