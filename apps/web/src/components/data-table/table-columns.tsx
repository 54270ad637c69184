import type { ReactNode } from 'react';
import { formatCell } from './format-cell';
import type { DataTableColumn } from './types';

/** SPEC §9: columns are at least 170 px wide, date columns 225 px. */
export const MIN_COLUMN_WIDTH = 170;
export const MIN_DATE_COLUMN_WIDTH = 225;

const isDate = <Row,>(column: DataTableColumn<Row>) => column.type === 'date' || column.type === 'dateTime';

export const minWidthOf = <Row,>(column: DataTableColumn<Row>) =>
  column.minWidth ?? (isDate(column) ? MIN_DATE_COLUMN_WIDTH : MIN_COLUMN_WIDTH);

/** Numbers, money and percentages line up on the right, header included. */
export const alignOf = <Row,>(column: DataTableColumn<Row>) =>
  column.type === 'number' || column.type === 'currency' || column.type === 'percent' ? 'right' : 'left';

/**
 * Each column's share of the width left beside the fixed Actions column, from its `flex` (1 unless given), as
 * a percentage of the table; the minimum widths still hold, and past them the table scrolls sideways.
 */
export function widthsOf<Row>(columns: readonly DataTableColumn<Row>[]): string[] {
  const total = columns.reduce((sum, column) => sum + (column.flex ?? 1), 0);
  return columns.map((column) => `${(((column.flex ?? 1) / total) * 100).toFixed(2)}%`);
}

/** What a cell shows: the column's `render`, or its value formatted by its type. */
export function cellContent<Row>(row: Row, column: DataTableColumn<Row>): ReactNode {
  if (column.render) return column.render(row);
  const value = column.value ? column.value(row) : (row as Record<string, unknown>)[column.field];
  return formatCell(value, column.type);
}
