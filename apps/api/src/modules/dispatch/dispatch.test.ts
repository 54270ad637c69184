import { businessDate, MAX_BOARD_LANES, type DispatchBar, type DispatchBoard } from '@livery/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservationSlots, reservations, userRoles, users } from '../../db/schema.js';
import { seededBookingIds } from '../../test/booking.js';
import { bearer, DISPATCHER, signedIn, userWithPermissions, useTestApp, type Headers } from '../../test/helper.js';
import { lifecycleHelpers } from '../../test/lifecycle.js';

const ctx = useTestApp({ rateLimitMax: 1_000_000 });
const dispatcher = signedIn(ctx, DISPATCHER);
const ids = seededBookingIds(ctx);
const { call, bookUnpaid, setStatus } = lifecycleHelpers(ctx, ids);
const ZONE = 'America/New_York';

let drivers = 0;
/** A holder of the driver role named `Board Driver N`, on duty or not. */
async function newDriver(onDuty: boolean) {
  drivers += 1;
  const user = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
  const lastName = `Driver ${String(drivers).padStart(2, '0')}`;
  await ctx.app.db
    .update(users)
    .set({ firstName: 'Board', lastName, onDutySince: onDuty ? new Date() : null })
    .where(eq(users.id, user.id));
  return { id: user.id, name: `Board ${lastName}` };
}

/** A trip booked without payment with this many cars, picked up at `pickUpAt` with these miles; its slots' ids. */
async function tripAt(pickUpAt: Date, options: { cars?: number; miles?: number | null } = {}) {
  const booked = await bookUnpaid(dispatcher, { cars: options.cars ?? 1 });
  await ctx.app.db
    .update(reservations)
    .set({ pickUpAt, miles: options.miles ?? null })
    .where(eq(reservations.id, booked.id));
  const slots = await ctx.app.db
    .select({ id: reservationSlots.id })
    .from(reservationSlots)
    .where(eq(reservationSlots.reservationId, booked.id))
    .orderBy(reservationSlots.id);
  return { id: booked.id, slots: slots.map((slot) => slot.id) };
}

const drive = (slotId: number, driverId: number | null) =>
  ctx.app.db.update(reservationSlots).set({ driverId }).where(eq(reservationSlots.id, slotId));

