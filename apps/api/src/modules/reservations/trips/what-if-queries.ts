import { REVENUE_STATUSES, type BookedLegRow } from '@livery/domain';
import { and, count, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { reservations } from '../../../db/schema.js';
import type { Window } from './operations-figures-queries.js';

/** Where a batch of the what-if ends: the next starts after this leg in (pick_up_at, id) order. */
export interface LegCursor {
  /** As the database wrote it (text): exact to the microsecond, which a Date is not. */
  pickUpAt: string;
  id: number;
}

/** The legs a what-if prices: booked (not drafts, cancelled or duplicates: `REVENUE_STATUSES`), picked up in the window. */
const bookedIn = ({ from, to }: Window) =>
  and(
    gte(reservations.pickUpAt, from),
    lt(reservations.pickUpAt, to),
    inArray(reservations.status, [...REVENUE_STATUSES]),
  );

/** How many legs a what-if over the window prices: the progress's total. */
export async function countBookedLegs(db: Executor, window: Window): Promise<number> {
  const [row] = await db.select({ value: count() }).from(reservations).where(bookedIn(window));
  return row?.value ?? 0;
}

/**
 * A leg as the batch's JSON has it: `[id, amount, a leg of a round trip, parts]`, the parts the breakdown's that pricing
 * needs (`reservations.pricing_parts`, migration 0038: kept by a trigger as JSON text, in the order of `toRow`; null
 * when the breakdown is not an object).
 */
const LEG = sql.raw(`concat('[', b.id, ',', coalesce(b.amount::text, 'null'), ',',
  case when b.parent_of is not null or b.child_of is not null then 'true' else 'false' end, ',',
  coalesce(b.pricing_parts, 'null'), ']')`);

type LegParts = [number, number | null, boolean, unknown];
const isLegParts = (value: unknown): value is LegParts =>
  Array.isArray(value) && typeof value[0] === 'number' && typeof value[2] === 'boolean';

/** The parts keep a car as `[id, count, name]` and a line as `[kind, item, label, amount]`; pricing reads records. */
const asRecords = <T>(value: unknown, toRecord: (entry: unknown[]) => T): unknown =>
  Array.isArray(value) ? value.map((entry) => (Array.isArray(entry) ? toRecord(entry) : entry)) : value;
const carOf = ([carId, cars, name]: unknown[]) => ({ carId, cars, name });
const lineOf = ([kind, item, label, amount]: unknown[]) => ({ kind, item, label, amount });

function toRow([id, amount, isRoundTrip, parts]: LegParts): BookedLegRow {
  const [date, miles, stops, carParts, service, pickupKind, airports, tolls, surges, codeApplies, meetAndGreet] =
    Array.isArray(parts) ? parts : [];
  const [gratuity, lineParts]: unknown[] = Array.isArray(parts) ? parts.slice(11) : [];
  const cars = asRecords(carParts, carOf);
  const lines = asRecords(lineParts, lineOf);
  return {
    id,
    amount,
    isRoundTrip,
    date,
    miles,
    stops,
    cars,
    service,
    pickupKind,
    airports,
    tolls,
    surges,
    codeApplies,
    meetAndGreet,
    gratuity,
    lines,
  };
}

interface BatchRow extends Record<string, unknown> {
  legs: string | null;
  last_at: string | null;
  last_id: number | null;
  n: number;
}

/**
 * A batch of the window's booked legs after `cursor`, in (pick_up_at, id) order — a range of
 * `reservations_pick_up_at_sort_idx`. The batch comes back as one JSON text (the legs' texts joined, no JSON built
 * in the database), read with one `JSON.parse`: a row and a column each cost more to decode than the legs themselves
 * (three times the time on PGlite), and building each leg's JSON from its breakdown cost more than the rest of the run.
 * The legs within a batch come in no particular order (no sort of each batch's JSON): the run's sums do not depend on
 * it, and the next batch starts after the batch's last leg in (pick_up_at, id) order, an aggregate of its own.
 */
export async function bookedLegsBatch(
  db: Executor,
  window: Window,
  cursor: LegCursor | null,
  limit: number,
): Promise<{ rows: BookedLegRow[]; next: LegCursor | null }> {
  // A row comparison: one range of the index. The instant goes as text, so no driver rounds it.
  const after = cursor ? sql`and (r.pick_up_at, r.id) > (${cursor.pickUpAt}::timestamptz, ${cursor.id})` : sql``;
  // One pass over the batch: its JSON, its count, and its last leg in (pick_up_at, id) order for the next cursor
  // (each an aggregate of its own, so no order of the rows is relied on).
  const result = await db.execute<BatchRow>(sql`
    select '[' || string_agg(${LEG}, ',') || ']' as legs, count(*)::int as n, max(b.pick_up_at)::text as last_at,
           (array_agg(b.id order by b.pick_up_at desc, b.id desc))[1] as last_id
    from (
      select r.id, r.pick_up_at, r.amount, r.parent_of, r.child_of, r.pricing_parts
      from reservations r
      where r.pick_up_at >= ${window.from.toISOString()}::timestamptz and r.pick_up_at < ${window.to.toISOString()}::timestamptz
        and r.status in (${sql.join(
          REVENUE_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )}) ${after}
      order by r.pick_up_at, r.id
      limit ${limit}
    ) b`);
  const [batch] = result.rows;
  const parsed: unknown = batch?.legs ? JSON.parse(batch.legs) : [];
  const rows = Array.isArray(parsed) ? parsed.filter(isLegParts).map(toRow) : [];
  if (!batch || batch.n < limit || batch.last_at === null || batch.last_id === null) return { rows, next: null };
  return { rows, next: { pickUpAt: batch.last_at, id: batch.last_id } };
}
