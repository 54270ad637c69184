import { businessDate, formatBusinessDateTime, formatMoney, formatPercentage, isIsoDate } from '@livery/domain';
import { displayClock, displayTimeZone } from '../../lib/display-clock';
import type { ColumnType } from './types';

export const DATE_FORMAT = 'YYYY-MM-DD';

/** A date, an ISO text or epoch milliseconds as a date; anything else an invalid one (shown as its text). */
const dateOf = (value: unknown): Date =>
  value instanceof Date || typeof value === 'string' || typeof value === 'number'
    ? new Date(value)
    : new Date(Number.NaN);

/**
 * SPEC §9: dates read year-month-day, in the business time zone (a date-only `YYYY-MM-DD` is shown as it is), times
 * on the business's 12- or 24-hour clock (decision 056); money as currency (`$1,234.50`), percentages with `%`. Empty values show as nothing.
 */
export function formatCell(value: unknown, type: ColumnType = 'text'): string {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'date') {
    if (typeof value === 'string' && isIsoDate(value)) return value;
    const date = dateOf(value);
    return Number.isNaN(date.getTime()) ? String(value) : businessDate(date, displayTimeZone());
  }
  if (type === 'dateTime') {
    const date = dateOf(value);
    return Number.isNaN(date.getTime()) ? String(value) : formatBusinessDateTime(date, displayClock());
  }
  if (type === 'currency') return typeof value === 'number' ? formatMoney(value) : String(value);
  if (type === 'percent') return typeof value === 'number' ? formatPercentage(value) : String(value);
  if (type === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
