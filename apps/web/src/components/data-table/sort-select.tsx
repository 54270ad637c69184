import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DataTableColumn } from './types';

/**
 * "Sort by" for the cards a phone shows in place of the table, which have no headers to click: each sortable column
 * ascending and descending, written to the URL as a header click would be.
 */
export function SortSelect<Row>({
  columns,
  sort,
  onChange,
}: {
  columns: readonly DataTableColumn<Row>[];
  sort: string | undefined;
  onChange: (sort: string) => void;
}) {
  const sortable = columns.filter((column) => column.sort);
  if (sortable.length === 0) return null;
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={sort ?? ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 220 }}
    >
      {sortable.flatMap((column) => [
        <MenuItem key={column.sort} value={column.sort}>
          {column.headerName}, ascending
        </MenuItem>,
        <MenuItem key={`-${column.sort}`} value={`-${column.sort}`}>
          {column.headerName}, descending
        </MenuItem>,
      ])}
    </TextField>
  );
}
