import { randomUUID } from 'node:crypto';
import type { SlotStep } from '@livery/domain';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, reservationSlots, reservationStatusChanges, slotSteps } from '../../db/schema.js';
import { seededBookingIds } from '../../test/booking.js';
import { bearer, DISPATCHER, signedIn, userWithPermissions, useTestApp } from '../../test/helper.js';
import { tripProgressHelpers } from '../../test/trip-progress.js';

/**
 * The day of the trip (issue 24, decision 058): only the car's driver takes its steps (or dispatch on their behalf), one
 * step at a time, each step counted once; the last car dropped off completes the trip; a declined job goes back.
 */
const ctx = useTestApp({ rateLimitMax: 1_000_000 });
const dispatcher = signedIn(ctx, DISPATCHER);
const ids = seededBookingIds(ctx);
const { call, details, dataOf, rowsOf, newDriver, assignedTrip, sendStep, resultOf } = tripProgressHelpers(
  ctx,
  ids,
  dispatcher,
);

const eventsOf = (slotId: number) =>
  ctx.app.db.select().from(slotSteps).where(eq(slotSteps.slotId, slotId)).orderBy(slotSteps.id);

describe('POST /reservations/:id/slots/:slotId/steps', () => {
  it('takes the driver through every step, stamps each time and position, and completes the trip at drop-off', async () => {
    const dana = await newDriver();
    const trip = await assignedTrip([dana]);
    const slotId = trip.slotIds[0]!;
    const steps: SlotStep[] = ['accept', 'on-the-way', 'on-location', 'on-board'];
    for (const step of steps) expect(resultOf(await sendStep(dana.headers, trip.id, slotId, step)).applied).toBe(true);
    const last = resultOf(
      await sendStep(dana.headers, trip.id, slotId, 'dropped-off', {
        position: { lat: 40.75, lng: -73.99, accuracy: 12 },
      }),
    );
    expect(last).toMatchObject({
      applied: true,
      tripStatus: 'completed',
      slot: { slotId, driverId: dana.id, progress: 'dropped-off', lastPosition: { lat: 40.75, lng: -73.99 } },
    });
    const times = Object.values(last.slot.times).map((at) => Date.parse(at!));
    expect(times.every(Number.isFinite)).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const { row, history, mail } = await rowsOf(trip.id, trip.email);
    expect(row!.status).toBe('completed');
    // The customer heard of the car on the way and there, each once, with the trip's status link.
    const told = mail.filter((m) => /Your driver is (on the way|here)/.test(m.subject));
    expect(told.map((m) => m.subject)).toEqual([
      `Livery — Your driver is on the way (A${trip.id})`,
      `Livery — Your driver is here (A${trip.id})`,
    ]);
    expect(told[0]!.text).toMatch(new RegExp(`/status/${trip.id}-[A-Za-z0-9_-]+`));
    expect(history[0]).toMatchObject({ toStatus: 'completed', actorId: dana.id, reason: 'Every car dropped off' });
    expect(mail.some((m) => /completed/i.test(m.subject))).toBe(true);
    expect((await eventsOf(slotId)).map((e) => [e.step, e.applied, e.onBehalf])).toEqual([
      ['accept', true, false],
      ['on-the-way', true, false],
      ['on-location', true, false],
      ['on-board', true, false],
      ['dropped-off', true, false],
    ]);
    // The driver's job page shows the times too.
    const job = await call('GET', `/users/${dana.id}/jobs/${trip.id}`, dana.headers);
    expect(job.json().data.cars[0]).toMatchObject({ progress: 'dropped-off', times: last.slot.times });
  });

  it('refuses a step that is not next with a 409 naming where the job is, and a closed trip', async () => {
    const dana = await newDriver();
    const trip = await assignedTrip([dana]);
    const slotId = trip.slotIds[0]!;
    const early = await sendStep(dana.headers, trip.id, slotId, 'on-the-way');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/This job is assigned: it cannot be marked “On the way” yet/);
    resultOf(await sendStep(dana.headers, trip.id, slotId, 'accept'));
    const skipped = await sendStep(dana.headers, trip.id, slotId, 'on-board');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().error.message).toMatch(/This job is accepted.*Next is “On the way”/);
    resultOf(await sendStep(dana.headers, trip.id, slotId, 'on-the-way'));
    const late = await sendStep(dana.headers, trip.id, slotId, 'decline', { reason: 'Flat tyre' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/on the way: it can no longer be declined/);

    const cancel = await call('POST', `/reservations/${trip.id}/cancel`, dispatcher, {
      version: dataOf(await details(dispatcher, trip.id)).version,
      reason: 'Customer called',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const closed = await sendStep(dana.headers, trip.id, slotId, 'on-location');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe('This trip is cancelled: its jobs no longer move.');
  });

  it('lets only the car’s driver take its steps; dispatch with reservations:assign takes them on their behalf', async () => {
    const [dana, eve] = [await newDriver(), await newDriver()];
    const trip = await assignedTrip([dana]);
    const slotId = trip.slotIds[0]!;
    // Another driver, a customer, another trip's slot: not found, nothing learnt.
    expect((await sendStep(eve.headers, trip.id, slotId, 'accept')).statusCode).toBe(404);
    const customer = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    expect((await sendStep(bearer(customer.token), trip.id, slotId, 'accept')).statusCode).toBe(404);
    const other = await assignedTrip([eve]);
    expect((await sendStep(dana.headers, other.id, slotId, 'accept')).statusCode).toBe(404);
    // Staff who read trips but may not assign: told what is missing.
    const viewer = await userWithPermissions(ctx.app, ['reservations:view']);
    expect((await sendStep(bearer(viewer.token), trip.id, slotId, 'accept')).statusCode).toBe(403);

    const onBehalf = resultOf(await sendStep(dispatcher, trip.id, slotId, 'accept'));
    expect(onBehalf.slot).toMatchObject({ progress: 'accepted', driverId: dana.id });
    const [event] = await eventsOf(slotId);
    expect(event).toMatchObject({ onBehalf: true, driverId: dana.id, step: 'accept', applied: true });
    expect(event!.actorId).not.toBe(dana.id);
  });

  it('counts twenty identical steps once, and a step for a step already reached as done', async () => {
    const dana = await newDriver();
    const trip = await assignedTrip([dana]);
    const slotId = trip.slotIds[0]!;
    const clientId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => sendStep(dana.headers, trip.id, slotId, 'accept', { clientId })),
    );
    const results = answers.map(resultOf);
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(new Set(results.map((r) => r.slot.times.acceptedAt)).size).toBe(1);
    expect(await eventsOf(slotId)).toHaveLength(1);
    // The same clientId for another step is a mistake, not a retry.
    const reused = await sendStep(dana.headers, trip.id, slotId, 'on-the-way', { clientId });
    expect(reused.statusCode).toBe(409);

    // Dispatch marks it on the way; the driver's offline step for the same step arrives later: kept, not counted.
    resultOf(await sendStep(dispatcher, trip.id, slotId, 'on-the-way'));
    const takenAt = new Date(Date.now() - 10 * 60_000).toISOString();
    const lateStep = resultOf(await sendStep(dana.headers, trip.id, slotId, 'on-the-way', { takenAt }));
    expect(lateStep).toMatchObject({ applied: false, slot: { progress: 'on-the-way' } });
    // An offline step for the next step made before dispatch's: recorded at dispatch's time, never before the step it
    // follows (decision 070; one in order keeps the phone's time, below).
    const offline = resultOf(await sendStep(dana.headers, trip.id, slotId, 'on-location', { takenAt }));
    expect(offline.slot.times.onLocationAt).toBe(offline.slot.times.onTheWayAt);
    expect((await eventsOf(slotId)).map((e) => e.applied)).toEqual([true, true, false, true]);
  });

  it('refuses the driving steps of a job days ahead with a 409 saying when they open, so nothing completes it', async () => {
    const dana = await newDriver();
    const pickUpAt = new Date(Date.now() + 5 * 24 * 3_600_000);
    const trip = await assignedTrip([dana], { pickUpAt });
    const slotId = trip.slotIds[0]!;
    // Accepting (or declining) a job ahead is what drivers do.
    expect(resultOf(await sendStep(dana.headers, trip.id, slotId, 'accept')).applied).toBe(true);
    const early = await sendStep(dana.headers, trip.id, slotId, 'on-the-way');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(
      /^The pickup is on .+: “On the way” can be marked from .+, 2 hours before it\. If the pickup time has changed, ask dispatch to change it first\.$/,
    );
    // Dispatch on the driver's behalf is held to the same rule (staff complete early with Complete, confirming it).
    expect((await sendStep(dispatcher, trip.id, slotId, 'on-the-way')).statusCode).toBe(409);
    const { row, mail } = await rowsOf(trip.id, trip.email);
    expect(row!.status).toBe('assigned');
    expect(mail.some((m) => /on the way|completed/i.test(m.subject))).toBe(false);
    expect((await eventsOf(slotId)).map((e) => e.step)).toEqual(['accept']);

    // Within 2 hours of the pickup the steps are open: the trip is driven and completed.
    const soon = await assignedTrip([dana], { pickUpAt: new Date(Date.now() + 110 * 60_000) });
    for (const step of ['accept', 'on-the-way', 'on-location', 'on-board'] as const)
      resultOf(await sendStep(dana.headers, soon.id, soon.slotIds[0]!, step));
    expect(resultOf(await sendStep(dana.headers, soon.id, soon.slotIds[0]!, 'dropped-off')).tripStatus).toBe(
      'completed',
    );
  });

  it('keeps a slot’s times in order: no step recorded before the job was given or its last step', async () => {
    const dana = await newDriver();
    const givenFrom = Date.now();
    const trip = await assignedTrip([dana]);
    const slotId = trip.slotIds[0]!;
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    // Backdated before the job was given: recorded when it was given.
    const accepted = resultOf(await sendStep(dana.headers, trip.id, slotId, 'accept', { takenAt: minutesAgo(30) }));
    const acceptedAt = Date.parse(accepted.slot.times.acceptedAt!);
    expect(acceptedAt).toBeGreaterThanOrEqual(givenFrom - 1_000);
    const [slot] = await ctx.app.db.select().from(reservationSlots).where(eq(reservationSlots.id, slotId));
    expect(slot!.assignedAt?.toISOString()).toBe(accepted.slot.times.acceptedAt);

    // Backdated before the step it follows: recorded at that step's time.
    const onTheWay = resultOf(await sendStep(dana.headers, trip.id, slotId, 'on-the-way'));
    const onLocation = resultOf(
      await sendStep(dana.headers, trip.id, slotId, 'on-location', { takenAt: minutesAgo(10) }),
    );
    expect(onLocation.slot.times.onLocationAt).toBe(onTheWay.slot.times.onTheWayAt);

    // Sent later from the phone's queue but made after the last step: it keeps its own time.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const madeOffline = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const onBoard = resultOf(await sendStep(dana.headers, trip.id, slotId, 'on-board', { takenAt: madeOffline }));
    expect(onBoard.slot.times.onBoardAt).toBe(madeOffline);
    const dropped = resultOf(await sendStep(dana.headers, trip.id, slotId, 'dropped-off'));
    const times = Object.values(dropped.slot.times).map((at) => Date.parse(at!));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The phone's own claim is kept on the step's row.
    const events = await eventsOf(slotId);
    expect(events.find((e) => e.step === 'on-location')?.takenAt).not.toBeNull();
  });

  it('completes a two-car trip only when both cars are dropped off', async () => {
    const [dana, eve] = [await newDriver(), await newDriver()];
    const trip = await assignedTrip([dana, eve]);
    const [first, second] = trip.slotIds as [number, number];
    for (const step of ['accept', 'on-the-way', 'on-location', 'on-board', 'dropped-off'] as const)
      resultOf(await sendStep(dana.headers, trip.id, first, step));
    expect((await rowsOf(trip.id)).row!.status).toBe('assigned');
    // Eve's car is hers alone.
    expect((await sendStep(dana.headers, trip.id, second, 'accept')).statusCode).toBe(404);
    for (const step of ['accept', 'on-the-way', 'on-location', 'on-board'] as const)
      resultOf(await sendStep(eve.headers, trip.id, second, step));
    expect(resultOf(await sendStep(eve.headers, trip.id, second, 'dropped-off')).tripStatus).toBe('completed');
    // Told once per step, by the first car to reach it.
    const { mail } = await rowsOf(trip.id, trip.email);
    expect(mail.filter((m) => /Your driver is (on the way|here)/.test(m.subject))).toHaveLength(2);
  });

  it('sends a declined job back to dispatch: no driver, viewed again with the reason, the office told', async () => {
    const dana = await newDriver();
    const trip = await assignedTrip([dana]);
    const slotId = trip.slotIds[0]!;
    const noReason = await sendStep(dana.headers, trip.id, slotId, 'decline');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toHaveProperty('reason');
    const before = (await ctx.app.db.select().from(mailOutbox)).length;

    const declined = resultOf(
      await sendStep(dana.headers, trip.id, slotId, 'decline', { reason: 'Car in the garage' }),
    );
    expect(declined).toMatchObject({ applied: true, tripStatus: 'viewed', slot: { driverId: null, progress: null } });
    const [change] = await ctx.app.db
      .select()
      .from(reservationStatusChanges)
      .where(eq(reservationStatusChanges.reservationId, trip.id))
      .orderBy(desc(reservationStatusChanges.id));
    expect(change).toMatchObject({ toStatus: 'viewed', actorId: dana.id });
    expect(change!.reason).toMatch(/^Declined by Test.*: Car in the garage$/);
    const notices = (await ctx.app.db.select().from(mailOutbox)).slice(before);
    expect(notices.some((m) => /declined the job/.test(m.subject))).toBe(true);
    // The staff details show the car without a driver; the driver no longer reaches the job.
    const slots = dataOf(await details(dispatcher, trip.id)).cars.flatMap((car) => car.slots);
    expect(slots[0]).toMatchObject({ id: slotId, driverId: null });
    expect((await sendStep(dana.headers, trip.id, slotId, 'accept')).statusCode).toBe(404);
    const noDriver = await sendStep(dispatcher, trip.id, slotId, 'accept');
    expect(noDriver.statusCode).toBe(409);
  });

  it('refuses bad input with field errors', async () => {
    const dana = await newDriver();
    const trip = await assignedTrip([dana]);
    const slotId = trip.slotIds[0]!;
    const bad = [
      { step: 'fly', clientId: randomUUID() },
      { step: 'accept', clientId: 'short' },
      { step: 'accept', clientId: randomUUID(), position: { lat: 91, lng: 0 } },
      { step: 'accept', clientId: randomUUID(), takenAt: 'yesterday' },
      { step: 'accept', clientId: `${randomUUID()}\u0000` },
    ];
    for (const body of bad) {
      const response = await call('POST', `/reservations/${trip.id}/slots/${slotId}/steps`, dana.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const rows = await ctx.app.db
      .select()
      .from(slotSteps)
      .where(and(eq(slotSteps.slotId, slotId)));
    expect(rows).toHaveLength(0);
  });
});

describe('GET /users/:id/jobs/today and PUT /users/:id/duty', () => {
  it('lists the driver’s cars still to drive, the next first, with their progress and duty', async () => {
    const dana = await newDriver();
    const first = await assignedTrip([dana]);
    const second = await assignedTrip([dana]);
    resultOf(await sendStep(dana.headers, first.id, first.slotIds[0]!, 'accept'));
    const today = await call('GET', `/users/${dana.id}/jobs/today`, dana.headers);
    expect(today.statusCode, today.body).toBe(200);
    const { dataItems, duty } = today.json().data;
    expect(duty).toEqual({ onDuty: false, since: null });
    expect(dataItems.map((j: { reservationId: number }) => j.reservationId).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    expect(dataItems.find((j: { reservationId: number }) => j.reservationId === first.id)).toMatchObject({
      number: `A${first.id}`,
      progress: 'accepted',
      carName: 'Sedan',
    });
    const eve = await newDriver();
    expect((await call('GET', `/users/${dana.id}/jobs/today`, eve.headers)).statusCode).toBe(403);

    const on = await call('PUT', `/users/${dana.id}/duty`, dana.headers, { onDuty: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toMatchObject({ onDuty: true, since: expect.any(String) });
    const again = await call('PUT', `/users/${dana.id}/duty`, dana.headers, { onDuty: true });
    expect(again.json().data.since).toBe(on.json().data.since);
    expect((await call('PUT', `/users/${dana.id}/duty`, eve.headers, { onDuty: false })).statusCode).toBe(403);
    const off = await call('PUT', `/users/${dana.id}/duty`, dispatcher, { onDuty: false });
    expect(off.json().data).toEqual({ onDuty: false, since: null });
  });
});
