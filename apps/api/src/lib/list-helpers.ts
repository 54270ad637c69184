import type { ListQuery } from '@livery/domain';
import { and, asc, desc, getTableColumns, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { isDataException } from '../db/errors.js';
import { tableRow } from '../db/table-row.js';
import { AppError } from './app-error.js';
import {
  countKey,
  countMatching,
  countNow,
  EXACT_COUNT_LIMIT,
  knownEstimate,
  rememberTotal,
  totalOf,
  type ListTotal,
} from './list-counts.js';
import type { Order } from './list-order.js';

export { countMatching, EXACT_COUNT_LIMIT, forgetEstimates, type ListTotal } from './list-counts.js';
export { orderOf, type Order, type SortExpression, type Sorting } from './list-order.js';

/** Escapes LIKE wildcards so a search for "50%" finds "50%" and not everything. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The order reversed, for the page before a cursor (read backwards, then turned round). */
const reversed = (order: Order): SQL[] => {
  const by = order.direction === 'asc' ? desc : asc;
  return [by(order.column), by(order.id)];
};

const STALE_CURSOR = 'The page link is not valid any more; go back to the first page.';

/** A cursor names a row by the list's sort field, that row's value of it (as text; null when empty) and its id. */
function writeCursor(field: string, value: string | null, id: number): string {
  return Buffer.from(JSON.stringify([field, value, id])).toString('base64url');
}

/** The row a cursor names, or null when it names none in this order (malformed, or from another sort). */
function readCursor(cursor: string, order: Order): { value: string | null; id: number } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const [field, value, id]: unknown[] = Array.isArray(parsed) ? parsed : [];
  const isValue = typeof value === 'string' || (value === null && order.isNullable);
  if (field !== order.field || !isValue || typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
  return { value, id };
}

/**
 * The rows after a cursor in the page's direction, as conditions to read one after the other: `(column, id) >
 * (value, id)`, the value cast to the column's own type, is an index range scan. A nullable column has a second
 * part: PostgreSQL sorts empty values after every value ascending (before them descending), and a row comparison
 * with NULL is never true, so the empty values are read on their own — by id, on the same (column, id) index —
 * when the page reaches them. One condition with OR would walk the index from its start (decision 042).
 */
function keysetParts(order: Order, cursor: { value: string | null; id: number }, forward: boolean): SQL[] {
  const { column, id } = order;
  const ascending = (order.direction === 'asc') === forward;
  if (cursor.value === null) {
    return ascending
      ? [sql`${column} is null and ${id} > ${cursor.id}`]
      : [sql`${column} is null and ${id} < ${cursor.id}`, sql`${column} is not null`];
  }
  const value = sql`cast(${cursor.value} as ${sql.raw(order.type)})`;
  if (!ascending) return [sql`(${column}, ${id}) < (${value}, ${cursor.id})`];
  const after = sql`(${column}, ${id}) > (${value}, ${cursor.id})`;
  return order.isNullable ? [after, sql`${column} is null`] : [after];
}

/** From this offset on, a page's skipped rows are read as ids only (the sort index), then its rows by id. */
export const DEEP_OFFSET = 500;

/** Which page: `limit` rows from `offset`, or (keyset) after / before the row a cursor names. */
export type Paging = Pick<ListQuery, 'limit' | 'offset' | 'after' | 'before'>;

/** The cursors of a page's last and first rows: the next page is `after`, the previous `before`. */
export interface PageCursors {
  pageCursors?: { after: string; before: string };
}

/** A page's rows as read, each with its sort value as text (for the cursors). */
type ReadRow = Record<string, unknown> & { sortText: string | null };

/**
 * The page's rows. Deep by offset (a typed page number), the rows skipped are read from the sort index alone (an
 * index-only scan of `(column, id)`), then only the page's rows from the table (decision 062).
 */
function readRows(db: Executor, from: PgTable, shape: ListShape, part: SQL | undefined, by: SQL[], page: Window) {
  const where = and(shape.where, part);
  const deep = page.offset >= DEEP_OFFSET;
  const ids = () =>
    db
      .select({ id: sql`${shape.order.id}` })
      .from(from)
      .where(where)
      .orderBy(...by)
      .limit(page.limit)
      .offset(page.offset);
  return db
    .select(selectedOf(from, shape.order))
    .from(from)
    .where(deep ? inArray(shape.order.id, ids()) : where)
    .orderBy(...by)
    .limit(page.limit)
    .offset(deep ? 0 : page.offset);
}

/**
 * A page and its count from one read (decision 062): any `EXACT_COUNT_LIMIT + 1` matching rows — the read the count
 * made, which the planner does by the search's indexes when they are few — then, when they were all there are,
 * the page sorted from them. A narrow search found its matches twice before, for the page and for the count. With
 * more matches than that (`matched` past the limit), the rows read are not the page's.
 */
async function readAndCount(db: Executor, table: PgTable, shape: ListShape, page: Window) {
  const capped = db
    .select()
    .from(table)
    .where(shape.where)
    .limit(EXACT_COUNT_LIMIT + 1);
  // Each column as SQL (`"users"."id"`, the subquery's alias), decoded as its column: Drizzle refuses a table's
  // own column objects over a subquery.
  const columns: Record<string, SQL> = {};
  for (const [name, column] of Object.entries(getTableColumns(table))) columns[name] = sql`${column}`.mapWith(column);
  const rows = await db
    .select({
      columns,
      sortText: sql<string | null>`${shape.order.column}::text`,
      matched: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(sql`(${capped}) as ${sql.identifier(getTableName(table))}`)
    .orderBy(...shape.order.by)
    .limit(page.limit)
    .offset(page.offset);
  // No row past the first page: how many match is not known (the count asks again).
  const matched = rows[0]?.matched ?? (page.offset === 0 ? 0 : undefined);
  return { rows: rows.map((row): ReadRow => ({ ...row.columns, sortText: row.sortText })), matched };
}

const selectedOf = (from: PgTable, order: Order) => ({
  ...getTableColumns(from),
  sortText: sql<string | null>`${order.column}::text`.as('sort_text'),
});

type Window = { limit: number; offset: number };

/**
 * One page of a list and how many rows match: the one place every list (users, roles, permissions,
 * affiliates, the catalogue) reads its pages, so paging and counting change in one place. With a cursor the
 * page is a keyset step — an index range scan from the cursor's row, as cheap deep in the list as at its top.
 */
export async function listPage<T extends PgTable>(
  db: Executor,
  table: T,
  shape: ListShape,
  paging: Paging,
): Promise<{ rows: T['$inferSelect'][] } & ListTotal & PageCursors> {
  const from: PgTable = table;
  const keyset = paging.after !== undefined || paging.before !== undefined;
  const counted = shape.counted ?? { from, where: shape.where };
  const key = countKey(counted.from, counted.where);
  // By offset, while no estimate is remembered for this count, the page is read with its count (`readAndCount`).
  const counting = !keyset && paging.offset <= EXACT_COUNT_LIMIT && !shape.counted && !(await knownEstimate(key));
  let countedTotal: Promise<ListTotal> | undefined;
  const page = await keysetPage(shape.order, paging, async (part, by, limit, offset) => {
    let read: ReadRow[] | undefined;
    if (counting) {
      const both = readAndCount(db, from, shape, { limit, offset });
      const total = async ({ matched }: { matched: number | undefined }) =>
        matched === undefined ? countNow(db, from, shape.where) : totalOf(db, from, shape.where, matched);
      countedTotal = rememberTotal(key, both.then(total));
      const { rows, matched } = await both;
      if (matched !== undefined && matched <= EXACT_COUNT_LIMIT) read = rows;
    }
    read ??= await readRows(db, from, shape, part, by, { limit, offset });
    return read.map(({ sortText, ...columns }) => {
      const row = tableRow<T>(columns);
      return { sortText, id: row.id, row };
    });
  });
  // Read with the page, the count is known. Else a page by offset that is not full is the end of the list: it tells
  // the count itself. Only a full page (or a keyset step, whose offset is unknown) asks the database to count, after
  // the page (decision 031), or finds the estimate remembered (decision 062).
  const found = page.rows.length;
  const isLast = !keyset && found < paging.limit && (found > 0 || paging.offset === 0);
  const total = countedTotal
    ? await countedTotal
    : isLast
      ? { count: paging.offset + found }
      : await countMatching(db, counted.from, counted.where);
  const rows = page.rows.map(({ row }) => row);
  return { rows, ...total, ...(page.pageCursors ? { pageCursors: page.pageCursors } : {}) };
}

/** One read of a page: the cursor's condition (none by offset), the ORDER BY, how many rows and from where. */
export type PageReader<R> = (part: SQL | undefined, by: SQL[], limit: number, offset: number) => Promise<R[]>;

/**
 * A page of any select — a join, which `listPage`'s one table cannot be (a driver's jobs) — in `order`, by offset or
 * a keyset step from a cursor, with the page's cursors: the same cursors, parts and refusals as `listPage`. Each row
 * read carries `sortText` (the order's column as text) and `id` (the order's tie-breaker). Counting is the caller's.
 */
export async function keysetPage<R extends { sortText: string | null; id: number }>(
  order: Order,
  paging: Paging,
  read: PageReader<R>,
): Promise<{ rows: R[] } & PageCursors> {
  if (paging.after && paging.before) {
    throw AppError.validation({ after: 'Send after or before, not both' }, 'Send after or before, not both.');
  }
  const param = paging.after !== undefined ? 'after' : 'before';
  const cursor = paging[param];
  const stale = () => AppError.validation({ [param]: STALE_CURSOR }, STALE_CURSOR);
  const keyset = cursor !== undefined;
  const forward = !keyset || param === 'after';
  let parts: (SQL | undefined)[] = [undefined];
  if (keyset) {
    const row = readCursor(cursor, order);
    if (!row) throw stale();
    parts = keysetParts(order, row, forward);
  }
  try {
    const rows: R[] = [];
    for (const part of parts) {
      if (rows.length === paging.limit) break;
      const by = forward ? order.by : reversed(order);
      rows.push(...(await read(part, by, paging.limit - rows.length, keyset ? 0 : paging.offset)));
    }
    if (!forward) rows.reverse();
    const first = rows[0];
    const last = rows.at(-1);
    const cursorOf = (row: R) => writeCursor(order.field, row.sortText, row.id);
    return { rows, ...(first && last ? { pageCursors: { after: cursorOf(last), before: cursorOf(first) } } : {}) };
  } catch (error) {
    // A cursor edited by hand can hold a value its column cannot read (a 45th of March): a 400, not a 500.
    if (keyset && isDataException(error)) throw stale();
    throw error;
  }
}

/** What a list selects and in which order; the page and the export read the same. */
export interface ListShape {
  where: SQL | undefined;
  order: Order;
  /** Where the matching rows are counted when a narrower table counts them alike (a role's user links). */
  counted?: { from: PgTable; where: SQL | undefined };
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
  const from: PgTable & { id: AnyPgColumn } = table;
  const ordered = await db
    .select({ id: from.id })
    .from(from)
    .where(shape.where)
    .orderBy(...shape.order.by);
  for (let start = 0; start < ordered.length; start += batchSize) {
    const ids = ordered.slice(start, start + batchSize).map((r) => r.id);
    const read = await db.select().from(from).where(inArray(from.id, ids));
    // Keyed by the id column's own value, which a generic table's select types as unknown.
    const byId = new Map<unknown, T['$inferSelect']>(
      read.map((columns) => {
        const row = tableRow<T>(columns);
        return [row.id, row];
      }),
    );
    // A row deleted meanwhile is simply left out.
    yield ids.flatMap<T['$inferSelect']>((id) => byId.get(id) ?? []);
  }
}

/** Maps each batch of an export (e.g. rows → DTOs, with what each batch needs loaded). */
export async function* mapBatches<A, B>(batches: AsyncIterable<A[]>, map: (batch: A[]) => Promise<B[]> | B[]) {
  for await (const batch of batches) yield await map(batch);
}
