import type { Theme } from '@mui/material/styles';
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

/** The Actions column's width: a row of icon buttons, or one "⋮" (a menu of them). */
export const ACTIONS_WIDTH = { buttons: MIN_COLUMN_WIDTH, menu: 56 } as const;

/**
 * A cell kept in view while the table scrolls sideways (the row menu, the pinned number): it covers what scrolls
 * under it with the paper's colour, the row's hover tint laid over it, and a line at its edge.
 */
export const stickyCell = (left: number, isEdge: boolean) => ({
  position: 'sticky' as const,
  left,
  zIndex: 1,
  bgcolor: 'background.paper',
  ...(isEdge && { boxShadow: (theme: Theme) => `inset -1px 0 0 ${theme.palette.divider}` }),
  'tr:hover > &': {
    backgroundImage: (theme: Theme) => `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
  },
});

/**
 * A dense list's cell: one line, its text cut with "…" at the column's width — its share of the table, never under its
 * minimum (issue 38 item 28). A cell's content would otherwise widen its column: `max-width: 0` takes the content out
 * of the column's width, which then comes from the header's width and minimum alone, so columns whose minimums fit
 * the box fit it whatever their text.
 */
export const lineCell = {
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: 0,
} as const;
