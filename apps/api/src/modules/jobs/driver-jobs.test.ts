import { DRIVER_JOBS_MESSAGES, driverJobsPageSchema, type DriverJob, type DriverJobsPage } from '@livery/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, reservationSlots, reservations } from '../../db/schema.js';
import { seededBookingIds } from '../../test/booking.js';
import { parseCsv } from '../../test/catalogue.js';
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

const ctx = useTestApp({ rateLimitMax: 1_000_000 });
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const ids = seededBookingIds(ctx);
const { call, bookUnpaid, setStatus, details, dataOf } = lifecycleHelpers(ctx, ids);

/** A holder of the driver role (no permission: their own jobs come from the self rule), with their header. */
async function newDriver() {
  const user = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
  return { id: user.id, headers: bearer(user.token) };
}
type Driver = Awaited<ReturnType<typeof newDriver>>;

/**
 * A trip booked without payment with one car per driver given, each driver on one car (set in the database, the
 * assignment's own tests being elsewhere), at `pickUpAt` when given; answers its id and the slots by driver.
 */
async function tripFor(drivers: readonly Driver[], options: { pickUpAt?: Date; status?: string } = {}) {
  const booked = await bookUnpaid(dispatcher, { cars: drivers.length });
  if (options.pickUpAt)
    await ctx.app.db.update(reservations).set({ pickUpAt: options.pickUpAt }).where(eq(reservations.id, booked.id));
  const data = dataOf(await details(dispatcher, booked.id));
  const slots = data.cars.flatMap((car) => car.slots);
  for (const [i, driver] of drivers.entries())
    await ctx.app.db.update(reservationSlots).set({ driverId: driver.id }).where(eq(reservationSlots.id, slots[i]!.id));
  await setStatus(booked.id, options.status ?? 'assigned');
  return { id: booked.id, slots, slotOf: (driver: Driver) => slots[drivers.indexOf(driver)]! };
}

const jobs = (headers: Headers, driverId: number, query = '') =>
  call('GET', `/users/${driverId}/jobs${query}`, headers);
const pageOf = (response: { statusCode: number; body: string; json: () => unknown }): DriverJobsPage => {
  expect(response.statusCode, response.body).toBe(200);
  return driverJobsPageSchema.parse(response.json());
};
const markPaid = (headers: Headers, driverId: number, body: object) =>
  call('PUT', `/users/${driverId}/jobs/paid`, headers, body);
const numbersOf = (page: DriverJobsPage) => page.dataItems.map((job) => job.number);

async function paymentAudits(driverId: number) {
  return ctx.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'driver-jobs'), eq(auditLog.entityId, driverId)))
    .orderBy(auditLog.id);
}

