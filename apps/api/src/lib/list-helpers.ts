import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

/** Escapes LIKE wildcards so a search for "50%" finds "50%" and not everything. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** ORDER BY the chosen column, then by id so paging is stable. */
export function orderBy(column: AnyColumn, direction: 'asc' | 'desc', id: AnyColumn): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  return [by(column), by(id)];
}
