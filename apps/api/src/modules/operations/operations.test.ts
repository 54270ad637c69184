import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservationSlots, users } from '../../db/schema.js';
import { caller, CUSTOMER, DISPATCHER, signedIn, useTestApp } from '../../test/helper.js';
import type { DispatchBoard } from '@livery/domain';
import { findAverageSpeed } from '../configurations/index.js';
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

/** A trip of `cars` Sedans (a driver slot each) picked up at `pickUpAt`; `paid` of it paid, `miles` long. */
async function trip(
  pickUpAt: Date,
  status: string,
  amount: number,
  { cars = 1, carName = 'Sedan', paid = 0, miles = null }: TripOptions = {},
) {
  const row = await insertReservation(ctx.app.db, {
    status,
    tripType: 'from-airport',
    pickUpAt,
    name: `Trip at ${pickUpAt.toISOString()}`,
    phoneNumber: '+1 212 555 0100',
    pickUpLocation: 'JFK Terminal 4',
    amount,
    paidAmount: paid,
    miles,
  });
  await insertCars(ctx.app.db, row.id, [
    { carId: 1, carName, count: cars, lineAmount: amount, shares: Array.from({ length: cars }, () => amount / cars) },
  ]);
  return row.id;
}
interface TripOptions {
  cars?: number;
  carName?: string;
  paid?: number;
  miles?: number | null;
}

async function slotsOf(reservationId: number) {
  return ctx.app.db.select().from(reservationSlots).where(eq(reservationSlots.reservationId, reservationId));
}

async function assign(reservationId: number, driverId: number) {
  const [slot] = await slotsOf(reservationId);
  await ctx.app.db.update(reservationSlots).set({ driverId }).where(eq(reservationSlots.id, slot!.id));
}

async function theDriver() {
  const [driver] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'driver@livery.test'));
  return driver!.id;
}

