import { REVENUE_STATUSES, type BookedLegRow } from '@livery/domain';
import { and, asc, count, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { reservations } from '../../../db/schema.js';
import type { Window } from './operations-figures-queries.js';

/** Where a batch of the what-if ends: the next starts after this leg in (pick_up_at, id) order. */
export interface LegCursor {
  pickUpAt: Date;
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

/** A part of the stored breakdown: `json('cars')` as JSON, `text('date')` as text. */
const json = (path: string) => sql<unknown>`${sql.raw(`"reservations"."price_breakdown"->${path}`)}`;
const text = (key: string) => sql<unknown>`${sql.raw(`"reservations"."price_breakdown"->>'${key}'`)}`;

/**
 * A batch of the window's booked legs after `cursor`, in (pick_up_at, id) order — a range of
 * `reservations_pick_up_at_sort_idx` — with what pricing needs of each breakdown (decision 093): its parts, never
 * the whole document (its `trip`, driver shares and explanations are most of it).
 */
export async function bookedLegsBatch(
  db: Executor,
  window: Window,
  cursor: LegCursor | null,
  limit: number,
): Promise<{ rows: BookedLegRow[]; next: LegCursor | null }> {
  // A row comparison: one range of the index. The instant goes as text, so no driver rounds it.
  const after: SQL | undefined = cursor
    ? sql`(${reservations.pickUpAt}, ${reservations.id}) > (${cursor.pickUpAt.toISOString()}::timestamptz, ${cursor.id})`
    : undefined;
  const found = await db
    .select({
      id: reservations.id,
      pickUpAt: reservations.pickUpAt,
      amount: reservations.amount,
      isRoundTrip: sql<boolean>`(${reservations.parentOf} is not null or ${reservations.childOf} is not null)`,
      date: text('date'),
      miles: json("'miles'"),
      stops: json("'stops'"),
      cars: json("'cars'"),
      service: json("'service'"),
      pickupKind: text('pickupKind'),
      airports: json("'airports'"),
      tolls: json("'tolls'"),
      surges: json("'surges'"),
      codeApplies: json("'discountCode'->'applies'"),
      meetAndGreet: json("'configuration'->'meetAndGreet'->'charged'"),
      gratuity: json("'trip'->'gratuity'"),
      lines: json("'lines'"),
    })
    .from(reservations)
    .where(and(bookedIn(window), after))
    .orderBy(asc(reservations.pickUpAt), asc(reservations.id))
    .limit(limit);
  const last = found[found.length - 1];
  const rows = found.map(({ pickUpAt: _at, ...row }) => row);
  return { rows, next: found.length === limit && last?.pickUpAt ? { pickUpAt: last.pickUpAt, id: last.id } : null };
}
