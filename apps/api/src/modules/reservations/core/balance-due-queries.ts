import { OWING_STATUSES } from '@livery/domain';
import { count, not, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { reservations } from '../../../db/schema.js';

/**
 * What is owed, from the payments (issue 38, decision 080): a booked trip whose amount is more than what was paid for
 * it and not refunded (`paid_amount`) — `balanceDueCents` of the domain, in SQL. The statuses are written inline, in
 * `OWING_STATUSES`' order: this is the predicate of migration 0028's partial indexes, which PostgreSQL uses only for
 * a condition it can match with theirs (parameters it could not).
 */
const owingStatuses = sql.raw(OWING_STATUSES.map((status) => `'${status}'`).join(', '));

/** The trips with a balance due (`balanceDue=true`): a range of `reservations_balance_due_*_idx`. */
export const owesBalance = (): SQL =>
  sql`(${reservations.status} in (${owingStatuses}) and ${reservations.amount} > ${reservations.paidAmount})`;

/** The list's `balanceDue` filter: the trips that owe (`true`), the others (`false`: a draft without amount too). */
export const balanceDueFilter = (balanceDue: boolean | undefined): SQL | undefined => {
  if (balanceDue === undefined) return undefined;
  return balanceDue ? owesBalance() : not(sql`coalesce(${owesBalance()}, false)`);
};

/**
 * How many booked trips owe money, exactly, reading at most `limit` + 1 entries of the partial index (index-only):
 * the planner cannot estimate `amount > paid_amount` (it guessed 278,589 for 73,123 at a million trips, decision
 * 080), so a figure of money is counted, never estimated, and capped instead.
 */
export async function countTripsOwing(db: Executor, limit: number): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(reservations)
    .where(owesBalance())
    .limit(limit + 1)
    .as('capped');
  const [row] = await db.select({ value: count() }).from(capped);
  return row?.value ?? 0;
}
