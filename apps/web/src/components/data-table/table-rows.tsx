import type { Grantee } from '@livery/domain';
import Skeleton from '@mui/material/Skeleton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { RowActions } from './row-actions';
import { alignOf, cellContent } from './table-columns';
import type { DataTableColumn, RowAction } from './types';

interface ListTableRowsProps<Row> {
  /** Undefined until the first page has come (skeleton rows meanwhile). */
  rows: readonly Row[] | undefined;
  columns: readonly DataTableColumn<Row>[];
  actions: readonly RowAction<Row>[];
  user: Grantee | null;
  rowIdOf: (row: Row) => string | number;
  /** Shown in place of the rows when there are none. */
  emptyText: string;
}

const SKELETON_ROWS = 3;

/** The rows of the page, skeleton rows before the first one, or the empty state. */
export function ListTableRows<Row>({ rows, columns, actions, user, rowIdOf, emptyText }: ListTableRowsProps<Row>) {
  const hasActions = actions.length > 0;
  const span = columns.length + (hasActions ? 1 : 0);
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
          {hasActions && (
            <TableCell sx={{ py: 0.5 }}>
              <RowActions row={row} actions={actions} user={user} />
            </TableCell>
          )}
          {columns.map((column) => (
            <TableCell key={column.field} align={alignOf(column)} sx={column.render ? { py: 0.5 } : undefined}>
              {cellContent(row, column)}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  );
}
