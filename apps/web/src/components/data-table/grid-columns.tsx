import type { Grantee } from '@livery/domain';
import { can } from '@livery/domain';
import { GridActionsCell, GridActionsCellItem, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { MdiIcon } from '../ui/mdi-icon';
import { formatCell } from './format-cell';
import type { DataTableColumn, RowAction } from './types';

/** SPEC §9: columns are at least 170 px wide, date columns 225 px. */
export const MIN_COLUMN_WIDTH = 170;
export const MIN_DATE_COLUMN_WIDTH = 225;

export const ACTIONS_FIELD = 'actions';

const isDate = <Row,>(column: DataTableColumn<Row>) => column.type === 'date' || column.type === 'dateTime';

export function toGridColumn<Row extends GridValidRowModel>(column: DataTableColumn<Row>): GridColDef<Row> {
  const read = (row: Row) => (column.value ? column.value(row) : (row as Record<string, unknown>)[column.field]);
  return {
    field: column.field,
    headerName: column.headerName,
    sortable: column.sort !== undefined,
    filterable: false,
    flex: column.flex ?? 1,
    minWidth: column.minWidth ?? (isDate(column) ? MIN_DATE_COLUMN_WIDTH : MIN_COLUMN_WIDTH),
    type: column.type === 'number' || column.type === 'currency' || column.type === 'percent' ? 'number' : 'string',
    valueGetter: (_value, row) => read(row),
    valueFormatter: (value) => formatCell(value, column.type),
    ...(column.render ? { renderCell: ({ row }) => column.render!(row) } : {}),
  };
}

/** The "Actions" column, holding only the actions this user may use; none → no column. */
export function toActionsColumn<Row extends GridValidRowModel>(
  actions: readonly RowAction<Row>[],
  user: Grantee | null,
): GridColDef<Row> | null {
  const allowed = actions.filter((action) => can(user, action.permission));
  if (allowed.length === 0) return null;
  return {
    field: ACTIONS_FIELD,
    headerName: 'Actions',
    type: 'actions',
    sortable: false,
    filterable: false,
    minWidth: MIN_COLUMN_WIDTH,
    renderCell: (params) => (
      <GridActionsCell {...params}>
        {allowed
          .filter((action) => !action.isVisible || action.isVisible(params.row, user))
          .map((action) => (
            <GridActionsCellItem
              key={action.label}
              label={action.label}
              title={action.label}
              icon={<MdiIcon path={action.icon} fontSize="small" />}
              color={action.color ?? 'inherit'}
              onClick={() => action.onClick(params.row)}
            />
          ))}
      </GridActionsCell>
    ),
  };
}