describe('GET /users/:id/jobs', () => {
  it('shows a driver their own jobs, each car with its share, and refuses them another driver’s', async () => {
    const [dana, eli] = [await newDriver(), await newDriver()];
    const trip = await tripFor([dana, eli]);
    const slot = trip.slotOf(dana);

    const page = pageOf(await jobs(dana.headers, dana.id));
    const booked = dataOf(await details(dispatcher, trip.id));
    expect(page.dataItems).toEqual([
      {
        id: slot.id,
        reservationId: trip.id,
        number: `A${trip.id}`,
        status: 'assigned',
        pickUpDateTime: booked.pickUpDateTime,
        pickUpLocation: booked.pickUpLocation,
        dropOffLocation: booked.dropOffLocation,
        stops: [],
        passengerName: 'Lifecycle Traveller',
        phoneNumber: '+1 212 555 0142',
        passengers: 2,
        flightNumber: null,
        airline: null,
        comments: null,
        carName: 'Sedan',
        slot: slot.slot,
        driverShare: slot.driverShare,
        isPaid: false,
        paidAt: null,
        progress: 'assigned',
        times: { acceptedAt: null, onTheWayAt: null, onLocationAt: null, onBoardAt: null, droppedOffAt: null },
      } satisfies DriverJob,
    ]);
    const [row] = await ctx.app.db.select().from(reservationSlots).where(eq(reservationSlots.id, slot.id));
    expect(page.dataItems[0]?.driverShare).toBe(row?.driverShare);
    expect(slot.driverShare).toBeGreaterThan(0);
    expect(page).toMatchObject({
      count: 1,
      summary: {
        totalShare: slot.driverShare,
        paidShare: 0,
        unpaidShare: slot.driverShare,
        paidCount: 0,
        unpaidCount: 1,
      },
    });
    expect(page.pageCursors).toBeDefined();

    const others = await jobs(dana.headers, eli.id);
    expect(others.statusCode).toBe(403);
    expect(others.json().error.message).toContain('users:jobs or drivers:view');
    expect(page.driver).toEqual({ id: dana.id, fullName: expect.any(String) });
  });

  it('shows anyone’s jobs to a holder of users:jobs (drivers:view: driver-job.test.ts); refuses others; an unknown user is a 404, a non-driver has none', async () => {
    const dana = await newDriver();
    const trip = await tripFor([dana]);
    expect(numbersOf(pageOf(await jobs(dispatcher, dana.id)))).toEqual([`A${trip.id}`]);
    const viewer = await userWithPermissions(ctx.app, ['users:jobs']);
    expect(numbersOf(pageOf(await jobs(bearer(viewer.token), dana.id)))).toEqual([`A${trip.id}`]);

    const customer = await userWithPermissions(ctx.app, ['reservations:view', 'customers:view'], {
      roleNames: ['customer'],
    });
    expect((await jobs(bearer(customer.token), dana.id)).statusCode).toBe(403);
    expect((await jobs(dispatcher, 2_000_000_000)).statusCode).toBe(404);
    // Without users:jobs an unknown id is refused like any other: nothing is learnt of who exists.
    expect((await jobs(bearer(customer.token), 2_000_000_000)).statusCode).toBe(403);

    const none = pageOf(await jobs(bearer(customer.token), customer.id));
    expect(none).toMatchObject({
      dataItems: [],
      count: 0,
      summary: { totalShare: 0, paidShare: 0, unpaidShare: 0, paidCount: 0, unpaidCount: 0 },
    });
  });

  it('leaves out drafts, cancelled and duplicate trips, keeps completed ones', async () => {
    const dana = await newDriver();
    const kept = [await tripFor([dana], { status: 'completed' }), await tripFor([dana], { status: 'viewed' })];
    for (const status of ['cancelled', 'duplicate', 'draft']) await tripFor([dana], { status });
    const page = pageOf(await jobs(dispatcher, dana.id, '?sort=pickUpAt'));
    expect(page.dataItems.map((job) => job.reservationId).sort()).toEqual(kept.map((t) => t.id).sort());
    expect(page.dataItems.map((job) => job.status).sort()).toEqual(['completed', 'viewed']);
    expect(page.count).toBe(2);
  });

  it('filters by pickup business dates and paid, the summary following the filters, and pages by cursor', async () => {
    const dana = await newDriver();
    // 23:30 in New York on the 4th, 11:00 on the 5th, 11:00 on the 7th.
    const late4th = await tripFor([dana], { pickUpAt: new Date('2031-06-05T03:30:00Z') });
    const on5th = await tripFor([dana], { pickUpAt: new Date('2031-06-05T15:00:00Z') });
    const on7th = await tripFor([dana], { pickUpAt: new Date('2031-06-07T15:00:00Z') });
    const numbers = (...trips: { id: number }[]) => trips.map((t) => `A${t.id}`);

    expect(numbersOf(pageOf(await jobs(dana.headers, dana.id)))).toEqual(numbers(on7th, on5th, late4th));
    expect(numbersOf(pageOf(await jobs(dana.headers, dana.id, '?sort=pickUpAt')))).toEqual(
      numbers(late4th, on5th, on7th),
    );
    const the5th = pageOf(await jobs(dana.headers, dana.id, '?from=2031-06-05&to=2031-06-05'));
    expect(numbersOf(the5th)).toEqual(numbers(on5th));
    expect(the5th.summary.totalShare).toBe(on5th.slotOf(dana).driverShare);
    expect(numbersOf(pageOf(await jobs(dana.headers, dana.id, '?from=2031-06-05')))).toEqual(numbers(on7th, on5th));
    expect(numbersOf(pageOf(await jobs(dana.headers, dana.id, '?to=2031-06-04')))).toEqual(numbers(late4th));
    expect(numbersOf(pageOf(await jobs(dana.headers, dana.id, `?search=A${on7th.id}`)))).toEqual(numbers(on7th));

    const paid = await markPaid(admin, dana.id, { slotIds: [on5th.slotOf(dana).id], paid: true });
    expect(paid.statusCode, paid.body).toBe(200);
    const shares = [late4th, on5th, on7th].map((t) => t.slotOf(dana).driverShare);
    const cents = (n: number) => Math.round(n * 100);
    const onlyPaid = pageOf(await jobs(dana.headers, dana.id, '?paid=paid'));
    expect(numbersOf(onlyPaid)).toEqual(numbers(on5th));
    expect(onlyPaid.summary).toMatchObject({ paidCount: 1, unpaidCount: 0, unpaidShare: 0, paidShare: shares[1] });
    const unpaid = pageOf(await jobs(dana.headers, dana.id, '?paid=unpaid'));
    expect(numbersOf(unpaid)).toEqual(numbers(on7th, late4th));
    const all = pageOf(await jobs(dana.headers, dana.id));
    expect(cents(all.summary.totalShare)).toBe(shares.reduce((sum, s) => sum + cents(s), 0));
    expect(cents(all.summary.paidShare) + cents(all.summary.unpaidShare)).toBe(cents(all.summary.totalShare));
    expect(all.summary).toMatchObject({ paidCount: 1, unpaidCount: 2 });

    // One a page: forward by `after` through the three, back by `before`.
    const first = pageOf(await jobs(dana.headers, dana.id, '?limit=1'));
    const second = pageOf(await jobs(dana.headers, dana.id, `?limit=1&after=${first.pageCursors!.after}`));
    const third = pageOf(await jobs(dana.headers, dana.id, `?limit=1&after=${second.pageCursors!.after}`));
    const beyond = pageOf(await jobs(dana.headers, dana.id, `?limit=1&after=${third.pageCursors!.after}`));
    expect([first, second, third].map(numbersOf).flat()).toEqual(numbers(on7th, on5th, late4th));
    expect(beyond.dataItems).toEqual([]);
    expect([first, second, third, beyond].map((p) => p.count)).toEqual([3, 3, 3, 3]);
    const back = pageOf(await jobs(dana.headers, dana.id, `?limit=1&before=${third.pageCursors!.before}`));
    expect(numbersOf(back)).toEqual(numbers(on5th));
    expect(numbersOf(pageOf(await jobs(dana.headers, dana.id, '?limit=1&offset=2')))).toEqual(numbers(late4th));
  });

  it('refuses bad filters and a cursor from elsewhere with a 400', async () => {
    const dana = await newDriver();
    const bad = async (query: string) => {
      const response = await jobs(dana.headers, dana.id, query);
      expect(response.statusCode, query).toBe(400);
      return Object.keys(response.json().error.fields ?? {});
    };
    expect(await bad('?paid=yes')).toEqual(['paid']);
    expect(await bad('?from=2031-06-06&to=2031-06-05')).toEqual(['from']);
    expect(await bad('?sort=amount')).toEqual(['sort']);
    expect(await bad('?status=assigned')).not.toEqual([]);
    expect(await bad(`?after=${Buffer.from(JSON.stringify(['createdAt', null, 1])).toString('base64url')}`)).toEqual([
      'after',
    ]);
    expect(
      await bad(
        `?after=${Buffer.from(JSON.stringify(['pickUpAt', '2031-02-45 10:00:00+00', 1])).toString('base64url')}`,
      ),
    ).toEqual(['after']);
  });

  it('exports the jobs as CSV for the driver themselves', async () => {
    const dana = await newDriver();
    const trip = await tripFor([dana], { pickUpAt: new Date('2031-06-05T15:00:00Z') });
    // On location, on board and dropped off (decision 058).
    await ctx.app.db
      .update(reservationSlots)
      .set({
        progress: 'dropped-off',
        onLocationAt: new Date('2031-06-05T14:55:00Z'),
        onBoardAt: new Date('2031-06-05T15:10:00Z'),
        droppedOffAt: new Date('2031-06-05T16:00:00Z'),
      })
      .where(eq(reservationSlots.id, trip.slotOf(dana).id));
    const response = await jobs(dana.headers, dana.id, '/export.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [head, ...rows] = parseCsv(response.body);
    expect(head).toEqual([
      'Id',
      'Status',
      'Pickup Time',
      'Pickup Address',
      'Dropoff Address',
      'Stops',
      'Passenger',
      'Phone',
      'Passengers',
      'Flight',
      'Notes',
      'Car',
      'Slot',
      'Driver Share',
      'Paid',
      'Paid At',
      'Actual Pick Up',
      'On Board',
      'Dropped Off',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      0: `A${trip.id}`,
      1: 'assigned',
      2: '2031-06-05 11:00 AM',
      6: 'Lifecycle Traveller',
      8: '2',
      11: 'Sedan',
      14: 'No',
      16: '2031-06-05 10:55 AM',
      17: '2031-06-05 11:10 AM',
      18: '2031-06-05 12:00 PM',
    });
    expect(rows[0]?.[13]).toMatch(/^\d+\.\d{2}$/);
    const other = await newDriver();
    expect((await jobs(other.headers, dana.id, '/export.csv')).statusCode).toBe(403);
  });
});

describe('PUT /users/:id/jobs/paid', () => {
  it('lets an administrator mark jobs paid (now; one already paid keeps its date) and unpaid, with an audit row each time', async () => {
    const dana = await newDriver();
    const [one, two] = [await tripFor([dana]), await tripFor([dana])];
    const [slot1, slot2] = [one.slotOf(dana).id, two.slotOf(dana).id];

    const before = Date.now();
    const first = await markPaid(admin, dana.id, { slotIds: [slot1], paid: true });
    expect(first.statusCode, first.body).toBe(200);
    const [paid1] = first.json().dataItems as DriverJob[];
    expect(paid1).toMatchObject({ id: slot1, isPaid: true });
    expect(Date.parse(paid1!.paidAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(paid1!.paidAt!)).toBeLessThanOrEqual(Date.now() + 1000);

    const both = await markPaid(admin, dana.id, { slotIds: [slot2, slot1], paid: true });
    expect(both.statusCode, both.body).toBe(200);
    const byId = new Map((both.json().dataItems as DriverJob[]).map((job) => [job.id, job]));
    expect(byId.get(slot1)?.paidAt).toBe(paid1!.paidAt);
    expect(byId.get(slot2)?.isPaid).toBe(true);
    expect(both.json().count).toBe(2);

    let audits = await paymentAudits(dana.id);
    expect(audits).toHaveLength(2);
    expect(audits[1]).toMatchObject({
      action: 'update',
      before: { slots: [{ slotId: slot2, paidAt: null }] },
      after: { slots: [{ slotId: slot2, paidAt: byId.get(slot2)?.paidAt }] },
    });

    const undo = await markPaid(admin, dana.id, { slotIds: [slot1], paid: false });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().dataItems).toMatchObject([{ id: slot1, isPaid: false, paidAt: null }]);
    audits = await paymentAudits(dana.id);
    expect(audits.at(-1)).toMatchObject({
      before: { slots: [{ slotId: slot1, paidAt: paid1!.paidAt }] },
      after: { slots: [{ slotId: slot1, paidAt: null }] },
    });
    // Nothing to change: nothing written.
    expect((await markPaid(admin, dana.id, { slotIds: [slot1], paid: false })).statusCode).toBe(200);
    expect(await paymentAudits(dana.id)).toHaveLength(3);

    const page = pageOf(await jobs(dana.headers, dana.id));
    expect(page.summary).toMatchObject({ paidCount: 1, unpaidCount: 1, paidShare: two.slotOf(dana).driverShare });
  });

  it('refuses anyone but an administrator, a dispatcher holding users:jobs and the driver too', async () => {
    const dana = await newDriver();
    const trip = await tripFor([dana]);
    const body = { slotIds: [trip.slotOf(dana).id], paid: true };
    for (const headers of [dispatcher, dana.headers]) {
      const response = await markPaid(headers, dana.id, body);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().error.message).toMatch(/administrator/);
    }
    const [row] = await ctx.app.db
      .select()
      .from(reservationSlots)
      .where(eq(reservationSlots.id, trip.slotOf(dana).id));
    expect(row?.paidAt).toBeNull();
  });

  it('refuses, naming them, slots that are not this driver’s jobs (another driver’s, a cancelled trip’s, none), and writes nothing', async () => {
    const [dana, eli] = [await newDriver(), await newDriver()];
    const shared = await tripFor([dana, eli]);
    const cancelled = await tripFor([dana], { status: 'cancelled' });
    const own = shared.slotOf(dana).id;
    const bad = [shared.slotOf(eli).id, cancelled.slotOf(dana).id, 2_000_000_000];
    const response = await markPaid(admin, dana.id, { slotIds: [own, ...bad], paid: true });
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json();
    expect(error.fields).toEqual({ slotIds: DRIVER_JOBS_MESSAGES.notHisJobs(bad) });
    for (const id of bad) expect(error.message).toContain(String(id));
    const rows = await ctx.app.db
      .select()
      .from(reservationSlots)
      .where(inArray(reservationSlots.id, [own, ...bad]));
    expect(rows.every((row) => row.paidAt === null)).toBe(true);
    expect(await paymentAudits(dana.id)).toEqual([]);
  });

  it('refuses a bad body with a 400 and an unknown user with a 404', async () => {
    const dana = await newDriver();
    const body = async (payload: object) => {
      const response = await markPaid(admin, dana.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      return response.json().error.fields;
    };
    expect(await body({ slotIds: [], paid: true })).toHaveProperty('slotIds');
    expect(await body({ slotIds: [1, 1], paid: true })).toEqual({ slotIds: DRIVER_JOBS_MESSAGES.slotTwice });
    expect(await body({ slotIds: Array.from({ length: 501 }, (_, i) => i + 1), paid: true })).toHaveProperty('slotIds');
    expect(await body({ slotIds: [1] })).toHaveProperty('paid');
    await body({ slotIds: [1], paid: true, paidAt: '2031-01-01' });
    expect((await markPaid(admin, 2_000_000_000, { slotIds: [1], paid: true })).statusCode).toBe(404);
  });
});
