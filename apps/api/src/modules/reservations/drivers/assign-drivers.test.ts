import {
  assignRefusal,
  DRIVER_MESSAGES,
  type AssignableDriver,
  type AssignDriversResult,
  type ReservationDetails,
} from '@livery/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, reservations, users } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { seededBookingIds, tripFrom } from '../../../test/booking.js';
import {
  ADMIN,
  bearer,
  CUSTOMER,
  DISPATCHER,
  signedIn,
  userWithPermissions,
  useTestApp,
  type Headers,
} from '../../../test/helper.js';
import { lifecycleHelpers } from '../../../test/lifecycle.js';
import { ASSIGNMENT_REASONS } from './assign-drivers-service.js';

const ctx = useTestApp({ rateLimitMax: 1_000_000, publicUrl: 'https://livery.example' });
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const customer = signedIn(ctx, CUSTOMER);
const ids = seededBookingIds(ctx);
const { call, bookUnpaid, setStatus, rowsOf, details, dataOf } = lifecycleHelpers(ctx, ids);

const stale = AppError.staleVersion('reservation').message;

interface Driver {
  id: number;
  email: string;
  name: string;
  /** Where their texts go, when they have a phone and a carrier. */
  sms: string | null;
}

let drivers = 0;
/** A holder of the driver role with a name, and a Verizon phone unless told otherwise. */
async function newDriver(options: { phoneType?: string | null } = {}): Promise<Driver> {
  drivers += 1;
  const user = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
  const digits = `646${String(Date.now() % 1000).padStart(3, '0')}${String(drivers).padStart(4, '0')}`;
  // Written as people write it, with the country code: the gateway address has the ten digits only.
  const phone = `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  const phoneType = options.phoneType === undefined ? '@vtext.com' : options.phoneType;
  const lastName = `Driver ${drivers}`;
  await ctx.app.db
    .update(users)
    .set({ firstName: 'Dana', lastName, phoneNumber: phone, phoneType })
    .where(eq(users.id, user.id));
  return {
    id: user.id,
    email: user.email,
    name: `Dana ${lastName}`,
    sms: phoneType ? `${digits}${phoneType}` : null,
  };
}

const slotIdsOf = (data: ReservationDetails) => data.cars.flatMap((car) => car.slots.map((slot) => slot.id));

/** A trip booked without payment (unpaid) with this many cars, and its slots' ids. */
async function bookTrip(options: { cars?: number; pickUpAt?: Date; miles?: number } = {}) {
  const booked = await bookUnpaid(dispatcher, { cars: options.cars ?? 2 });
  // Another pickup time and miles, set in the database: they time the trip for the conflicts (an hour without miles).
  if (options.pickUpAt)
    await ctx.app.db
      .update(reservations)
      .set({ pickUpAt: options.pickUpAt, miles: options.miles ?? null })
      .where(eq(reservations.id, booked.id));
  const response = await details(dispatcher, booked.id);
  expect(response.statusCode, response.body).toBe(200);
  const data = dataOf(response);
  return { ...booked, version: data.version, slots: slotIdsOf(data) };
}

const assignDrivers = (headers: Headers, id: number, body: object) =>
  call('PUT', `/reservations/${id}/drivers`, headers, body);
const resultOf = (response: { json: () => { data: unknown } }) => response.json().data as AssignDriversResult;

/** The customer's e-mails about drivers (the booking confirmation left aside). */
const aboutDrivers = <T extends { subject: string }>(mail: T[]) => mail.filter((m) => m.subject.includes('driver'));

async function mailTo(...addresses: string[]) {
  return ctx.app.db.select().from(mailOutbox).where(inArray(mailOutbox.to, addresses)).orderBy(mailOutbox.id);
}
async function assignAudits(id: number) {
  return ctx.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'reservation'), eq(auditLog.entityId, id), eq(auditLog.action, 'assign')))
    .orderBy(auditLog.id);
}

describe('PUT /reservations/:id/drivers', () => {
  it('leads the customer’s e-mail to their trip’s page, never the staff’s details (issue 38)', async () => {
    const me = await call('GET', '/me', customer);
    const booked = await bookUnpaid(dispatcher, { customerId: me.json().data.user.id as number });
    const data = dataOf(await details(dispatcher, booked.id));
    const driver = await newDriver();
    const assigned = await assignDrivers(dispatcher, booked.id, {
      version: data.version,
      slots: slotIdsOf(data).map((slotId) => ({ slotId, driverId: driver.id })),
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const [told] = aboutDrivers((await rowsOf(booked.id, booked.email)).mail);
    expect(told?.text).toContain(`See your trip: https://livery.example/trips/${booked.id}`);
    expect(told?.html).toContain(`href="https://livery.example/trips/${booked.id}"`);
    expect(told?.text).not.toContain('/reservation/details/');
  });

  it('puts a driver on one of two cars (the status stays), then on the other: assigned, told by text and e-mail', async () => {
    const trip = await bookTrip();
    const [first, second] = [await newDriver(), await newDriver()];
    const [slot1, slot2] = trip.slots as [number, number];

    const one = await assignDrivers(dispatcher, trip.id, {
      version: trip.version,
      slots: [{ slotId: slot1, driverId: first.id }],
    });
    expect(one.statusCode, one.body).toBe(200);
    const afterOne = resultOf(one);
    expect(afterOne).toMatchObject({ id: trip.id, status: 'unpaid', version: trip.version + 1, driverConflicts: [] });
    expect(afterOne.cars[0]?.slots).toMatchObject([
      { id: slot1, slot: 1, driverId: first.id, driverName: first.name },
      { id: slot2, slot: 2, driverId: null, driverName: null },
    ]);
    expect(afterOne.actions).toContain('assign');
    let rows = await rowsOf(trip.id, trip.email);
    expect(rows.row).toMatchObject({ status: 'unpaid', version: trip.version + 1 });
    expect(rows.history.map((h) => h.toStatus)).toEqual(['unpaid']);
    expect(aboutDrivers(rows.mail)).toEqual([]);
    expect(await assignAudits(trip.id)).toMatchObject([
      {
        actorId: expect.any(Number),
        before: { status: 'unpaid', version: trip.version, slots: [{ slotId: slot1, driverId: null }] },
        after: { status: 'unpaid', version: trip.version + 1, slots: [{ slotId: slot1, driverId: first.id }] },
      },
    ]);
    const firstMail = await mailTo(first.email, first.sms!);
    expect(firstMail.map((m) => m.to)).toEqual([first.sms, first.email]);
    const [text, email] = firstMail;
    expect(first.sms).toMatch(/^\d{10}@vtext\.com$/);
    expect(text).toMatchObject({ subject: '', html: null });
    // One SMS segment, the job's link second (issue 38, item 25: it was 222 characters with the link last).
    expect(text?.text.length).toBeLessThanOrEqual(160);
    expect(text?.text.split('\n').slice(0, 2)).toEqual([
      `Livery: trip A${trip.id} is yours.`,
      `https://livery.example/jobs/${trip.id}`,
    ]);
    expect(email?.subject).toBe(`Livery — Trip A${trip.id} assigned to you`);
    // Both lead to the driver's job page (decision 053); the e-mail has the whole trip.
    expect(email?.text).toContain('Customer: Lifecycle Traveller, +1 212 555 0142');
    expect(email?.text).toContain(`https://livery.example/jobs/${trip.id}`);

    const both = await assignDrivers(dispatcher, trip.id, {
      version: trip.version + 1,
      slots: [{ slotId: slot2, driverId: second.id }],
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(resultOf(both)).toMatchObject({ status: 'assigned', version: trip.version + 2 });
    expect(resultOf(both).actions).toContain('complete');
    expect(resultOf(both).history[0]).toMatchObject({
      from: 'unpaid',
      to: 'assigned',
      reason: ASSIGNMENT_REASONS.assigned,
    });
    rows = await rowsOf(trip.id, trip.email);
    expect(rows.row).toMatchObject({ status: 'assigned', version: trip.version + 2 });
    expect(rows.history[0]).toMatchObject({
      fromStatus: 'unpaid',
      toStatus: 'assigned',
      reason: ASSIGNMENT_REASONS.assigned,
    });
    // The customer hears once, naming both drivers; the first driver is not told again.
    const told = aboutDrivers(rows.mail);
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toBe(`Livery — Your driver for trip A${trip.id}`);
    expect(told[0]?.text).toContain(`Your drivers are ${first.name}, ${second.name}.`);
    // A walk-in's e-mail has no trip page to open (issue 38: it led to the staff's details page).
    expect(told[0]?.text).not.toContain('/reservation/details/');
    expect(told[0]?.text).not.toContain('https://livery.example');
    expect((await mailTo(second.sms!)).map((m) => m.text)).toEqual([
      expect.stringContaining(`trip A${trip.id} is yours`),
    ]);
    expect(await mailTo(first.email, first.sms!)).toHaveLength(2);
    const audits = await assignAudits(trip.id);
    expect(audits.at(-1)).toMatchObject({
      before: { status: 'unpaid' },
      after: { status: 'assigned', reason: ASSIGNMENT_REASONS.assigned },
    });

    // The outbox sends them: the text as a plain message to the gateway.
    await ctx.app.mail.drainOutbox();
    const [sent] = await mailTo(second.sms!);
    expect(sent?.status).toBe('sent');
  });

  it('makes an assigned trip viewed again when a driver is taken off, and tells that driver only', async () => {
    const trip = await bookTrip();
    const [first, second, third] = [await newDriver(), await newDriver(), await newDriver()];
    const [slot1, slot2] = trip.slots as [number, number];
    const full = await assignDrivers(admin, trip.id, {
      version: trip.version,
      slots: [
        { slotId: slot1, driverId: first.id },
        { slotId: slot2, driverId: second.id },
      ],
    });
    expect(resultOf(full)).toMatchObject({ status: 'assigned', version: trip.version + 1 });

    const off = await assignDrivers(admin, trip.id, {
      version: trip.version + 1,
      slots: [{ slotId: slot1, driverId: null }],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(resultOf(off)).toMatchObject({ status: 'viewed', version: trip.version + 2 });
    expect(resultOf(off).history[0]).toMatchObject({
      from: 'assigned',
      to: 'viewed',
      reason: ASSIGNMENT_REASONS.viewed,
    });
    const told = await mailTo(first.sms!, first.email);
    expect(told.map((m) => m.to)).toEqual([first.sms, first.email, first.sms, first.email]);
    expect(told[2]?.text).toContain(`trip A${trip.id} is no longer yours`);
    expect(told[3]?.subject).toBe(`Livery — Trip A${trip.id} is no longer yours`);
    // Every text about the trip links to the job (decision 082), whose page says it is no longer theirs; the e-mail
    // leads to the app.
    expect(told[2]?.text.split('\n')[1]).toBe(`https://livery.example/jobs/${trip.id}`);
    expect(told[3]?.text).not.toContain('/jobs/');
    expect(await mailTo(second.sms!, second.email)).toHaveLength(2);

    // A driver swapped in makes it assigned again (from viewed), and the customer hears again.
    const swap = await assignDrivers(admin, trip.id, {
      version: trip.version + 2,
      slots: [{ slotId: slot1, driverId: third.id }],
    });
    expect(resultOf(swap)).toMatchObject({ status: 'assigned', version: trip.version + 3 });
    const { history, mail } = await rowsOf(trip.id, trip.email);
    expect(history.map((h) => h.toStatus)).toEqual(['assigned', 'viewed', 'assigned', 'unpaid']);
    expect(aboutDrivers(mail).map((m) => m.text)).toEqual([
      expect.stringContaining(`${first.name}, ${second.name}`),
      expect.stringContaining(`${third.name}, ${second.name}`),
    ]);

    // Swapping two drivers between cars keeps it assigned and tells nobody: neither was given or taken off the trip.
    const before = (await ctx.app.db.select().from(mailOutbox)).length;
    const swapped = await assignDrivers(admin, trip.id, {
      version: trip.version + 3,
      slots: [
        { slotId: slot1, driverId: second.id },
        { slotId: slot2, driverId: third.id },
      ],
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(resultOf(swapped)).toMatchObject({ status: 'assigned', version: trip.version + 4 });
    expect((await ctx.app.db.select().from(mailOutbox)).length).toBe(before);
  });

  it('takes a created trip to assigned, and e-mails a driver without a phone or carrier but sends no text', async () => {
    const trip = await bookTrip({ cars: 1 });
    const version = await setStatus(trip.id, 'created');
    const silent = await newDriver({ phoneType: null });
    const response = await assignDrivers(dispatcher, trip.id, {
      version,
      slots: [{ slotId: trip.slots[0]!, driverId: silent.id }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(resultOf(response).history[0]).toMatchObject({ from: 'created', to: 'assigned' });
    expect((await mailTo(silent.email)).map((m) => m.subject)).toEqual([`Livery — Trip A${trip.id} assigned to you`]);
    const texts = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.subject, ''));
    expect(texts.filter((m) => m.text.includes(`A${trip.id} `))).toEqual([]);
  });

  it('changes nothing when the drivers asked for are already there', async () => {
    const trip = await bookTrip();
    const driver = await newDriver();
    const slots = [{ slotId: trip.slots[0]!, driverId: driver.id }];
    const first = await assignDrivers(dispatcher, trip.id, { version: trip.version, slots });
    expect(first.statusCode).toBe(200);
    const again = await assignDrivers(dispatcher, trip.id, { version: trip.version + 1, slots });
    expect(again.statusCode, again.body).toBe(200);
    expect(resultOf(again).version).toBe(trip.version + 1);
    expect(await assignAudits(trip.id)).toHaveLength(1);
    expect(await mailTo(driver.email)).toHaveLength(1);
  });

  it('refuses a user who is not a driver, an unknown user, and a slot of another trip, on the field', async () => {
    const trip = await bookTrip();
    const other = await bookTrip();
    const notADriver = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    const driver = await newDriver();
    const cases = [
      {
        slots: [{ slotId: trip.slots[0]!, driverId: notADriver.id }],
        field: 'slots.0.driverId',
        message: DRIVER_MESSAGES.notADriver(notADriver.id),
      },
      {
        slots: [{ slotId: trip.slots[0]!, driverId: 2_000_000_000 }],
        field: 'slots.0.driverId',
        message: DRIVER_MESSAGES.notADriver(2_000_000_000),
      },
      {
        slots: [
          { slotId: trip.slots[0]!, driverId: driver.id },
          { slotId: other.slots[1]!, driverId: null },
        ],
        field: 'slots.1.slotId',
        message: DRIVER_MESSAGES.notThisTrip(other.slots[1]!, `A${trip.id}`),
      },
    ];
    for (const { slots, field, message } of cases) {
      const response = await assignDrivers(dispatcher, trip.id, { version: trip.version, slots });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
    }
    const { row } = await rowsOf(trip.id);
    expect(row).toMatchObject({ status: 'unpaid', version: trip.version });
    expect(await assignAudits(trip.id)).toEqual([]);
    expect(await mailTo(driver.email)).toEqual([]);
  });

  it('refuses the same driver on two cars of one trip, in one request or with a car already theirs', async () => {
    const trip = await bookTrip();
    const driver = await newDriver();
    const [slot1, slot2] = trip.slots as [number, number];
    const twice = await assignDrivers(dispatcher, trip.id, {
      version: trip.version,
      slots: [
        { slotId: slot1, driverId: driver.id },
        { slotId: slot2, driverId: driver.id },
      ],
    });
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json().error.fields).toEqual({ 'slots.1.driverId': DRIVER_MESSAGES.driverTwice });

    const slotTwice = await assignDrivers(dispatcher, trip.id, {
      version: trip.version,
      slots: [
        { slotId: slot1, driverId: driver.id },
        { slotId: slot1, driverId: null },
      ],
    });
    expect(slotTwice.json().error.fields).toEqual({ 'slots.1.slotId': DRIVER_MESSAGES.slotTwice });

    const first = await assignDrivers(dispatcher, trip.id, {
      version: trip.version,
      slots: [{ slotId: slot1, driverId: driver.id }],
    });
    expect(first.statusCode).toBe(200);
    const again = await assignDrivers(dispatcher, trip.id, {
      version: trip.version + 1,
      slots: [{ slotId: slot2, driverId: driver.id }],
    });
    expect(again.statusCode, again.body).toBe(400);
    expect(again.json().error.fields).toEqual({ 'slots.0.driverId': DRIVER_MESSAGES.driverTwice });
  });

  it('refuses bodies that are not { version, slots } (strict)', async () => {
    const trip = await bookTrip();
    for (const body of [
      {},
      { version: trip.version },
      { version: trip.version, slots: [] },
      { version: trip.version, slots: [{ slotId: trip.slots[0], driverId: 'x' }] },
      { version: trip.version, slots: [{ slotId: trip.slots[0] }] },
      { version: trip.version, slots: [{ slotId: trip.slots[0], driverId: null }], status: 'assigned' },
      { version: trip.version, slots: [{ slotId: trip.slots[0], driverId: null }], acknowledgeConflicts: 'yes' },
    ]) {
      const response = await assignDrivers(dispatcher, trip.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it.each(['cancelled', 'completed', 'duplicate'] as const)(
    'refuses a %s trip with a 409 naming its status',
    async (status) => {
      const trip = await bookTrip();
      const version = await setStatus(trip.id, status);
      const driver = await newDriver();
      const response = await assignDrivers(dispatcher, trip.id, {
        version,
        slots: [{ slotId: trip.slots[0]!, driverId: driver.id }],
      });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error.message).toBe(assignRefusal(status));
      expect(response.json().error.message).toContain(status);
      const list = await call('GET', `/reservations/${trip.id}/assignable-drivers`, dispatcher);
      expect(list.statusCode).toBe(409);
    },
  );

  it('refuses a draft (409), an unknown trip (404) and a stale version (409)', async () => {
    const draft = await call('POST', '/reservation-drafts', dispatcher, { state: { step: 1 } });
    const { id, version } = draft.json().data;
    const onDraft = await assignDrivers(dispatcher, id, { version, slots: [{ slotId: 1, driverId: null }] });
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().error.message).toBe(assignRefusal('draft'));
    const unknown = await assignDrivers(dispatcher, 2_000_000_000, {
      version: 0,
      slots: [{ slotId: 1, driverId: null }],
    });
    expect(unknown.statusCode).toBe(404);

    const trip = await bookTrip();
    const driver = await newDriver();
    const slots = [{ slotId: trip.slots[0]!, driverId: driver.id }];
    expect((await assignDrivers(dispatcher, trip.id, { version: trip.version, slots })).statusCode).toBe(200);
    const late = await assignDrivers(dispatcher, trip.id, {
      version: trip.version,
      slots: [{ slotId: trip.slots[1]!, driverId: null }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(stale);
  });

  it('needs reservations:assign (403), whatever else one holds', async () => {
    const trip = await bookTrip();
    const driver = await newDriver();
    const viewer = await userWithPermissions(ctx.app, [
      'reservations:details',
      'reservations:change-status',
      'reservations:view',
    ]);
    const body = { version: trip.version, slots: [{ slotId: trip.slots[0]!, driverId: driver.id }] };
    expect((await assignDrivers(bearer(viewer.token), trip.id, body)).statusCode).toBe(403);
    expect((await call('GET', `/reservations/${trip.id}/assignable-drivers`, bearer(viewer.token))).statusCode).toBe(
      403,
    );
    // Exactly that permission is enough, without reading the details otherwise.
    const assigner = await userWithPermissions(ctx.app, ['reservations:assign']);
    const response = await assignDrivers(bearer(assigner.token), trip.id, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(resultOf(response).cars[0]?.slots[0]?.driverId).toBe(driver.id);
  });

  it('lets one of 20 dispatchers assigning at once win; the others are told the trip changed', async () => {
    const trip = await bookTrip({ cars: 1 });
    const candidates = await Promise.all(Array.from({ length: 20 }, () => newDriver()));
    const answers = await Promise.all(
      candidates.map((driver) =>
        assignDrivers(dispatcher, trip.id, {
          version: trip.version,
          slots: [{ slotId: trip.slots[0]!, driverId: driver.id }],
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([200, ...Array(19).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().error.message).toBe(stale);
    const winner = candidates[answers.findIndex((a) => a.statusCode === 200)]!;
    const { row, history } = await rowsOf(trip.id);
    expect(row).toMatchObject({ status: 'assigned', version: trip.version + 1 });
    expect(history.filter((h) => h.toStatus === 'assigned')).toHaveLength(1);
    expect(await assignAudits(trip.id)).toHaveLength(1);
    const told = await mailTo(...candidates.flatMap((c) => [c.email, c.sms!]));
    expect(told.map((m) => m.to).sort()).toEqual([winner.email, winner.sms].sort());
  });
});

describe('a driver whose other trips conflict with this one: asked before saving (issue 38 item 14)', () => {
  /** A trip for `driver`, put on them with the conflicts acknowledged. */
  async function drivenBy(driver: Driver, pickUpAt: Date, miles?: number) {
    const trip = await bookTrip({ cars: 1, pickUpAt, ...(miles === undefined ? {} : { miles }) });
    const response = await assignDrivers(dispatcher, trip.id, {
      version: trip.version,
      acknowledgeConflicts: true,
      slots: [{ slotId: trip.slots[0]!, driverId: driver.id }],
    });
    expect(response.statusCode, response.body).toBe(200);
    return trip;
  }

  it('lists each driver’s trips that overlap this one (pickup to expected drop-off), and none that only follow it', async () => {
    const pickUp = new Date(Date.now() + 96 * 3_600_000);
    const hours = (n: number) => new Date(pickUp.getTime() + n * 3_600_000);
    // This trip lasts an hour (no miles): P to P+1.
    const trip = await bookTrip({ cars: 1, pickUpAt: pickUp });
    const [busy, free] = [await newDriver(), await newDriver()];
    // 180 miles at 30 mph: P-5 to P+1, overlapping — five hours of pickup apart.
    const longBefore = await drivenBy(busy, hours(-5), 180);
    const endsInside = await drivenBy(busy, hours(-0.75));
    const startsInside = await drivenBy(busy, hours(0.5));
    // Picked up as this one is dropped off, or later: no conflict, however close the pickups.
    await drivenBy(busy, hours(1));
    await drivenBy(busy, hours(3));
    const cancelled = await drivenBy(busy, hours(0.25));
    const { version } = (await rowsOf(cancelled.id)).row!;
    expect((await call('POST', `/reservations/${cancelled.id}/cancel`, dispatcher, { version })).statusCode).toBe(200);

    const list = await call('GET', `/reservations/${trip.id}/assignable-drivers`, dispatcher);
    expect(list.statusCode, list.body).toBe(200);
    const { dataItems, count } = list.json() as { dataItems: AssignableDriver[]; count: number };
    expect(count).toBe(dataItems.length);
    const expected = [longBefore, endsInside, startsInside].map((other, i) => ({
      id: other.id,
      number: `A${other.id}`,
      pickUpDateTime: [hours(-5), hours(-0.75), hours(0.5)][i]!.toISOString(),
    }));
    expect(dataItems.find((d) => d.id === busy.id)).toEqual({
      id: busy.id,
      fullName: busy.name,
      phoneNumber: expect.stringContaining('646'),
      phoneType: '@vtext.com',
      conflicts: expected,
    });
    expect(dataItems.find((d) => d.id === free.id)?.conflicts).toEqual([]);
    // Drivers only, by name.
    const names = dataItems.map((d) => d.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(dataItems.some((d) => d.fullName === 'Dan Dispatcher')).toBe(false);

    const searched = await call(
      'GET',
      `/reservations/${trip.id}/assignable-drivers?search=${encodeURIComponent(busy.email)}`,
      dispatcher,
    );
    expect(searched.json().dataItems.map((d: AssignableDriver) => d.id)).toEqual([busy.id]);
    expect((await call('GET', `/reservations/${trip.id}/assignable-drivers?role=driver`, dispatcher)).statusCode).toBe(
      400,
    );
  });

  it('answers 409 naming the conflicts and saves nothing until acknowledged, then saves', async () => {
    const pickUp = new Date(Date.now() + 100 * 3_600_000);
    const trip = await bookTrip({ cars: 1, pickUpAt: pickUp });
    const busy = await newDriver();
    const other = await drivenBy(busy, new Date(pickUp.getTime() + 30 * 60_000));
    const before = await rowsOf(trip.id);
    const mailBefore = (await mailTo(busy.email, busy.sms!)).length;
    const body = { version: trip.version, slots: [{ slotId: trip.slots[0]!, driverId: busy.id }] };
    const conflict = { driverName: busy.name, trips: [{ number: `A${other.id}` }] };

    for (const asked of [body, { ...body, acknowledgeConflicts: false }]) {
      const refused = await assignDrivers(dispatcher, trip.id, asked);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error).toEqual({
        code: 'CONFLICT',
        message: `${busy.name} also drives A${other.id} at the same time as A${trip.id}. Assign anyway (acknowledgeConflicts: true) or choose another driver.`,
        fields: { acknowledgeConflicts: DRIVER_MESSAGES.conflict(conflict, `A${trip.id}`) },
      });
    }
    const after = await rowsOf(trip.id);
    expect(after.row).toMatchObject({ status: before.row!.status, version: trip.version });
    expect(after.history).toEqual(before.history);
    expect(await assignAudits(trip.id)).toEqual([]);
    expect(await mailTo(busy.email, busy.sms!)).toHaveLength(mailBefore);
    expect(dataOf(await details(dispatcher, trip.id)).cars[0]?.slots[0]?.driverId).toBeNull();

    const saved = await assignDrivers(dispatcher, trip.id, { ...body, acknowledgeConflicts: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(resultOf(saved)).toMatchObject({
      status: 'assigned',
      driverConflicts: [
        { driverId: busy.id, driverName: busy.name, trips: [{ id: other.id, number: `A${other.id}` }] },
      ],
    });
  });

  it('asks only about drivers put on the trip, not those already on it', async () => {
    const pickUp = new Date(Date.now() + 104 * 3_600_000);
    const trip = await bookTrip({ cars: 2, pickUpAt: pickUp });
    const [busy, free] = [await newDriver(), await newDriver()];
    await drivenBy(busy, pickUp);
    const first = await assignDrivers(dispatcher, trip.id, {
      version: trip.version,
      acknowledgeConflicts: true,
      slots: [{ slotId: trip.slots[0]!, driverId: busy.id }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await assignDrivers(dispatcher, trip.id, {
      version: resultOf(first).version,
      slots: [{ slotId: trip.slots[1]!, driverId: free.id }],
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(resultOf(second).status).toBe('assigned');
  });
});

describe('GET /reservations/:id', () => {
  it('carries each slot’s id, which the drivers’ PUT names', async () => {
    const trip = await bookTrip();
    const data = dataOf(await details(dispatcher, trip.id));
    expect(data.cars[0]?.slots.map((s) => s.id)).toEqual(trip.slots);
    expect(trip.slots.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
  });
});

describe('a change of an assigned trip', () => {
  const change = async (id: number, version: number, cars: number) => {
    const trip = tripFrom(ids, { cars: [{ carId: ids.sedan, count: cars }], passengers: 2 });
    const quoted = await call('POST', '/reservations/quote', dispatcher, trip);
    const response = await call('PUT', `/reservations/${id}`, dispatcher, {
      trip,
      customer: { name: 'Lifecycle Traveller', email: 'kept@example.com', phoneNumber: '+1 212 555 0142' },
      expectedTotal: quoted.json().data.total,
      version,
    });
    expect(response.statusCode, response.body).toBe(200);
    return dataOf(await details(dispatcher, id));
  };

  /** A two-car trip with a new driver on each car: assigned. */
  const assignedToTwo = async () => {
    const booked = await bookTrip({ cars: 2 });
    const [one, two] = [await newDriver(), await newDriver()];
    const assigned = await assignDrivers(dispatcher, booked.id, {
      version: booked.version,
      slots: [
        { slotId: booked.slots[0], driverId: one.id },
        { slotId: booked.slots[1], driverId: two.id },
      ],
    });
    expect(resultOf(assigned).status).toBe('assigned');
    return { booked, one, two, assigned };
  };

  it('keeps each car’s driver; a car added needs one, so the trip is viewed again', async () => {
    const { booked, one, two, assigned } = await assignedToTwo();

    const same = await change(booked.id, resultOf(assigned).version, 2);
    expect(same.status).toBe('assigned');
    expect(same.cars[0]?.slots.map((s) => s.driverId)).toEqual([one.id, two.id]);

    const bigger = await change(booked.id, same.version, 3);
    expect(bigger.status).toBe('viewed');
    expect(bigger.cars[0]?.slots.map((s) => s.driverId)).toEqual([one.id, two.id, null]);
    expect(bigger.history[0]).toMatchObject({ from: 'assigned', to: 'viewed' });
  });

  it('tells the driver of a car the change took away, and keeps a kept job’s paid date', async () => {
    const { booked, one, two, assigned } = await assignedToTwo();
    const paid = await call('PUT', `/users/${one.id}/jobs/paid`, admin, { slotIds: [booked.slots[0]], paid: true });
    expect(paid.statusCode, paid.body).toBe(200);
    const before = (await mailTo(two.sms!, two.email)).length;

    const smaller = await change(booked.id, resultOf(assigned).version, 1);
    expect(smaller.status).toBe('assigned');
    expect(smaller.cars[0]?.slots.map((s) => s.driverId)).toEqual([one.id]);
    expect(smaller.cars[0]?.slots[0]?.paidAt).not.toBeNull();
    const told = (await mailTo(two.sms!, two.email)).slice(before);
    expect(told.map((m) => m.to).sort()).toEqual([two.email, two.sms].sort());
    expect(told.find((m) => m.to === two.sms)?.text).toContain(`trip A${booked.id} is no longer yours`);
    // The driver kept is not told they were taken off.
    expect((await mailTo(one.sms!)).some((m) => m.text.includes('is no longer yours'))).toBe(false);
  });
});
