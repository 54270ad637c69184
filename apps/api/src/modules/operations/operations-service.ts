import {
  present,
  addDays,
  decimalToCents,
  fromCents,
  businessDate,
  byUrgency,
  NO_DRIVER_ALERT_HOURS,
  RESERVATION_STATUSES,
  reservationNumber,
  REVENUE_DAYS,
  RISK_HORIZON_HOURS,
  startOfBusinessDay,
  type Operations,
  type Risk,
  type RiskKind,
} from '@livery/domain';
import type { Executor } from '../../db/client.js';
import {
  countByStatus,
  doubleBookedDrivers,
  revenueByCar,
  revenueByDay,
  upcomingTrips,
} from '../reservations/index.js';

const HOUR = 3_600_000;

/** A sum of numeric(12,2) amounts as PostgreSQL writes it ("1234.50"), through the one money rule. */
function money(value: string | null): number {
  const cents = decimalToCents(value ?? '0');
  if (cents === null) throw new RangeError(`${value} is not an amount`);
  return fromCents(cents);
}

/**
 * Today's operations for the staff home (issue 13): five queries on indexes, whatever the table's size — today's
 * trips by status, 30 days of revenue by day and by car class, and the trips of the next 24 hours at risk.
 */
export async function todaysOperations(db: Executor, timeZone: string, now: Date): Promise<Operations> {
  const today = businessDate(now, timeZone);
  const todayWindow = {
    from: startOfBusinessDay(today, timeZone),
    to: startOfBusinessDay(addDays(today, 1), timeZone),
  };
  const revenueWindow = { from: startOfBusinessDay(addDays(today, 1 - REVENUE_DAYS), timeZone), to: todayWindow.to };
  const riskWindow = { from: now, to: new Date(now.getTime() + RISK_HORIZON_HOURS * HOUR) };

  const [statuses, days, cars, upcoming] = await Promise.all([
    countByStatus(db, todayWindow),
    revenueByDay(db, revenueWindow, timeZone),
    revenueByCar(db, revenueWindow),
    upcomingTrips(db, riskWindow),
  ]);
  const conflicts = await doubleBookedDrivers(
    db,
    upcoming.map((trip) => trip.id),
  );

  const counted = new Map(statuses.map((row) => [row.status, row.count]));
  const byDay = new Map(days.map((row) => [row.date, row]));
  const risks: Risk[] = upcoming.flatMap((trip) => {
    const pickUpAt = present(trip.pickUpAt, 'The pickup of an upcoming trip');
    const drivers = conflicts.filter((c) => c.reservationId === trip.id).map((c) => c.driver);
    const kinds: RiskKind[] = [];
    const isSoon = pickUpAt.getTime() - now.getTime() < NO_DRIVER_ALERT_HOURS * HOUR;
    if (trip.openSlots > 0 && isSoon) kinds.push('no-driver-soon');
    if (drivers.length > 0) kinds.push('double-booked');
    if (trip.openSlots > 0 && !isSoon) kinds.push('unassigned');
    if (trip.status === 'unpaid') kinds.push('unpaid');
    if (kinds.length === 0) return [];
    return [
      {
        id: trip.id,
        number: reservationNumber(trip.id),
        status: trip.status,
        pickUpDateTime: pickUpAt.toISOString(),
        name: trip.name,
        phoneNumber: trip.phoneNumber,
        pickUpLocation: trip.pickUpLocation,
        risks: kinds,
        conflictingDrivers: [...new Set(drivers)].sort(),
      },
    ];
  });

  return {
    date: today,
    timeZone,
    todayByStatus: RESERVATION_STATUSES.filter((s) => s !== 'draft').map((status) => ({
      status,
      count: counted.get(status) ?? 0,
    })),
    revenueByDay: Array.from({ length: REVENUE_DAYS }, (_, i) => {
      const date = addDays(today, i + 1 - REVENUE_DAYS);
      const row = byDay.get(date);
      return { date, amount: money(row?.amount ?? null), trips: row?.trips ?? 0 };
    }),
    revenueByCar: cars.map((row) => ({ name: row.name, amount: money(row.amount), cars: Number(row.cars ?? 0) })),
    risks: risks.sort(byUrgency),
    generatedAt: now.toISOString(),
  };
}
