import type { GridSortModel } from '@mui/x-data-grid';
import type { DataTableColumn } from './types';

const sortKeyOf = (column: DataTableColumn<never>) => column.sortField ?? column.field;

/** `-createdAt` → the grid's `[{ field: 'createdAt', sort: 'desc' }]` (only for sortable columns). */
export function toSortModel(sort: string | undefined, columns: readonly DataTableColumn<never>[]): GridSortModel {
  if (!sort) return [];
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  const column = columns.find((c) => c.sortable && sortKeyOf(c) === key);
  return column ? [{ field: column.field, sort: descending ? 'desc' : 'asc' }] : [];
}

/** The grid's sort model → the API's `sort` (`field` or `-field`); no sort → undefined. */
export function fromSortModel(model: GridSortModel, columns: readonly DataTableColumn<never>[]): string | undefined {
  const first = model[0];
  if (!first?.sort) return undefined;
  const column = columns.find((c) => c.field === first.field && c.sortable);
  if (!column) return undefined;
  return `${first.sort === 'desc' ? '-' : ''}${sortKeyOf(column)}`;
}
