import { count, getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../db/client.js';

/** Up to this many matching rows are counted exactly; beyond it the count is the planner's estimate. */
export const EXACT_COUNT_LIMIT = 1_000;

/** How many rows match: exact up to `EXACT_COUNT_LIMIT`, else an estimate marked as such (decision 031). */
export interface ListTotal {
  count: number;
  /** Present (true) only when `count` is the planner's estimate: the table shows "about 1,000,000". */
  countIsEstimate?: true;
}

/**
 * Estimates are remembered a minute per count (decision 062). Knowing that a count passes the limit means finding
 * 1,001 matching rows: for a first name 8 % of a million customers share, 12,000 rows read and compared (50–150 ms
 * under load) on every page of that search, while its estimate is the planner's anyway. Exact counts are never
 * reused: a row added or removed shows at once.
 */
export const ESTIMATE_TTL_MS = 60_000;
/** Distinct counts kept at once; the oldest is forgotten first. */
const MAX_REMEMBERED = 500;
const remembered = new Map<string, { total: Promise<ListTotal>; until: number }>();

const dialect = new PgDialect();

/**
 * A count's key: the table and the SQL and parameters of its condition. Rendered by the dialect alone, not as a
 * whole select: the key is made on every list request, and building a query is the larger part of the SQL work.
 */
export function countKey(from: PgTable, where: SQL | undefined): string {
  if (!where) return getTableName(from);
  const { sql: text, params } = dialect.sqlToQuery(where);
  return `${getTableName(from)}\u0000${text}\u0000${JSON.stringify(params, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`;
}

/** The estimate remembered for `key` (waiting for its count while it runs), or undefined: none, or exact. */
export async function knownEstimate(key: string): Promise<ListTotal | undefined> {
  const kept = remembered.get(key);
  if (!kept || kept.until <= Date.now()) return undefined;
  const total = await kept.total.catch(() => undefined);
  return total?.countIsEstimate ? total : undefined;
}

function keep(key: string, total: Promise<ListTotal>): void {
  remembered.delete(key);
  remembered.set(key, { total, until: Date.now() + ESTIMATE_TTL_MS });
  const oldest = remembered.keys().next();
  if (remembered.size > MAX_REMEMBERED && !oldest.done) remembered.delete(oldest.value);
}

/**
 * Remembers `total` for `key` when nothing is kept for it (requests asking meanwhile wait for it), or when it is an
 * estimate where an exact count was kept (the rows have passed the limit since). Returns `total`.
 */
export function rememberTotal(key: string, total: Promise<ListTotal>): Promise<ListTotal> {
  const kept = remembered.get(key);
  if (!kept || kept.until <= Date.now()) keep(key, total);
  else void total.then((t) => t.countIsEstimate && keep(key, total)).catch(() => {});
  total.catch(() => remembered.get(key)?.total === total && remembered.delete(key));
  return total;
}

/** Forgets every remembered estimate (a test that shrinks a table below the limit within a minute). */
export function forgetEstimates(): void {
  remembered.clear();
}

/**
 * The total, given how many matching rows a read capped at the limit + 1 found: that many, or past the limit the
 * row estimate of the query's plan, which costs planning only (`pg_class` statistics, kept by autovacuum / ANALYZE).
 */
export async function totalOf(db: Executor, from: PgTable, where: SQL | undefined, found: number): Promise<ListTotal> {
  if (found <= EXACT_COUNT_LIMIT) return { count: found };
  const estimate = db
    .select({ one: sql`1` })
    .from(from)
    .where(where);
  const plan = await db.execute(sql`explain (format json) ${estimate}`);
  return { count: Math.max(found, planRows(plan.rows)), countIsEstimate: true };
}

/**
 * The matching rows counted, but never all of a large table on every page: a count that stops at the limit
 * (an index scan of at most that many entries), and past it the estimate (`totalOf`), remembered a minute.
 */
export async function countMatching(db: Executor, from: PgTable, where: SQL | undefined): Promise<ListTotal> {
  const key = countKey(from, where);
  return (await knownEstimate(key)) ?? rememberTotal(key, countNow(db, from, where));
}

/** The count now, not remembered: capped at the limit + 1, then the estimate (`totalOf`). */
export async function countNow(db: Executor, from: PgTable, where: SQL | undefined): Promise<ListTotal> {
  const capped = db
    .select({ one: sql`1` })
    .from(from)
    .where(where)
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('capped');
  const [exact] = await db.select({ value: count() }).from(capped);
  return totalOf(db, from, where, exact?.value ?? 0);
}

/** `EXPLAIN (FORMAT JSON)`'s one value: a list whose first entry is the top node. */
const explainJson = z.tuple([z.object({ Plan: z.object({ 'Plan Rows': z.number() }) })]).rest(z.unknown());

/** The top node's "Plan Rows" of `EXPLAIN (FORMAT JSON)`, as node-postgres (parsed) or PGlite (text) return it. */
function planRows(rows: Record<string, unknown>[]): number {
  const value = rows[0] ? Object.values(rows[0])[0] : undefined;
  const [top] = explainJson.parse(typeof value === 'string' ? JSON.parse(value) : value);
  return Math.round(top.Plan['Plan Rows']);
}
