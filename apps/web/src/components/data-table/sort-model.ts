import type { GridSortModel } from '@mui/x-data-grid';
import type { DataTableColumn } from './types';

/** `-createdAt` → the grid's `[{ field: 'createdAt', sort: 'desc' }]` (only for a column sorting by it). */
export function toSortModel<Row>(sort: string | undefined, columns: readonly DataTableColumn<Row>[]): GridSortModel {
  if (!sort) return [];
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  const column = columns.find((c) => c.sort === key);
  return column ? [{ field: column.field, sort: descending ? 'desc' : 'asc' }] : [];
}

/** The grid's sort model → the API's `sort` (`field` or `-field`); no sort → undefined. */
export function fromSortModel<Row>(model: GridSortModel, columns: readonly DataTableColumn<Row>[]): string | undefined {
  const first = model[0];
  if (!first?.sort) return undefined;
  const column = columns.find((c) => c.field === first.field && c.sort);
  if (!column?.sort) return undefined;
  return `${first.sort === 'desc' ? '-' : ''}${column.sort}`;
}
