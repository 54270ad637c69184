import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { directionOf } from './sort';
import { alignOf, MIN_COLUMN_WIDTH, minWidthOf, widthsOf } from './table-columns';
import type { DataTableColumn } from './types';

interface ListTableHeadProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  hasActions: boolean;
  /** The sort in force (`name`, `-name`). */
  sort: string | undefined;
  onSort: (column: DataTableColumn<Row>) => void;
}

/**
 * The header row: Actions first, then the columns; a sortable one is a button (Tab, Enter) and the whole cell
 * takes the click. `aria-sort` tells which column orders the rows and which way.
 */
export function ListTableHead<Row>({ columns, hasActions, sort, onSort }: ListTableHeadProps<Row>) {
  const widths = widthsOf(columns);
  return (
    <TableHead>
      <TableRow>
        {hasActions && <TableCell sx={{ width: MIN_COLUMN_WIDTH, minWidth: MIN_COLUMN_WIDTH }}>Actions</TableCell>}
        {columns.map((column, index) => {
          const direction = directionOf(column, sort);
          return (
            <TableCell
              key={column.field}
              align={alignOf(column)}
              sortDirection={direction ?? false}
              onClick={column.sort ? () => onSort(column) : undefined}
              sx={{
                width: widths[index],
                minWidth: minWidthOf(column),
                whiteSpace: 'nowrap',
                cursor: column.sort ? 'pointer' : undefined,
              }}
            >
              {column.sort ? (
                <TableSortLabel active={direction !== undefined} direction={direction ?? 'asc'}>
                  {column.headerName}
                </TableSortLabel>
              ) : (
                column.headerName
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
