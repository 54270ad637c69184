import type { DataTableColumn } from './types';

export type SortDirection = 'asc' | 'desc';

/** The direction `sort` (`name`, `-name`) orders `column` in, when it is the column sorting. */
export function directionOf<Row>(column: DataTableColumn<Row>, sort: string | undefined): SortDirection | undefined {
  if (!column.sort || !sort) return undefined;
  if (sort === column.sort) return 'asc';
  return sort === `-${column.sort}` ? 'desc' : undefined;
}

/**
 * A click on a sortable header: ascending, then descending, then the list's default order (`undefined`). When
 * that default is this very descending order, the click goes straight back to ascending instead of doing nothing.
 */
export function nextSort<Row>(
  column: DataTableColumn<Row>,
  sort: string | undefined,
  defaultSort: string | undefined,
): string | undefined {
  if (!column.sort) return sort;
  const direction = directionOf(column, sort);
  if (direction === undefined) return column.sort;
  if (direction === 'asc') return `-${column.sort}`;
  return defaultSort === `-${column.sort}` ? column.sort : undefined;
}
