import { mdiPlus } from '@mdi/js';
import { can, isAdministrator, type ListQuerySchema, type SortValue } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import type { ListResponse } from '../../lib/api-types';
import { useSessionState } from '../../lib/session';
import { MdiIcon } from '../ui/mdi-icon';
import { ColumnCard } from './column-card';
import { ColumnChooser } from './column-chooser';
import { ExportButton } from './export-button';
import { ListCards } from './list-cards';
import { ListPagination } from './list-pagination';
import { SearchField } from './search-field';
import { nextSort } from './sort';
import { SortSelect } from './sort-select';
import { TableFilters } from './table-filters';
import { ListTableHead, type ActionsAs } from './table-head';
import { ListTableRows } from './table-rows';
import type { CreateAction, DataTableColumn, ExportAction, ListSource, RowAction, SortOf, TableFilter } from './types';
import { useColumnPreferences } from './use-column-preferences';
import { useListQuery } from './use-list-query';
import { useListState } from './use-list-state';

export interface DataTableProps<Row extends object, Schema extends ListQuerySchema> {
  /** The table's accessible name, e.g. "Affiliates". */
  label: string;
  /** Keep stable (module constant or useMemo). */
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
  /** The row's key; `row.id` unless given. */
  getRowId?: (row: Row) => string | number;
  /** Shown above the table from the current answer: totals of the whole filtered list the API sends with a page. */
  summary?: (page: ListResponse<Row>) => ReactNode;
  /**
   * On a phone (below `sm`) each row is a card beside its actions instead of the table, a list that reads at 390 px
   * without scrolling sideways: this content, or without it the shown columns (`ColumnCard`). Keep stable (module
   * constant or useCallback).
   */
  card?: (row: Row) => ReactNode;
  /** Filter values in force while the URL names none (keep stable); see `useListState`. */
  defaultFilters?: Readonly<Record<string, string>>;
  /**
   * Row actions as a row of icon buttons (the default), or one "⋮" menu in a narrow column kept in view while the
   * table scrolls sideways (the cards always show the menu).
   */
  rowActionsAs?: ActionsAs;
  /** What a row is called in its menu button's name ("Actions for A41"); its id unless given. */
  getRowName?: (row: Row) => string;
  /** One line a row: smaller cells that never wrap (a list scanned down, many rows to a screen). */
  dense?: boolean;
  /**
   * Remember the person's choice and order of columns under this name (per signed-in user, decision 054); without
   * it the choice lasts while the screen is open.
   */
  columnsKey?: string;
}

const NO_ACTIONS: readonly never[] = [];
const idOf = (row: object) => (row as { id: string | number }).id;

/**
 * A server-driven list (DESIGN §2): paging, sorting, search and filters go to the API and live in
 * the URL; actions and the Add button follow the user's permissions. See README.md beside this file.
 */
