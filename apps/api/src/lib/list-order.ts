import { parseSort, type SortOrder, type SortValue } from '@livery/domain';
import { asc, Column, desc, is, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A sort key computed from a row rather than read from one column (a traveller's trips, upcoming first): its SQL,
 * never empty, and its SQL type, to read a cursor's value back. No index holds it; the list's filter must be narrow.
 */
export interface SortExpression {
  sql: SQL;
  type: string;
}

/** How a list sorts: a column (or expression) for each sort field the domain declares, the default, the id last. */
export interface Sorting<F extends string> {
  columns: Record<F, AnyColumn | SortExpression>;
  fallback: SortOrder<F>;
  id: AnyColumn;
}

/** A list's order: the field's column, then the id (so paging is stable); `by` is its ORDER BY. */
export interface Order {
  field: string;
  column: AnyColumn | SQL;
  /** The column's SQL type, for a cursor's value; and whether it may be empty. */
  type: string;
  isNullable: boolean;
  id: AnyColumn;
  direction: 'asc' | 'desc';
  by: SQL[];
}

/** ORDER BY the chosen field's column, then by id. */
export function orderOf<F extends string>(sorting: Sorting<F>, sort: SortValue<F> | undefined): Order {
  const { field, direction } = parseSort(sort, sorting.fallback);
  const key = sorting.columns[field];
  const [column, type, isNullable] = is(key, Column)
    ? [key, key.getSQLType().replace(/^serial$/, 'integer'), !key.notNull]
    : [key.sql, key.type, false];
  const by = direction === 'asc' ? asc : desc;
  return { field, column, type, isNullable, id: sorting.id, direction, by: [by(column), by(sorting.id)] };
}
