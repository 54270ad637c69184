export { DataTable, type DataTableProps } from './data-table';
export { formatCell, DATE_FORMAT } from './format-cell';
export { displayClock, setDisplayClock } from '../../lib/display-clock';
export { ActiveToggle, activeColumn, type ActiveToggleProps } from './active-toggle';
export { useListState, PAGE_SIZES, DEFAULT_PAGE_SIZE, type ListState } from './use-list-state';
export { ACTIVE_STATUS_FILTER } from './types';
export type {
  ExportAction,
  CreateAction,
  DataTableColumn,
  ListSource,
  SortOf,
  RowAction,
  TableFilter,
  FilterOption,
} from './types';
