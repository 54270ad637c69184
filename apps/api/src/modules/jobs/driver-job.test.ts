import { randomUUID } from 'node:crypto';
import {
  driverJobDetailsSchema,
  driverJobsPageSchema,
  formatPickUp,
  navigateUrl,
  type DriverJobDetails,
} from '@livery/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { places, reservationSlots } from '../../db/schema.js';
import { seededBookingIds } from '../../test/booking.js';
import {
  ADMIN,
  bearer,
  DISPATCHER,
  signedIn,
  userWithPermissions,
  useTestApp,
  type Headers,
} from '../../test/helper.js';
import { lifecycleHelpers } from '../../test/lifecycle.js';

/**
 * One driver's job (issue 22, decision 053): the driver's own only, anyone's to staff with users:jobs or
 * drivers:view, and what a driver needs on the road.
 */
const ctx = useTestApp({ rateLimitMax: 1_000_000 });
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const ids = seededBookingIds(ctx);
const { call, trip, totalOf, setStatus, details, dataOf } = lifecycleHelpers(ctx, ids);

async function newDriver() {
  const user = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
  return { id: user.id, headers: bearer(user.token) };
}
type Driver = Awaited<ReturnType<typeof newDriver>>;

const PASSENGER = { name: 'Ada Traveller', phoneNumber: '+1 (646) 555-0111' };

/**
 * A trip from JFK Terminal 4 with a typed stop and a known one, meet & greet, a flight and notes, booked by the
 * dispatcher without payment; one Sedan per driver given, each set on their car in the database (the assignment's
 * own tests are elsewhere) and the trip assigned.
 */
async function jobFor(drivers: readonly Driver[], options: { cars?: number } = {}) {
  const tripBody = trip({
    stops: [{ address: '1 Typed Stop Lane, Queens' }, { placeId: ids.plaza, address: '768 5th Ave, New York' }],
    // A typed stop has no coordinates: staff give the miles.
    miles: 31,
    meetAndGreet: true,
    isBagsChecked: true,
    passengers: 3,
    cars: [{ carId: ids.sedan, count: options.cars ?? drivers.length }],
  });
  const response = await call(
    'POST',
    '/reservations',
    { ...dispatcher, 'idempotency-key': randomUUID() },
    {
      trip: tripBody,
      customer: {
        ...PASSENGER,
        email: `job-${randomUUID().slice(0, 8)}@example.com`,
        flightNumber: 'B6 1234',
        airline: 'JetBlue',
        comments: 'Two child seats; call on landing.',
      },
      termsAccepted: true,
      payment: { kind: 'unpaid' },
      expectedTotal: await totalOf(dispatcher, tripBody),
    },
  );
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().data.reservation.id as number;
  const slots = dataOf(await details(dispatcher, id)).cars.flatMap((car) => car.slots);
  for (const [i, slot] of slots.entries()) {
    const driver = drivers[Math.min(i, drivers.length - 1)];
    await ctx.app.db.update(reservationSlots).set({ driverId: driver!.id }).where(eq(reservationSlots.id, slot.id));
  }
  await setStatus(id, 'assigned');
  return { id, slots };
}

const job = (headers: Headers, driverId: number, reservationId: number) =>
  call('GET', `/users/${driverId}/jobs/${reservationId}`, headers);
const jobOf = (response: { statusCode: number; body: string; json: () => unknown }): DriverJobDetails => {
  expect(response.statusCode, response.body).toBe(200);
  return driverJobDetailsSchema.parse((response.json() as { data: unknown }).data);
};

async function placeById(id: number) {
  const [row] = await ctx.app.db.select().from(places).where(eq(places.id, id));
  return row!;
}

