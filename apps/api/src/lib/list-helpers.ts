import { parseSort, type SortOrder, type SortValue } from '@livery/domain';
import { asc, count, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

/** Escapes LIKE wildcards so a search for "50%" finds "50%" and not everything. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** How a list sorts: a column for each sort field the domain declares, the default, and the id as tiebreaker. */
export interface Sorting<F extends string> {
  columns: Record<F, AnyColumn>;
  fallback: SortOrder<F>;
  id: AnyColumn;
}

/** ORDER BY the chosen field's column, then by id so paging is stable. */
export function orderOf<F extends string>(sorting: Sorting<F>, sort: SortValue<F> | undefined): SQL[] {
  const { field, direction } = parseSort(sort, sorting.fallback);
  const by = direction === 'asc' ? asc : desc;
  return [by(sorting.columns[field]), by(sorting.id)];
}

/**
 * One page of a list and the count of every matching row: the one place every list (users, roles, permissions,
 * affiliates, the catalogue) reads its pages, so paging and counting change in one place.
 */
export async function listPage<T extends PgTable>(
  db: Executor,
  table: T,
  page: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number },
): Promise<{ rows: T['$inferSelect'][]; count: number }> {
  const from = table as PgTable;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(from)
      .where(page.where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(from).where(page.where),
  ]);
  return { rows: rows as T['$inferSelect'][], count: total?.value ?? 0 };
}
