import { z } from 'zod';
import { RESERVATION_STATUSES, type ReservationStatus } from '../statuses.js';
import { isoDateTime } from './common.js';

/**
 * The staff home's figures (issue 13, DESIGN §6 "for staff, today's operations"): today's trips by status, the
 * revenue of the last 30 days by day and by car class, and the day-of risk board. Dates are business dates.
 */

/** The statuses whose amount is revenue: a booked trip that was not cancelled nor a duplicate (drafts are not). */
export const REVENUE_STATUSES: readonly ReservationStatus[] = ['created', 'unpaid', 'viewed', 'assigned', 'completed'];
/** A trip still to be driven, which the risk board watches. */
export const ACTIVE_STATUSES: readonly ReservationStatus[] = ['created', 'unpaid', 'viewed', 'assigned'];
/** How many days the revenue chart shows, today included. */
export const REVENUE_DAYS = 30;
/** The risk board looks this far ahead. */
export const RISK_HORIZON_HOURS = 24;
/** A trip this close without a driver on every car is the most urgent kind of risk. */
export const NO_DRIVER_ALERT_HOURS = 2;
/** The staff home counts the trips that owe exactly up to this many, then says "more than" (decision 080). */
export const OWING_COUNT_LIMIT = 10_000;

/**
 * A trip's risks, most urgent first. "Double-booked" is `tripsConflict` (dispatch-rules.ts), the dispatch board's
 * overlap; "balance due" is read from the payments (`balanceDueCents`), not from the `unpaid` status, which a trip
 * leaves once a driver is assigned (issue 38, decision 080).
 */
export const RISK_KINDS = ['no-driver-soon', 'double-booked', 'unassigned', 'balance-due'] as const;
export type RiskKind = (typeof RISK_KINDS)[number];
export const RISK_LABELS: Record<RiskKind, string> = {
  'no-driver-soon': `No driver, pickup within ${NO_DRIVER_ALERT_HOURS} hours`,
  'double-booked': 'Driver double-booked',
  unassigned: 'Not every car has a driver',
  'balance-due': 'Balance due',
};

export const riskSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.string(),
  pickUpDateTime: isoDateTime,
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  pickUpLocation: z.string().nullable(),
  /** Most urgent first (`RISK_KINDS` order). */
  risks: z.array(z.enum(RISK_KINDS)),
  /** The drivers on another trip that conflicts with this one (`tripsConflict`). */
  conflictingDrivers: z.array(z.string()),
  /** What the trip still owes (`balanceDue`, decision 051); more than 0 with the `balance-due` risk. */
  balanceDue: z.number(),
});
export type Risk = z.infer<typeof riskSchema>;

export const operationsSchema = z.object({
  /** Today, in the business time zone, and that zone. */
  date: z.string(),
  timeZone: z.string(),
  /** Trips whose pickup is today, by status (every status but draft, 0 included): scheduled, not picked up. */
  todayByStatus: z.array(z.object({ status: z.enum(RESERVATION_STATUSES), count: z.number().int() })),
  /**
   * Today's trips picked up in fact (issue 38, decision 080): a car's passenger on board (or dropped off), or the
   * trip completed.
   */
  pickedUpToday: z.number().int(),
  /**
   * The booked trips of any date that owe money (`balanceDue` > 0, from the payments): the reservations list's
   * `balanceDue=true`. Counted exactly up to `OWING_COUNT_LIMIT`; `capped` when more owe (`count` is then the limit).
   */
  balanceDue: z.object({ count: z.number().int(), capped: z.boolean() }),
  /** The last `REVENUE_DAYS` days by pickup date, oldest first, every day present. */
  revenueByDay: z.array(z.object({ date: z.string(), amount: z.number(), trips: z.number().int() })),
  /** The same days' revenue by car class (each class's price lines), largest first. */
  revenueByCar: z.array(z.object({ name: z.string(), amount: z.number(), cars: z.number().int() })),
  /** Trips in the next `RISK_HORIZON_HOURS` hours at risk, most urgent first. */
  risks: z.array(riskSchema),
  generatedAt: isoDateTime,
});
export type Operations = z.infer<typeof operationsSchema>;

const RISK_ORDER = new Map(RISK_KINDS.map((kind, i) => [kind, i]));

/**
 * The risk board's order: a trip with a more urgent kind of risk first (no driver just before pickup, then a
 * double-booked driver, …), then by pickup, sooner first; then by number.
 */
export function byUrgency(a: Pick<Risk, 'risks' | 'pickUpDateTime' | 'id'>, b: typeof a): number {
  const rank = (risk: typeof a) => Math.min(...risk.risks.map((kind) => RISK_ORDER.get(kind) ?? RISK_KINDS.length));
  return rank(a) - rank(b) || a.pickUpDateTime.localeCompare(b.pickUpDateTime) || a.id - b.id;
}
