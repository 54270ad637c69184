import { mdiPlus } from '@mdi/js';
import { can, type ListQuerySchema, type SortValue } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridRowId, type GridValidRowModel } from '@mui/x-data-grid';
import { useEffect, useMemo } from 'react';
import { useSessionState } from '../../lib/session';
import { MdiIcon } from '../ui/mdi-icon';
import { toActionsColumn, toGridColumn } from './grid-columns';
import { SearchField } from './search-field';
import { fromSortModel, toSortModel } from './sort-model';
import { TableFilters } from './table-filters';
import { ExportButton } from './export-button';
import type { CreateAction, DataTableColumn, ExportAction, ListSource, RowAction, SortOf, TableFilter } from './types';
import { useListQuery } from './use-list-query';
import { PAGE_SIZES, useListState } from './use-list-state';

export interface DataTableProps<Row extends GridValidRowModel, Schema extends ListQuerySchema> {
  /** The grid's accessible name, e.g. "Affiliates". */
  label: string;
  /** Keep stable (module constant or useMemo): a new array resets the grid's column state. */
  columns: readonly DataTableColumn<Row, SortOf<Schema>>[];
  source: ListSource<Row, Schema>;
  rowActions?: readonly RowAction<Row>[];
  filters?: readonly TableFilter[];
  /** The "Add" button, shown only with its permission. */
  create?: CreateAction;
  /** "Export CSV" of the current filter (every page), shown only with its permission. */
  exportCsv?: ExportAction;
  defaultSort?: SortValue<SortOf<Schema>>;
  searchLabel?: string;
  getRowId?: (row: Row) => GridRowId;
}

const NO_ACTIONS: readonly never[] = [];

/**
 * A server-driven list (DESIGN §2): paging, sorting, search and filters go to the API and live in
 * the URL; actions and the Add button follow the user's permissions. See README.md beside this file.
 */
export function DataTable<Row extends GridValidRowModel, Schema extends ListQuerySchema>({
  label,
  columns,
  source,
  rowActions = NO_ACTIONS,
  filters = NO_ACTIONS,
  create,
  exportCsv,
  defaultSort,
  searchLabel = 'Search',
  getRowId,
}: DataTableProps<Row, Schema>) {
  const { user } = useSessionState();
  const visibleFilters = useMemo(
    () => filters.filter((f) => !f.permission || can(user, f.permission)),
    [filters, user],
  );
  const list = useListState({ query: source.query, filterNames: visibleFilters.map((f) => f.name), defaultSort });
  const query = useListQuery(source, list.params);
  const count = query.data?.count ?? 0;
  const countIsEstimate = query.data?.countIsEstimate === true;

  const gridColumns = useMemo(() => {
    const actions = toActionsColumn(rowActions, user);
    const mapped: GridColDef<Row>[] = columns.map((column) => toGridColumn(column));
    // Actions first: reachable at any width without scrolling sideways, however many columns follow.
    return actions ? [actions, ...mapped] : mapped;
  }, [columns, rowActions, user]);

  const sortModel = useMemo(() => toSortModel(list.sort, columns), [list.sort, columns]);
  const paginationModel = useMemo(() => ({ page: list.page, pageSize: list.pageSize }), [list.page, list.pageSize]);

  // Deleting the last rows of the last page: step back to the page that still exists.
  const { page, pageSize, setPage } = list;
  useEffect(() => {
    if (query.isPlaceholderData || !query.data || page === 0) return;
    if (page * pageSize >= count) setPage(Math.max(0, Math.ceil(count / pageSize) - 1));
  }, [count, page, pageSize, query.data, query.isPlaceholderData, setPage]);

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <SearchField value={list.search} onChange={list.setSearch} label={searchLabel} />
        <TableFilters filters={visibleFilters} values={list.filters} onChange={list.setFilter} />
        <Box sx={{ flexGrow: 1 }} />
        {exportCsv && can(user, exportCsv.permission) && <ExportButton action={exportCsv} params={list.params} />}
        {create && can(user, create.permission) && (
          <Button variant="contained" startIcon={<MdiIcon path={mdiPlus} />} onClick={create.onClick}>
            {create.label ?? 'Add'}
          </Button>
        )}
      </Stack>
      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          {query.error.message}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <DataGrid<Row>
          aria-label={label}
          rows={query.data?.dataItems ?? []}
          columns={gridColumns}
          getRowId={getRowId}
          rowCount={count}
          loading={query.isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={(model) => {
            if (model.pageSize !== list.pageSize) return list.setPageSize(model.pageSize);
            // The page beside this one is a keyset step from this page's first or last row — only once the rows
            // shown are this page's (while the next loads, the previous page's stay on screen).
            const cursors = query.isPlaceholderData ? undefined : query.data?.pageCursors;
            if (cursors && model.page === list.page + 1) return list.setPage(model.page, { after: cursors.after });
            if (cursors && model.page === list.page - 1 && model.page > 0) {
              return list.setPage(model.page, { before: cursors.before });
            }
            return list.setPage(model.page);
          }}
          pageSizeOptions={PAGE_SIZES}
          sortModel={sortModel}
          onSortModelChange={(model) => list.setSort(fromSortModel(model, columns))}
          disableColumnFilter
          disableRowSelectionOnClick
          autoHeight
          localeText={{
            noRowsLabel: list.search ? `Nothing matches “${list.search}”` : 'Nothing here yet',
            // Past 1,000 matching rows the API estimates the count (decision 031).
            paginationDisplayedRows: ({ from, to, count: total }) =>
              `${from}–${to} of ${countIsEstimate ? 'about ' : ''}${total.toLocaleString('en-US')}`,
          }}
          // The toolbar offers the column chooser only: search, filters and export are the server's, above.
          showToolbar
          slotProps={{
            loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
            toolbar: {
              showQuickFilter: false,
              csvOptions: { disableToolbarButton: true },
              printOptions: { disableToolbarButton: true },
            },
          }}
          sx={{ border: 0 }}
        />
      </Paper>
    </Stack>
  );
}
