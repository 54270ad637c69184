import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservationSlots, users } from '../../db/schema.js';
import { caller, CUSTOMER, DISPATCHER, signedIn, useTestApp } from '../../test/helper.js';
import { insertCars, insertReservation } from '../reservations/core/reservation-queries.js';
import { todaysOperations } from './operations-service.js';

const ctx = useTestApp();
const call = caller(ctx);
const dispatcher = signedIn(ctx, DISPATCHER);
const customer = signedIn(ctx, CUSTOMER);

const HOUR = 3_600_000;
/** Noon in New York on a summer day: the tests' "now". */
const NOW = new Date('2026-06-15T16:00:00Z');
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * HOUR);

/** A trip of `cars` Sedans (a driver slot each) picked up at `pickUpAt`. */
async function trip(pickUpAt: Date, status: string, amount: number, cars = 1, carName = 'Sedan') {
  const row = await insertReservation(ctx.app.db, {
    status,
    tripType: 'from-airport',
    pickUpAt,
    name: `Trip at ${pickUpAt.toISOString()}`,
    phoneNumber: '+1 212 555 0100',
    pickUpLocation: 'JFK Terminal 4',
    amount,
  });
  await insertCars(ctx.app.db, row.id, [
    { carId: 1, carName, count: cars, lineAmount: amount, shares: Array.from({ length: cars }, () => amount / cars) },
  ]);
  return row.id;
}

async function assign(reservationId: number, driverId: number) {
  const [slot] = await ctx.app.db
    .select()
    .from(reservationSlots)
    .where(eq(reservationSlots.reservationId, reservationId));
  await ctx.app.db.update(reservationSlots).set({ driverId }).where(eq(reservationSlots.id, slot!.id));
}

describe('the staff home’s figures', () => {
  it('counts today’s trips by status, sums 30 days of revenue by day and car, and lists the risks by urgency', async () => {
    const [driver] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'driver@livery.test'));
    // Today in New York ends at 04:00Z tomorrow, 12 hours after NOW.
    const soonUnassigned = await trip(at(1), 'created', 100);
    const paidAssigned = await trip(at(4), 'assigned', 200);
    await assign(paidAssigned, driver!.id);
    const unpaid = await trip(at(7.5), 'unpaid', 300, 1, 'SUV');
    await trip(at(12.5), 'created', 50); // 00:30 tomorrow in New York: not today, but within 24 hours
    await trip(at(-2), 'cancelled', 999); // no revenue
    await trip(at(-24 * 29 - 1), 'completed', 40); // 29 days ago: the first day shown
    await trip(at(-24 * 31), 'completed', 1000); // 31 days ago: outside
    await trip(at(30), 'created', 70); // beyond 24 hours: no risk, not today
    // A driver on two trips 90 minutes apart (tomorrow, 02:00 and 03:30) is double-booked on both.
    const first = await trip(at(14), 'assigned', 80);
    const second = await trip(at(15.5), 'assigned', 80);
    await assign(first, driver!.id);
    await assign(second, driver!.id);

    const data = await todaysOperations(ctx.app.db, 'America/New_York', NOW);
    expect(data.date).toBe('2026-06-15');
    const today = Object.fromEntries(data.todayByStatus.map((s) => [s.status, s.count]));
    expect(today).toMatchObject({ created: 1, assigned: 1, unpaid: 1, cancelled: 1, completed: 0 });
    expect(today).not.toHaveProperty('draft');

    expect(data.revenueByDay).toHaveLength(30);
    expect(data.revenueByDay[0]).toEqual({ date: '2026-05-17', amount: 40, trips: 1 });
    expect(data.revenueByDay.at(-1)).toEqual({ date: '2026-06-15', amount: 600, trips: 3 });
    expect(data.revenueByDay.reduce((total, day) => total + day.amount, 0)).toBe(640);
    expect(data.revenueByCar).toEqual([
      { name: 'Sedan', amount: 340, cars: 3 },
      { name: 'SUV', amount: 300, cars: 1 },
    ]);

    const risks = data.risks.map((r) => [r.id, r.risks]);
    expect(risks).toEqual([
      [soonUnassigned, ['no-driver-soon']],
      [first, ['double-booked']],
      [second, ['double-booked']],
      [unpaid, ['unassigned', 'unpaid']],
      [expect.any(Number), ['unassigned']],
    ]);
    expect(data.risks[1]?.conflictingDrivers).toEqual([expect.stringMatching(/\S/)]);
  });

  it('is for staff who see every reservation', async () => {
    const response = await call('GET', '/operations/today', dispatcher);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.revenueByDay).toHaveLength(30);
    expect((await call('GET', '/operations/today', customer)).statusCode).toBe(403);
    expect((await call('GET', '/operations/today', {})).statusCode).toBe(401);
  });
});
