import dayjs from 'dayjs';
import type { ColumnType } from './types';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** SPEC §9: dates read year-month-day. Empty values show as nothing. */
export function formatCell(value: unknown, type: ColumnType = 'text'): string {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'date' || type === 'dateTime') {
    const date = dayjs(value as string | number | Date);
    return date.isValid() ? date.format(type === 'date' ? DATE_FORMAT : DATE_TIME_FORMAT) : String(value);
  }
  if (type === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
