import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Box from '@mui/material/Box';
import { directionOf } from './sort';
import { visuallyHidden } from '../ui/visually-hidden';
import { ACTIONS_WIDTH, alignOf, minWidthOf, stickyCell, widthsOf } from './table-columns';
import type { DataTableColumn } from './types';

export type ActionsAs = keyof typeof ACTIONS_WIDTH;

interface ListTableHeadProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  /** How the row actions are drawn, or null when the user may take none. */
  actions: ActionsAs | null;
  /** The sort in force (`name`, `-name`). */
  sort: string | undefined;
  onSort: (column: DataTableColumn<Row>) => void;
}

/** Where a pinned column sticks: right of the row menu, which sticks too; a row of buttons scrolls away. */
export const pinnedLeft = (actions: ActionsAs | null) => (actions === 'menu' ? ACTIONS_WIDTH.menu : 0);

/**
 * The header row: Actions first, then the columns; a sortable one is a button (Tab, Enter) and the whole cell
 * takes the click. `aria-sort` tells which column orders the rows and which way.
 */
export function ListTableHead<Row>({ columns, actions, sort, onSort }: ListTableHeadProps<Row>) {
  const widths = widthsOf(columns);
  const hasPinned = columns.some((column) => column.pinned);
  return (
    <TableHead>
      <TableRow>
        {actions === 'buttons' && (
          <TableCell sx={{ width: ACTIONS_WIDTH.buttons, minWidth: ACTIONS_WIDTH.buttons }}>Actions</TableCell>
        )}
        {actions === 'menu' && (
          <TableCell
            sx={[{ width: ACTIONS_WIDTH.menu, minWidth: ACTIONS_WIDTH.menu, px: 1 }, stickyCell(0, !hasPinned)]}
          >
            <Box component="span" sx={visuallyHidden}>
              Actions
            </Box>
          </TableCell>
        )}
        {columns.map((column, index) => {
          const direction = directionOf(column, sort);
          return (
            <TableCell
              key={column.field}
              align={alignOf(column)}
              sortDirection={direction ?? false}
              onClick={column.sort ? () => onSort(column) : undefined}
              sx={[
                {
                  width: widths[index],
                  minWidth: minWidthOf(column),
                  whiteSpace: 'nowrap',
                  cursor: column.sort ? 'pointer' : undefined,
                },
                column.pinned === true && stickyCell(pinnedLeft(actions), true),
              ]}
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
