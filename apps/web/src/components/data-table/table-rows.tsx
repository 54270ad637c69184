import type { Grantee } from '@livery/domain';
import Skeleton from '@mui/material/Skeleton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { RowActions } from './row-actions';
import { RowActionsMenu } from './row-actions-menu';
import { ACTIONS_WIDTH, alignOf, cellContent, lineCell, stickyCell } from './table-columns';
import { pinnedLeft, type ActionsAs } from './table-head';
import type { DataTableColumn, RowAction } from './types';

interface ListTableRowsProps<Row> {
  /** Undefined until the first page has come (skeleton rows meanwhile). */
  rows: readonly Row[] | undefined;
  columns: readonly DataTableColumn<Row>[];
  actions: readonly RowAction<Row>[];
  /** How the actions are drawn (buttons, or one "⋮" menu), or null when the user may take none. */
  actionsAs: ActionsAs | null;
  user: Grantee | null;
  rowIdOf: (row: Row) => string | number;
  /** What a row is called in its menu button's name. */
  rowNameOf: (row: Row) => string;
  /** Rows on one line each: cells do not wrap. */
  isDense: boolean;
  /** Shown in place of the rows when there are none. */
  emptyText: string;
}

const SKELETON_ROWS = 3;

/** The text a dense cell, which may be cut, shows in full on hover. */
const titleOf = <Row,>(row: Row, column: DataTableColumn<Row>, isDense: boolean) => {
  if (!isDense || column.render) return undefined;
  const content = cellContent(row, column);
  return typeof content === 'string' && content !== '' ? content : undefined;
};

/** The rows of the page, skeleton rows before the first one, or the empty state. */
export function ListTableRows<Row>({
  rows,
  columns,
  actions,
  actionsAs,
  user,
  rowIdOf,
  rowNameOf,
  isDense,
  emptyText,
}: ListTableRowsProps<Row>) {
  const span = columns.length + (actionsAs ? 1 : 0);
  const hasPinned = columns.some((column) => column.pinned);
  if (rows === undefined) {
    return (
      <TableBody aria-hidden>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <TableRow key={index}>
            {Array.from({ length: span }, (_, cell) => (
              <TableCell key={cell}>
                <Skeleton variant="text" />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    );
  }
  if (rows.length === 0) {
    return (
      <TableBody>
        <TableRow>
          <TableCell colSpan={span} align="center" sx={{ py: 6, color: 'text.secondary', borderBottom: 0 }}>
            {emptyText}
          </TableCell>
        </TableRow>
      </TableBody>
    );
  }
  return (
    <TableBody>
      {rows.map((row) => (
        <TableRow key={rowIdOf(row)} hover>
          {actionsAs === 'buttons' && (
            <TableCell sx={{ py: 0.5 }}>
              <RowActions row={row} actions={actions} user={user} />
            </TableCell>
          )}
          {actionsAs === 'menu' && (
            <TableCell sx={[{ py: 0, px: 1, width: ACTIONS_WIDTH.menu }, stickyCell(0, !hasPinned)]}>
              <RowActionsMenu row={row} name={rowNameOf(row)} actions={actions} user={user} />
            </TableCell>
          )}
          {columns.map((column) => (
            <TableCell
              key={column.field}
              align={alignOf(column)}
              title={titleOf(row, column, isDense)}
              sx={[
                column.render ? { py: isDense ? 0 : 0.5 } : {},
                isDense && lineCell,
                column.pinned === true && stickyCell(pinnedLeft(actionsAs), true),
              ]}
            >
              {cellContent(row, column)}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  );
}