async function boardOf(headers: Headers, date?: string): Promise<DispatchBoard> {
  const response = await call('GET', `/dispatch/board${date ? `?date=${date}` : ''}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as DispatchBoard;
}

const laneOf = (board: DispatchBoard, driverId: number) => board.lanes.find((lane) => lane.driverId === driverId);
const barsOf = (bars: DispatchBar[], reservationId: number) =>
  bars.filter((bar) => bar.reservationId === reservationId);
/** 10:00 on a day of March 2033 in New York (EDT from the 13th: 14:00 UTC). */
const onDay = (day: number, hhmm: string) => new Date(`2033-03-${day}T${hhmm}:00-04:00`);

describe('GET /dispatch/board', () => {
  it('has a lane for every driver, on duty or not (issue 38 item 13), by name, and the cars without a driver', async () => {
    const [onDuty, offDutyDriving, offDutyIdle] = [
      await newDriver(true),
      await newDriver(false),
      await newDriver(false),
    ];
    const twoCars = await tripAt(onDay(15, '10:00'), { cars: 2, miles: 45 });
    const [first, second] = twoCars.slots as [number, number];
    await drive(first, offDutyDriving.id);
    const nextDay = await tripAt(onDay(16, '00:30'));

    const board = await boardOf(dispatcher, '2033-03-15');
    expect(board).toMatchObject({
      date: '2033-03-15',
      startsAt: '2033-03-15T04:00:00.000Z',
      endsAt: '2033-03-16T04:00:00.000Z',
      truncated: false,
    });
    expect(laneOf(board, onDuty.id)).toEqual({ driverId: onDuty.id, driverName: onDuty.name, onDuty: true, bars: [] });
    expect(laneOf(board, offDutyDriving.id)).toMatchObject({ driverName: offDutyDriving.name, onDuty: false });
    expect(laneOf(board, offDutyIdle.id)).toEqual({
      driverId: offDutyIdle.id,
      driverName: offDutyIdle.name,
      onDuty: false,
      bars: [],
    });
    expect(board.moreDrivers).toBe(false);
    const names = board.lanes.map((lane) => lane.driverName).filter((name) => name.startsWith('Board'));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    expect(laneOf(board, offDutyDriving.id)?.bars).toEqual([
      {
        reservationId: twoCars.id,
        number: `A${twoCars.id}`,
        version: expect.any(Number),
        slotId: first,
        slot: 1,
        carName: 'Sedan',
        driverId: offDutyDriving.id,
        status: 'unpaid',
        progress: 'assigned',
        pickUpAt: '2033-03-15T14:00:00.000Z',
        // 45 miles at the default 30 mph.
        expectedDropOffAt: '2033-03-15T15:30:00.000Z',
        passengerName: 'Lifecycle Traveller',
        pickUpLocation: expect.any(String),
        dropOffLocation: expect.any(String),
        overlaps: false,
        dueSoonWithoutDriver: false,
      },
    ]);
    expect(barsOf(board.unassigned, twoCars.id)).toMatchObject([
      { slotId: second, slot: 2, driverId: null, progress: null, dueSoonWithoutDriver: false },
    ]);
    expect(barsOf(board.unassigned, nextDay.id)).toEqual([]);
    expect(barsOf((await boardOf(dispatcher, '2033-03-16')).unassigned, nextDay.id)).toHaveLength(1);
  });

  it('flags the bars of one driver that overlap, and none that follow each other', async () => {
    const driver = await newDriver(false);
    // Without miles each lasts an hour: 09:00–10:00 and 09:30–10:30 overlap, 10:30–11:30 follows.
    const trips = [
      await tripAt(onDay(17, '09:00')),
      await tripAt(onDay(17, '09:30')),
      await tripAt(onDay(17, '10:30')),
    ];
    for (const trip of trips) await drive(trip.slots[0]!, driver.id);

    const lane = laneOf(await boardOf(dispatcher, '2033-03-17'), driver.id);
    expect(lane?.bars.map((bar) => [bar.reservationId, bar.expectedDropOffAt, bar.overlaps])).toEqual([
      [trips[0]!.id, '2033-03-17T14:00:00.000Z', true],
      [trips[1]!.id, '2033-03-17T14:30:00.000Z', true],
      [trips[2]!.id, '2033-03-17T15:30:00.000Z', false],
    ]);
  });

  it('leaves cancelled trips, drafts and duplicates out, and shows completed ones', async () => {
    const [cancelled, duplicate, completed] = [
      await tripAt(onDay(18, '08:00')),
      await tripAt(onDay(18, '09:00')),
      await tripAt(onDay(18, '10:00')),
    ];
    await setStatus(cancelled.id, 'cancelled');
    await setStatus(duplicate.id, 'duplicate');
    await setStatus(completed.id, 'completed');

    const board = await boardOf(dispatcher, '2033-03-18');
    expect(board.unassigned.map((bar) => [bar.reservationId, bar.status])).toEqual([[completed.id, 'completed']]);
  });

  it('flags a car without a driver due within two hours, or past and not completed', async () => {
    const now = Date.now();
    const soon = await tripAt(new Date(now + 90 * 60_000));
    const later = await tripAt(new Date(now + 3 * 3_600_000));
    const late = await tripAt(new Date(now - 30 * 60_000));
    const driven = await tripAt(new Date(now + 60 * 60_000));
    const driver = await newDriver(true);
    await drive(driven.slots[0]!, driver.id);

    const flagOf = async (trip: { id: number }, at: number) => {
      const board = await boardOf(dispatcher, businessDate(new Date(at), ZONE));
      const bars = [...board.unassigned, ...board.lanes.flatMap((lane) => lane.bars)];
      return barsOf(bars, trip.id).map((bar) => bar.dueSoonWithoutDriver);
    };
    expect(await flagOf(soon, now + 90 * 60_000)).toEqual([true]);
    expect(await flagOf(later, now + 3 * 3_600_000)).toEqual([false]);
    expect(await flagOf(late, now - 30 * 60_000)).toEqual([true]);
    expect(await flagOf(driven, now + 60 * 60_000)).toEqual([false]);
    await setStatus(late.id, 'completed');
    expect(await flagOf(late, now - 30 * 60_000)).toEqual([false]);
  });

  it('keeps a lane for someone holding a car that day who no longer holds the driver role', async () => {
    const former = await newDriver(false);
    const trip = await tripAt(onDay(19, '10:00'));
    await drive(trip.slots[0]!, former.id);
    await ctx.app.db.delete(userRoles).where(eq(userRoles.userId, former.id));

    const board = await boardOf(dispatcher, '2033-03-19');
    expect(laneOf(board, former.id)?.bars.map((bar) => bar.reservationId)).toEqual([trip.id]);
    expect(laneOf(await boardOf(dispatcher, '2033-03-20'), former.id)).toBeUndefined();
  });

  it('reads today by default', async () => {
    const board = await boardOf(dispatcher);
    expect(board.date).toBe(businessDate(new Date(), ZONE));
  });

  it('is refused without reservations:view (403), and a date that is not one is a 400', async () => {
    const nobody = await userWithPermissions(ctx.app, ['cars:view']);
    const refused = await call('GET', '/dispatch/board', bearer(nobody.token));
    expect(refused.statusCode, refused.body).toBe(403);
    const viewer = await userWithPermissions(ctx.app, ['reservations:view']);
    await boardOf(bearer(viewer.token), '2033-03-15');

    for (const date of ['2033-02-30', 'tomorrow', '15/03/2033']) {
      const bad = await call('GET', `/dispatch/board?date=${encodeURIComponent(date)}`, dispatcher);
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().error.fields).toHaveProperty('date');
    }
    const unknown = await call('GET', '/dispatch/board?day=2033-03-15', dispatcher);
    expect(unknown.statusCode).toBe(400);
  });
  // Last: it adds more drivers than a board has lanes for.
  it('answers at most MAX_BOARD_LANES lanes, those on duty or holding a car first, and says some were left out', async () => {
    const driving = await newDriver(false);
    const trip = await tripAt(onDay(21, '10:00'));
    await drive(trip.slots[0]!, driving.id);
    const onDuty = await newDriver(true);
    const roleId = await ctx.app.roleDirectory.idOf(ctx.app.db, 'driver');
    // Named to come before every other driver: without the rule they would take every lane.
    const many = await ctx.app.db
      .insert(users)
      .values(
        Array.from({ length: MAX_BOARD_LANES }, (_, i) => ({
          firstName: 'Aaron',
          lastName: `Many ${String(i).padStart(3, '0')}`,
          email: `many-lanes-${i}@example.com`,
        })),
      )
      .returning({ id: users.id });
    await ctx.app.db.insert(userRoles).values(many.map(({ id }) => ({ userId: id, roleId: roleId! })));

    const board = await boardOf(dispatcher, '2033-03-21');
    expect(board.lanes).toHaveLength(MAX_BOARD_LANES);
    expect(board.moreDrivers).toBe(true);
    expect(laneOf(board, driving.id)?.bars).toHaveLength(1);
    expect(laneOf(board, onDuty.id)?.onDuty).toBe(true);
    const names = board.lanes.map((lane) => lane.driverName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
