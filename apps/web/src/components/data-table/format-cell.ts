import { businessDate, formatBusinessDateTime, formatMoney, formatPercentage, isIsoDate } from '@livery/domain';
import { displayClock, displayTimeZone } from './display-time-zone';
import type { ColumnType } from './types';

export const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * SPEC §9: dates read year-month-day, in the business time zone (a date-only `YYYY-MM-DD` is shown as it is), times
 * on the business's 12- or 24-hour clock (decision 056); money as currency (`$1,234.50`), percentages with `%`. Empty values show as nothing.
 */
export function formatCell(value: unknown, type: ColumnType = 'text'): string {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'date') {
    if (typeof value === 'string' && isIsoDate(value)) return value;
    const date = new Date(value as string | number | Date);
    return Number.isNaN(date.getTime()) ? String(value) : businessDate(date, displayTimeZone());
  }
  if (type === 'dateTime') {
    const date = new Date(value as string | number | Date);
    return Number.isNaN(date.getTime()) ? String(value) : formatBusinessDateTime(date, displayClock());
  }
  if (type === 'currency') return typeof value === 'number' ? formatMoney(value) : String(value);
  if (type === 'percent') return typeof value === 'number' ? formatPercentage(value) : String(value);
  if (type === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
