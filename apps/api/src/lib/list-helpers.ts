import { parseSort, type SortOrder, type SortValue } from '@livery/domain';
import { asc, count, desc, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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
  page: ListShape & { limit: number; offset: number },
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

/** What a list selects and in which order; the page and the export read the same. */
export interface ListShape {
  where: SQL | undefined;
  orderBy: SQL[];
}

/**
 * Every matching row in the list's order, a batch at a time (CSV export). The matching ids are read once in
 * order (small), then the rows a batch at a time by id: linear, unlike OFFSET paging, whose cost grows with
 * every page (100,000 addons: 19.5 s with OFFSET batches, decision 013).
 */
export async function* allRows<T extends PgTable & { id: AnyPgColumn }>(
  db: Executor,
  table: T,
  shape: ListShape,
  batchSize = 2000,
): AsyncGenerator<T['$inferSelect'][]> {
  const from = table as PgTable & { id: AnyPgColumn };
  const ordered = await db
    .select({ id: from.id })
    .from(from)
    .where(shape.where)
    .orderBy(...shape.orderBy);
  for (let start = 0; start < ordered.length; start += batchSize) {
    const ids = ordered.slice(start, start + batchSize).map((r) => r.id as number);
    const rows = (await db.select().from(from).where(inArray(from.id, ids))) as (T['$inferSelect'] & { id: number })[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A row deleted meanwhile is simply left out.
    yield ids.flatMap((id) => byId.get(id) ?? []);
  }
}

/** Maps each batch of an export (e.g. rows → DTOs, with what each batch needs loaded). */
export async function* mapBatches<A, B>(batches: AsyncIterable<A[]>, map: (batch: A[]) => Promise<B[]> | B[]) {
  for await (const batch of batches) yield await map(batch);
}
