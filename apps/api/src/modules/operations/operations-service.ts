import {
  present,
  addDays,
  balanceDue,
  conflictSearchWindow,
  conflictsWith,
  decimalToCents,
  fromCents,
  businessDate,
  byUrgency,
  NO_DRIVER_ALERT_HOURS,
  OWING_COUNT_LIMIT,
  RESERVATION_STATUSES,
  reservationNumber,
  REVENUE_DAYS,
  RISK_HORIZON_HOURS,
  startOfBusinessDay,
  timedTrip,
  type Operations,
  type Risk,
  type RiskKind,
  type TimedTrip,
} from '@livery/domain';
import type { Executor } from '../../db/client.js';
import { findAverageSpeed } from '../configurations/index.js';
import {
  countByStatus,
  countPickedUp,
  countTripsOwing,
  otherTripsOfDrivers,
  revenueByCar,
  revenueByDay,
  upcomingTrips,
  type Window,
} from '../reservations/index.js';

const HOUR = 3_600_000;

/** A sum of numeric(12,2) amounts as PostgreSQL writes it ("1234.50"), through the one money rule. */
function money(value: string | null): number {
  const cents = decimalToCents(value ?? '0');
  if (cents === null) throw new RangeError(`${value} is not an amount`);
  return fromCents(cents);
}

type Upcoming = Awaited<ReturnType<typeof upcomingTrips>>[number] & { timed: TimedTrip };

/** Where every upcoming trip's conflicts may be picked up: the union of their `conflictSearchWindow`s. */
function searchWindowOf(trips: readonly Upcoming[]): Window {
  const windows = trips.map((trip) => conflictSearchWindow(trip.timed));
  return {
    from: new Date(Math.min(...windows.map((w) => w.from.getTime()))),
    to: new Date(Math.max(...windows.map((w) => w.to.getTime()))),
  };
}

/**
 * Each upcoming trip's drivers who also drive another trip that conflicts with it — the dispatch board's overlap
 * (`tripsConflict`), timed the same way from the miles and the office's average speed (issue 38, item 10).
 */
async function doubleBookedDrivers(db: Executor, trips: readonly Upcoming[], averageSpeedMph: number) {
  if (trips.length === 0) return new Map<number, string[]>();
  const rows = await otherTripsOfDrivers(
    db,
    trips.map((trip) => trip.id),
    searchWindowOf(trips),
  );
  const byId = new Map(trips.map((trip) => [trip.id, trip.timed]));
  const drivers = new Map<number, Set<string>>();
  for (const row of rows) {
    const trip = byId.get(row.reservationId);
    const other = timedTrip(
      present(row.otherPickUpAt, 'The pickup of a trip in a window'),
      row.otherMiles,
      averageSpeedMph,
      row.otherBookedMinutes,
    );
    if (trip && conflictsWith(trip, [other]).length > 0)
      drivers.set(row.reservationId, (drivers.get(row.reservationId) ?? new Set()).add(row.driver));
  }
  return new Map([...drivers].map(([id, names]) => [id, [...names].sort()]));
}

/** A trip's risks, most urgent first (`RISK_KINDS`); none for a trip that is not at risk. */
function risksOf(trip: Upcoming, drivers: readonly string[], owes: number, now: Date): RiskKind[] {
  const kinds: RiskKind[] = [];
  const isSoon = trip.timed.pickUpAt.getTime() - now.getTime() < NO_DRIVER_ALERT_HOURS * HOUR;
  if (trip.openSlots > 0 && isSoon) kinds.push('no-driver-soon');
  if (drivers.length > 0) kinds.push('double-booked');
  if (trip.openSlots > 0 && !isSoon) kinds.push('unassigned');
  if (owes > 0) kinds.push('balance-due');
  return kinds;
}

/** The trips of the next `RISK_HORIZON_HOURS` at risk, most urgent first. */
async function riskBoard(db: Executor, window: Window, now: Date): Promise<Risk[]> {
  const [rows, averageSpeedMph] = await Promise.all([upcomingTrips(db, window), findAverageSpeed(db)]);
  const upcoming = rows.map((row) => ({
    ...row,
    timed: timedTrip(
      present(row.pickUpAt, 'The pickup of an upcoming trip'),
      row.miles,
      averageSpeedMph,
      row.bookedMinutes,
    ),
  }));
  const conflicts = await doubleBookedDrivers(db, upcoming, averageSpeedMph);
  const risks = upcoming.flatMap((trip): Risk[] => {
    const drivers = conflicts.get(trip.id) ?? [];
    // What is owed, from the payments: an assigned trip has left the `unpaid` status and may still owe.
    const owes = balanceDue(trip);
    const kinds = risksOf(trip, drivers, owes, now);
    if (kinds.length === 0) return [];
    return [
      {
        id: trip.id,
        number: reservationNumber(trip.id),
        status: trip.status,
        pickUpDateTime: trip.timed.pickUpAt.toISOString(),
        name: trip.name,
        phoneNumber: trip.phoneNumber,
        pickUpLocation: trip.pickUpLocation,
        risks: kinds,
        conflictingDrivers: drivers,
        balanceDue: owes,
      },
    ];
  });
  return risks.sort(byUrgency);
}

/**
 * Today's operations for the staff home (issue 13): queries on indexes, whatever the table's size — today's trips by
 * status and how many were picked up in fact, the trips that owe money, 30 days of revenue by day and by car class,
 * and the trips of the next 24 hours at risk.
 */
export async function todaysOperations(db: Executor, timeZone: string, now: Date): Promise<Operations> {
  const today = businessDate(now, timeZone);
  const todayWindow = {
    from: startOfBusinessDay(today, timeZone),
    to: startOfBusinessDay(addDays(today, 1), timeZone),
  };
  const revenueWindow = { from: startOfBusinessDay(addDays(today, 1 - REVENUE_DAYS), timeZone), to: todayWindow.to };
  const riskWindow = { from: now, to: new Date(now.getTime() + RISK_HORIZON_HOURS * HOUR) };

  const [statuses, pickedUpToday, owing, days, cars, risks] = await Promise.all([
    countByStatus(db, todayWindow),
    countPickedUp(db, todayWindow),
    countTripsOwing(db, OWING_COUNT_LIMIT),
    revenueByDay(db, revenueWindow, timeZone),
    revenueByCar(db, revenueWindow),
    riskBoard(db, riskWindow, now),
  ]);

  const counted = new Map(statuses.map((row) => [row.status, row.count]));
  const byDay = new Map(days.map((row) => [row.date, row]));
  return {
    date: today,
    timeZone,
    todayByStatus: RESERVATION_STATUSES.filter((s) => s !== 'draft').map((status) => ({
      status,
      count: counted.get(status) ?? 0,
    })),
    pickedUpToday,
    balanceDue: { count: Math.min(owing, OWING_COUNT_LIMIT), capped: owing > OWING_COUNT_LIMIT },
    revenueByDay: Array.from({ length: REVENUE_DAYS }, (_, i) => {
      const date = addDays(today, i + 1 - REVENUE_DAYS);
      const row = byDay.get(date);
      return { date, amount: money(row?.amount ?? null), trips: row?.trips ?? 0 };
    }),
    revenueByCar: cars.map((row) => ({ name: row.name, amount: money(row.amount), cars: Number(row.cars ?? 0) })),
    risks,
    generatedAt: now.toISOString(),
  };
}
