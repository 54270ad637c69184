import { businessDate, DEFAULT_BUSINESS_TIME_ZONE, formatMoney, formatPercentage, isIsoDate } from '@livery/domain';
import dayjs from 'dayjs';
import type { ColumnType } from './types';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

let timeZone = DEFAULT_BUSINESS_TIME_ZONE;
/** The business time zone dates are shown in (set once from `GET /business-date`). */
export function setDisplayTimeZone(zone: string): void {
  timeZone = zone;
}

/**
 * SPEC §9: dates read year-month-day, in the business time zone (a date-only `YYYY-MM-DD` is shown as it is);
 * money as currency (`$1,234.50`), percentages with `%`. Empty values show as nothing.
 */
export function formatCell(value: unknown, type: ColumnType = 'text'): string {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'date') {
    if (typeof value === 'string' && isIsoDate(value)) return value;
    const date = new Date(value as string | number | Date);
    return Number.isNaN(date.getTime()) ? String(value) : businessDate(date, timeZone);
  }
  if (type === 'dateTime') {
    const date = dayjs(value as string | number | Date);
    return date.isValid() ? date.format(DATE_TIME_FORMAT) : String(value);
  }
  if (type === 'currency') return typeof value === 'number' ? formatMoney(value) : String(value);
  if (type === 'percent') return typeof value === 'number' ? formatPercentage(value) : String(value);
  if (type === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