describe('GET /users/:id/jobs/:reservationId', () => {
  it('shows a driver their job: when, where with coordinates, the passenger, flight, sign, notes and their car', async () => {
    const dana = await newDriver();
    const { id, slots } = await jobFor([dana]);
    const found = jobOf(await job(dana.headers, dana.id, id));
    const booked = dataOf(await details(dispatcher, id));
    const [terminal, plaza] = [await placeById(ids.jfkTerminal4), await placeById(ids.plaza)];

    expect(found).toMatchObject({
      reservationId: id,
      number: `A${id}`,
      status: 'assigned',
      tripType: 'from-airport',
      pickUpDateTime: booked.pickUpDateTime,
      pickUp: { address: 'JFK Terminal 4', lat: terminal.lat, lng: terminal.lng },
      stops: [
        { address: '1 Typed Stop Lane, Queens', lat: null, lng: null },
        { address: '768 5th Ave, New York', lat: plaza.lat, lng: plaza.lng },
      ],
      passengerName: PASSENGER.name,
      phoneNumber: PASSENGER.phoneNumber,
      passengers: 3,
      flightNumber: 'B6 1234',
      airline: 'JetBlue',
      meetAndGreet: true,
      nameSign: PASSENGER.name,
      comments: 'Two child seats; call on landing.',
      isBagsChecked: true,
      cars: [{ slotId: slots[0]!.id, carName: 'Sedan', slot: 1, driverShare: slots[0]!.driverShare, isPaid: false }],
      totalShare: slots[0]!.driverShare,
      isPaid: false,
      driver: { id: dana.id },
    });
    expect(found.dropOff?.lat).toEqual(expect.any(Number));
    // The pickup in the business's wall clock (New York, the tests' zone), with its weekday.
    const local = new Date(booked.pickUpDateTime!).toLocaleString('en-US', {
      timeZone: 'America/New_York',
      weekday: 'long',
    });
    expect(found.pickUpLocal).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      // The business's 12-hour clock, the default (decision 056).
      time: expect.stringMatching(/^\d{1,2}:\d{2} [AP]M$/),
      weekday: local,
    });
    expect(`${found.pickUpLocal.weekday.slice(0, 3)} ${found.pickUpLocal.date} ${found.pickUpLocal.time}`).toBe(
      formatPickUp(new Date(booked.pickUpDateTime!), { timeZone: 'America/New_York', timeFormat: '12h' }),
    );
    expect(navigateUrl(found.stops[0]!)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=1%20Typed%20Stop%20Lane%2C%20Queens',
    );
    expect(navigateUrl(found.pickUp!)).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${terminal.lat},${terminal.lng}`,
    );
  });

  it('refuses a driver anyone else’s job: another driver’s, a customer’s or a trip they hold no car of is a 404', async () => {
    const [dana, eli] = [await newDriver(), await newDriver()];
    const shared = await jobFor([dana, eli]);
    const elisOnly = await jobFor([eli]);

    expect(jobOf(await job(dana.headers, dana.id, shared.id)).cars).toHaveLength(1);
    expect((await job(dana.headers, dana.id, elisOnly.id)).statusCode).toBe(404);
    expect((await job(dana.headers, dana.id, 2_000_000_000)).statusCode).toBe(404);
    // Another driver's path: refused before anything is read.
    const others = await job(dana.headers, eli.id, elisOnly.id);
    expect(others.statusCode).toBe(403);
    expect(others.json().error.message).toMatch(/users:jobs or drivers:view/);

    // A customer who booked a trip has no job on it.
    const customer = await userWithPermissions(ctx.app, ['reservations:create'], { roleNames: ['customer'] });
    expect((await job(bearer(customer.token), customer.id, shared.id)).statusCode).toBe(404);
    expect((await job(bearer(customer.token), dana.id, shared.id)).statusCode).toBe(403);

    // Taken off the trip: no longer theirs.
    await ctx.app.db
      .update(reservationSlots)
      .set({ driverId: null })
      .where(eq(reservationSlots.reservationId, shared.id));
    expect((await job(dana.headers, dana.id, shared.id)).statusCode).toBe(404);
  });

  it('shows a cancelled job as cancelled; a draft or a duplicate is no job', async () => {
    const dana = await newDriver();
    const cancelled = await jobFor([dana]);
    await setStatus(cancelled.id, 'cancelled');
    expect(jobOf(await job(dana.headers, dana.id, cancelled.id)).status).toBe('cancelled');
    for (const status of ['draft', 'duplicate']) {
      const other = await jobFor([dana]);
      await setStatus(other.id, status);
      expect((await job(dana.headers, dana.id, other.id)).statusCode, status).toBe(404);
    }
  });

  it('gives a driver with two cars of the trip both, their shares summed', async () => {
    const dana = await newDriver();
    const { id, slots } = await jobFor([dana], { cars: 2 });
    const found = jobOf(await job(dana.headers, dana.id, id));
    expect(found.cars.map((car) => car.slot)).toEqual([1, 2]);
    expect(Math.round(found.totalShare * 100)).toBe(
      slots.reduce((sum, slot) => sum + Math.round(slot.driverShare * 100), 0),
    );
  });
});

describe('another driver’s jobs: users:jobs or drivers:view', () => {
  it('lets staff with drivers:view or users:jobs read any driver’s jobs and job; refuses a role with neither', async () => {
    const dana = await newDriver();
    const { id } = await jobFor([dana]);
    const viewers = {
      'the seeded dispatcher': dispatcher,
      'an administrator': admin,
      'drivers:view only': bearer((await userWithPermissions(ctx.app, ['drivers:view'])).token),
      'users:jobs only': bearer((await userWithPermissions(ctx.app, ['users:jobs'])).token),
    };
    for (const [who, headers] of Object.entries(viewers)) {
      const list = await call('GET', `/users/${dana.id}/jobs`, headers);
      expect(list.statusCode, who).toBe(200);
      const page = driverJobsPageSchema.parse(list.json());
      expect(
        page.dataItems.map((row) => row.reservationId),
        who,
      ).toEqual([id]);
      expect(page.dataItems[0], who).toMatchObject({
        passengerName: PASSENGER.name,
        phoneNumber: PASSENGER.phoneNumber,
        passengers: 3,
        flightNumber: 'B6 1234',
        comments: 'Two child seats; call on landing.',
      });
      expect(page.driver, who).toEqual({ id: dana.id, fullName: expect.any(String) });
      expect(jobOf(await job(headers, dana.id, id)).number, who).toBe(`A${id}`);
      const csv = await call('GET', `/users/${dana.id}/jobs/export.csv`, headers);
      expect(csv.statusCode, who).toBe(200);
      expect(csv.body, who).toContain('Ada Traveller');
    }

    const neither = bearer(
      (await userWithPermissions(ctx.app, ['reservations:view', 'reservations:details', 'customers:view'])).token,
    );
    for (const path of [
      `/users/${dana.id}/jobs`,
      `/users/${dana.id}/jobs/${id}`,
      `/users/${dana.id}/jobs/export.csv`,
    ]) {
      const refused = await call('GET', path, neither);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().error.message, path).toMatch(/users:jobs or drivers:view/);
    }
    // Staff reading a driver with no car on the trip: a 404 too.
    const eli = await newDriver();
    expect((await job(dispatcher, eli.id, id)).statusCode).toBe(404);
    expect((await job(dispatcher, 2_000_000_000, id)).statusCode).toBe(404);
  });
});
