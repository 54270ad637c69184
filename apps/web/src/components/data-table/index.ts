export { DataTable, type DataTableProps } from './data-table';
export { formatCell, DATE_FORMAT } from './format-cell';
export { useListState, PAGE_SIZES, DEFAULT_PAGE_SIZE, type ListState } from './use-list-state';
export type { CreateAction, DataTableColumn, ListSource, RowAction, TableFilter, FilterOption } from './types';