export function DataTable<Row extends object, Schema extends ListQuerySchema>({
  label,
  columns,
  source,
  rowActions = NO_ACTIONS,
  filters = NO_ACTIONS,
  create,
  exportCsv,
  defaultSort,
  searchLabel = 'Search',
  getRowId = idOf,
  summary,
  card,
  defaultFilters,
  rowActionsAs = 'buttons',
  getRowName,
  dense = false,
  columnsKey,
}: DataTableProps<Row, Schema>) {
  const { user } = useSessionState();
  // The theme's own breakpoint (the default theme where no provider is, as in component tests).
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const asCards = isPhone;
  const visibleFilters = useMemo(
    () => filters.filter((f) => (!f.permission || can(user, f.permission)) && (!f.adminOnly || isAdministrator(user))),
    [filters, user],
  );
  const list = useListState({
    query: source.query,
    filterNames: visibleFilters.map((f) => f.name),
    defaultSort,
    ...(defaultFilters && { defaultFilters }),
  });
  const query = useListQuery(source, list.params);
  const count = query.data?.count ?? 0;
  // A page's rows are drawn in a background render that yields to the browser (up to 100 rows of MUI cells would
  // otherwise hold the main thread in one long task); the table shows the previous rows until it is done.
  const shown = useDeferredValue(query.data);

  // Actions first: reachable at any width without scrolling sideways, however many columns follow.
  const allowedActions = useMemo(
    () => rowActions.filter((action) => !action.permission || can(user, action.permission)),
    [rowActions, user],
  );
  const actionsAs = allowedActions.length > 0 ? rowActionsAs : null;
  const columnChoice = useColumnPreferences(columns, columnsKey);
  const shownColumns = columnChoice.shown;
  const cardOf = useMemo(
    () => card ?? ((row: Row) => <ColumnCard row={row} columns={shownColumns} />),
    [card, shownColumns],
  );
  const rowNameOf = getRowName ?? ((row: Row) => String(getRowId(row)));
  const hasFilter = Object.values(list.filters).some(Boolean);
  const emptyText = list.search
    ? `Nothing matches “${list.search}”`
    : hasFilter
      ? 'Nothing matches the filters'
      : 'Nothing here yet';

  // Deleting the last rows of the last page: step back to the page that still exists.
  const { page, pageSize, setPage } = list;
  useEffect(() => {
    if (query.isPlaceholderData || !query.data || page === 0) return;
    if (page * pageSize >= count) setPage(Math.max(0, Math.ceil(count / pageSize) - 1));
  }, [count, page, pageSize, query.data, query.isPlaceholderData, setPage]);

  const changePage = (next: number) => {
    // The page beside this one is a keyset step from this page's first or last row — only once the rows shown
    // are this page's (while the next loads, the previous page's stay on screen).
    const cursors = query.isPlaceholderData ? undefined : query.data?.pageCursors;
    if (cursors && next === list.page + 1) return list.setPage(next, { after: cursors.after });
    if (cursors && next === list.page - 1 && next > 0) return list.setPage(next, { before: cursors.before });
    return list.setPage(next);
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <SearchField value={list.search} onChange={list.setSearch} label={searchLabel} />
        <TableFilters filters={visibleFilters} values={list.filters} onChange={list.setFilter} />
        {asCards && (
          <SortSelect
            columns={columns}
            sort={list.sort}
            onChange={(next) => list.setSort(next === defaultSort ? undefined : next)}
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
        {!asCards && <ColumnChooser columns={columnChoice} />}
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
      {summary && shown && summary(shown)}
      <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
        {query.isFetching && (
          <LinearProgress aria-label="Loading" sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} />
        )}
        {asCards ? (
          <ListCards
            label={label}
            rows={shown?.dataItems ?? (query.isError ? [] : undefined)}
            card={cardOf}
            actions={allowedActions}
            user={user}
            rowIdOf={getRowId}
            rowNameOf={rowNameOf}
            emptyText={emptyText}
          />
        ) : (
          <TableContainer>
            <Table aria-label={label} size={dense ? 'small' : 'medium'}>
              <ListTableHead
                columns={columnChoice.shown}
                actions={actionsAs}
                sort={list.sort}
                onSort={(column) => list.setSort(nextSort(column, list.sort, defaultSort))}
              />
              <ListTableRows
                rows={shown?.dataItems ?? (query.isError ? [] : undefined)}
                columns={columnChoice.shown}
                actions={allowedActions}
                actionsAs={actionsAs}
                user={user}
                rowIdOf={getRowId}
                rowNameOf={rowNameOf}
                isDense={dense}
                emptyText={emptyText}
              />
            </Table>
          </TableContainer>
        )}
        {shown && (
          <ListPagination
            count={shown.count}
            countIsEstimate={shown.countIsEstimate === true}
            page={list.page}
            pageSize={list.pageSize}
            onPageChange={changePage}
            onPageSizeChange={list.setPageSize}
          />
        )}
      </Paper>
    </Stack>
  );
}