describe('the staff home’s figures', () => {
  it('counts today’s trips by status, sums 30 days of revenue by day and car, and lists the risks by urgency', async () => {
    const driver = await theDriver();
    const speed = await findAverageSpeed(ctx.app.db);
    // Today in New York ends at 04:00Z tomorrow, 12 hours after NOW.
    const soonUnassigned = await trip(at(1), 'created', 100);
    const paidAssigned = await trip(at(4), 'assigned', 200, { paid: 200 });
    await assign(paidAssigned, driver);
    // Issue 38, item 2: assigned (no longer `unpaid`) and still owing $85.
    const owingAssigned = await trip(at(6), 'assigned', 129, { paid: 44 });
    await assign(owingAssigned, driver);
    const unpaid = await trip(at(7.5), 'unpaid', 300, { carName: 'SUV' });
    const tomorrow = await trip(at(12.5), 'created', 50); // 00:30 tomorrow in New York: not today, but within 24 hours
    await trip(at(-2), 'cancelled', 999); // no revenue
    await trip(at(-24 * 29 - 1), 'completed', 40, { paid: 40 }); // 29 days ago: the first day shown
    await trip(at(-24 * 31), 'completed', 1000, { paid: 1000 }); // 31 days ago: outside
    await trip(at(30), 'created', 70); // beyond 24 hours: no risk, not today
    // Paid trips of one driver, tomorrow. Two an hour long 45 minutes apart conflict; one of 3 hours (its miles at the
    // office's speed) conflicts with one 90 minutes later; two an hour long 90 minutes apart do not (issue 38, item 10:
    // the old "pickups within 2 hours" called them double-booked while the board showed no overlap).
    const first = await trip(at(14), 'assigned', 80, { paid: 80 });
    const second = await trip(at(14.75), 'assigned', 80, { paid: 80 });
    const long = await trip(at(17), 'assigned', 80, { paid: 80, miles: speed * 3 });
    const afterLong = await trip(at(18.5), 'assigned', 80, { paid: 80 });
    const apart = await trip(at(21), 'assigned', 80, { paid: 80 });
    const apartLater = await trip(at(22.5), 'assigned', 80, { paid: 80 });
    for (const id of [first, second, long, afterLong, apart, apartLater]) await assign(id, driver);

    const data = await todaysOperations(ctx.app.db, 'America/New_York', NOW);
    expect(data.date).toBe('2026-06-15');
    const today = Object.fromEntries(data.todayByStatus.map((s) => [s.status, s.count]));
    expect(today).toMatchObject({ created: 1, assigned: 2, unpaid: 1, cancelled: 1, completed: 0 });
    expect(today).not.toHaveProperty('draft');

    expect(data.revenueByDay).toHaveLength(30);
    expect(data.revenueByDay[0]).toEqual({ date: '2026-05-17', amount: 40, trips: 1 });
    expect(data.revenueByDay.at(-1)).toEqual({ date: '2026-06-15', amount: 729, trips: 4 });
    expect(data.revenueByDay.reduce((total, day) => total + day.amount, 0)).toBe(769);
    expect(data.revenueByCar).toEqual([
      { name: 'Sedan', amount: 469, cars: 4 },
      { name: 'SUV', amount: 300, cars: 1 },
    ]);

    const risks = data.risks.map((r) => [r.id, r.risks]);
    expect(risks).toEqual([
      [soonUnassigned, ['no-driver-soon', 'balance-due']],
      [first, ['double-booked']],
      [second, ['double-booked']],
      [long, ['double-booked']],
      [afterLong, ['double-booked']],
      [unpaid, ['unassigned', 'balance-due']],
      [tomorrow, ['unassigned', 'balance-due']],
      [owingAssigned, ['balance-due']],
    ]);
    expect(data.risks.find((r) => r.id === owingAssigned)?.balanceDue).toBe(85);
    expect(data.risks.find((r) => r.id === first)).toMatchObject({
      conflictingDrivers: [expect.stringMatching(/\S/)],
      balanceDue: 0,
    });

    // One definition: the board of that day shows an overlap on exactly the trips the home calls double-booked.
    const board = await call('GET', '/dispatch/board?date=2026-06-16', dispatcher);
    expect(board.statusCode, board.body).toBe(200);
    const overlapping = (board.json().data as DispatchBoard).lanes
      .flatMap((lane) => lane.bars)
      .filter((bar) => bar.overlaps)
      .map((bar) => bar.reservationId);
    const doubleBooked = data.risks.filter((r) => r.risks.includes('double-booked')).map((r) => r.id);
    expect(new Set(overlapping)).toEqual(new Set(doubleBooked));
    expect(overlapping).not.toContain(apart);
  });

  it('counts today’s trips picked up in fact: a passenger on board, or the trip completed — not every pickup today', async () => {
    const later = new Date('2026-07-20T17:00:00Z'); // 1 PM in New York
    const hoursFrom = (hours: number) => new Date(later.getTime() + hours * HOUR);
    const driver = await theDriver();
    const onBoard = await trip(hoursFrom(-3), 'assigned', 90);
    const droppedOff = await trip(hoursFrom(-2.5), 'assigned', 90);
    const onLocation = await trip(hoursFrom(-1), 'assigned', 90);
    await trip(hoursFrom(-4), 'completed', 90);
    await trip(hoursFrom(-2), 'created', 90); // scheduled, no one came yet
    await trip(hoursFrom(3), 'created', 90); // later today
    await trip(hoursFrom(-5), 'cancelled', 90);
    for (const id of [onBoard, droppedOff, onLocation]) await assign(id, driver);
    const stepped = (id: number, times: Partial<typeof reservationSlots.$inferInsert>) =>
      ctx.app.db.update(reservationSlots).set(times).where(eq(reservationSlots.reservationId, id));
    await stepped(onBoard, { progress: 'on-board', onLocationAt: hoursFrom(-3), onBoardAt: hoursFrom(-2.9) });
    await stepped(droppedOff, {
      progress: 'dropped-off',
      onBoardAt: hoursFrom(-2.4),
      droppedOffAt: hoursFrom(-2),
    });
    await stepped(onLocation, { progress: 'on-location', onLocationAt: hoursFrom(-1) });

    const data = await todaysOperations(ctx.app.db, 'America/New_York', later);
    const scheduled = data.todayByStatus.filter((s) => s.status !== 'cancelled').reduce((n, s) => n + s.count, 0);
    expect(scheduled).toBe(6);
    expect(data.pickedUpToday).toBe(3);
  });

  it('is for staff who see every reservation', async () => {
    const response = await call('GET', '/operations/today', dispatcher);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.revenueByDay).toHaveLength(30);
    expect((await call('GET', '/operations/today', customer)).statusCode).toBe(403);
    expect((await call('GET', '/operations/today', {})).statusCode).toBe(401);
  });
});
