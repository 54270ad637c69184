import { sampleCardBody } from '@livery/domain/testing';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONFIGURATION_ID, configurations, reservations, reservationSlots } from '../../db/schema.js';
import { seededBookingIds } from '../../test/booking.js';
import { ADMIN, CUSTOMER, DISPATCHER, signedIn, useTestApp, type Headers } from '../../test/helper.js';
import { tripProgressHelpers } from '../../test/trip-progress.js';

/**
 * Wait time (issue 39, decision 094): measured from the car's On location → On board on a fake clock, floored to whole
 * minutes; the grace by kind of pickup and the class's rate from the trip's card, else the card in force at the
 * pickup, else the defaults and the configuration's rate; approved by the office with the other extras, who may
 * correct the minutes (kept with who and from what). The driver cannot send minutes.
 */
const ctx = useTestApp({ rateLimitMax: 1_000_000 });
const dispatcher = signedIn(ctx, DISPATCHER);
const admin = signedIn(ctx, ADMIN);
const customer = signedIn(ctx, CUSTOMER);
const ids = seededBookingIds(ctx);
const { call, details, dataOf, newDriver, assignedTrip, sendStep } = tripProgressHelpers(ctx, ids, dispatcher);

const MINUTE = 60_000;

beforeAll(async () => {
  await ctx.app.db
    .update(configurations)
    .set({ tripExtras: ['tolls'], waitingMinuteAmount: 1.5 })
    .where(eq(configurations.id, CONFIGURATION_ID));
});

afterEach(() => vi.useRealTimers());

/** Only `Date` is faked: the database, timers and the requests run as they do. */
const clockAt = (at: Date) => vi.useFakeTimers({ toFake: ['Date'], now: at });

/**
 * A trip given to a new driver, driven on the fake clock: On location at `start` (after the real now, so the job was
 * given before it), On board `waited` later (plus `extraSeconds`), then dropped off.
 */
async function drivenTrip(waitedMinutes: number, options: { extraSeconds?: number; pickUpPlaceId?: number } = {}) {
  const dana = await newDriver();
  const trip = await assignedTrip([dana]);
  if (options.pickUpPlaceId !== undefined)
    await ctx.app.db
      .update(reservations)
      .set({ pickUpPlaceId: options.pickUpPlaceId })
      .where(eq(reservations.id, trip.id));
  const slotId = trip.slotIds[0]!;
  const start = new Date(Math.ceil((Date.now() + MINUTE) / MINUTE) * MINUTE);
  clockAt(start);
  for (const step of ['accept', 'on-the-way', 'on-location'] as const)
    expect((await sendStep(dana.headers, trip.id, slotId, step)).statusCode).toBe(200);
  vi.setSystemTime(new Date(start.getTime() + waitedMinutes * MINUTE + (options.extraSeconds ?? 0) * 1000));
  expect((await sendStep(dana.headers, trip.id, slotId, 'on-board')).statusCode).toBe(200);
  expect((await sendStep(dana.headers, trip.id, slotId, 'dropped-off')).statusCode).toBe(200);
  vi.useRealTimers();
  return { dana, trip, slotId };
}

const review = (id: number, slotId: number, body: object, headers: Headers = dispatcher) =>
  call('POST', `/reservations/${id}/slots/${slotId}/extras/review`, headers, body);

const jobOf = async (driver: { id: number; headers: Headers }, reservationId: number) => {
  const response = await call('GET', `/users/${driver.id}/jobs/${reservationId}`, driver.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.cars[0];
};

async function placeId(name: string) {
  const result = (await ctx.app.db.execute(sql`select id from places where name = ${name} limit 1`)) as unknown as {
    rows: { id: number }[];
  };
  return result.rows[0]!.id;
}

/** A published card whose Sedan waits at $1.25 a minute, 15 / 30 / 60 minutes free. */
async function publishedCard() {
  const card = {
    ...sampleCardBody(),
    name: `Wait card ${Math.random()}`,
    services: ['transfer'],
    classes: [{ ...sampleCardBody().classes[0]!, carId: ids.sedan, wait: { perMinute: 1.25 } }],
    zones: [],
    flatRates: [],
  };
  const created = await call('POST', '/rate-cards', admin, { card });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json().data;
  const published = await call('POST', `/rate-cards/${id}/publish`, admin, {
    effectiveFrom: new Date().toISOString(),
    version: 1,
  });
  expect(published.statusCode, published.body).toBe(200);
  return id as number;
}

describe('wait time', () => {
  it('at a local pickup without a card: the default 15 minutes free, the configuration’s rate, floored', async () => {
    // 20 min 59 s waited is 20 minutes: 5 past the grace × $1.50.
    const { dana, trip, slotId } = await drivenTrip(20, {
      extraSeconds: 59,
      pickUpPlaceId: await placeId('The Plaza Hotel'),
    });
    const car = await jobOf(dana, trip.id);
    expect(car.extras.wait).toMatchObject({
      measuredMinutes: 20,
      pickupKind: 'local',
      graceMinutes: 15,
      billedMinutes: 5,
      amount: 7.5,
      summary: 'Waited 20 min · 15 min free at a local pickup · 5 min to bill',
    });
    // The driver cannot send the minutes: the field is refused by name.
    const typed = await call('PUT', `/reservations/${trip.id}/slots/${slotId}/extras`, dana.headers, {
      waitingMinutes: 90,
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error.fields).toHaveProperty('waitingMinutes');

    const before = dataOf(await details(dispatcher, trip.id));
    const approved = await review(trip.id, slotId, { approve: true, version: before.version });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = dataOf(await details(dispatcher, trip.id));
    expect(after.addons.map((a) => [a.name, a.lineAmount, a.explanation])).toEqual([
      [
        'Wait time, Sedan × 1',
        7.5,
        '20 min waited at a local pickup, the first 15 min free: 5 minutes × $1.50 a minute = $7.50, × 1 car = $7.50',
      ],
    ]);
    expect(after.amount).toBeCloseTo((before.amount ?? 0) + 7.5, 2);
  });

  it('On location at 10:00, On board at 10:40 at a domestic airport, 30 min free: 10 minutes at the class rate', async () => {
    const cardId = await publishedCard();
    const { dana, trip, slotId } = await drivenTrip(40);
    // The card the trip was priced with (the booking sets it; set here by hand).
    await ctx.app.db.update(reservations).set({ rateCardId: cardId }).where(eq(reservations.id, trip.id));
    const [slot] = await ctx.app.db.select().from(reservationSlots).where(eq(reservationSlots.id, slotId));
    expect(slot!.waitTerms).toMatchObject({ pickupKind: 'domestic-airport', graceMinutes: 30, perMinute: 125 });
    expect((await jobOf(dana, trip.id)).extras.wait.summary).toBe(
      'Waited 40 min · 30 min free at a domestic airport · 10 min to bill',
    );

    // Approved twice at once: one charge, the other a 409.
    const { version, amount } = dataOf(await details(dispatcher, trip.id));
    const answers = await Promise.all([
      review(trip.id, slotId, { approve: true, version }),
      review(trip.id, slotId, { approve: true, version }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = dataOf(await details(dispatcher, trip.id));
    expect(after.addons.map((a) => [a.name, a.lineAmount])).toEqual([['Wait time, Sedan × 1', 12.5]]);
    expect(after.amount).toBeCloseTo((amount ?? 0) + 12.5, 2);
    expect(after.priceBreakdown?.lines?.at(-1)).toMatchObject({
      kind: 'addon',
      label: 'Wait time, Sedan × 1',
      amount: 12.5,
      explanation:
        '40 min waited at a domestic-airport pickup, the first 30 min free: 10 minutes × $1.25 a minute = $12.50, × 1 car = $12.50',
    });
    // Reviewed once: again is a 409 naming why.
    const again = await review(trip.id, slotId, { approve: true, version: after.version });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('The office has already approved this car’s extras.');
  });

  it('at an international airport takes the card in force’s 60 minutes; the office’s correction is kept', async () => {
    // The card of the test before is in force; this trip has none of its own.
    const sfo = await placeId('San Francisco International Airport (SFO)');
    const marked = await call('PUT', `/airports/${sfo}/international`, admin, { international: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(
      ((await call('GET', '/airports', customer)).json().dataItems as { id: number; international: boolean }[]).find(
        (a) => a.id === sfo,
      )?.international,
    ).toBe(true);
    // Only an airport, with a boolean, named when wrong.
    const terminal = await call('PUT', `/airports/${ids.jfkTerminal4}/international`, admin, { international: true });
    expect(terminal.statusCode).toBe(404);
    const bad = await call('PUT', `/airports/${sfo}/international`, admin, { international: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('international');
    // A catalogue act (dispatchers hold airports:edit); a customer may not.
    const refused = await call('PUT', `/airports/${sfo}/international`, customer, { international: false });
    expect(refused.statusCode).toBe(403);
    const { trip, slotId } = await drivenTrip(5, { pickUpPlaceId: sfo });
    const before = dataOf(await details(dispatcher, trip.id));
    expect(before.cars[0]!.slots[0]!.extras?.wait).toMatchObject({
      measuredMinutes: 5,
      pickupKind: 'international-airport',
      graceMinutes: 60,
      billedMinutes: 0,
      line: null,
    });
    // Bad corrections: a clear 400 naming the field.
    const negative = await review(trip.id, slotId, { approve: true, version: before.version, waitedMinutes: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields).toHaveProperty('waitedMinutes');
    const declining = await review(trip.id, slotId, { approve: false, version: before.version, waitedMinutes: 70 });
    expect(declining.statusCode).toBe(400);
    expect(declining.json().error.fields).toEqual({ waitedMinutes: 'A corrected wait goes with an approval.' });

    // The driver tapped On location late: the office sets 70 minutes: 10 past the grace × $1.25.
    const approved = await review(trip.id, slotId, { approve: true, version: before.version, waitedMinutes: 70 });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = dataOf(await details(dispatcher, trip.id));
    const wait = after.cars[0]!.slots[0]!.extras?.wait;
    expect(wait).toMatchObject({
      measuredMinutes: 5,
      minutes: 70,
      billedMinutes: 10,
      amount: 12.5,
      correction: { from: 5, to: 70, byName: 'Dan Dispatcher' },
    });
    expect(after.addons.map((a) => [a.name, a.lineAmount])).toEqual([['Wait time, Sedan × 1', 12.5]]);
    expect(after.history.map((h) => h.reason)).toContain(
      `Driver’s extras approved on ${after.number}; wait corrected from 5 to 70 min by Dan Dispatcher`,
    );
  });

  it('bills no wait for a car without both steps, and refuses to correct it', async () => {
    const { trip, slotId } = await drivenTrip(45);
    await ctx.app.db.update(reservationSlots).set({ onLocationAt: null }).where(eq(reservationSlots.id, slotId));
    const before = dataOf(await details(dispatcher, trip.id));
    expect(before.cars[0]!.slots[0]!.extras).toBeNull();
    const corrected = await review(trip.id, slotId, { approve: true, version: before.version, waitedMinutes: 45 });
    expect(corrected.statusCode).toBe(400);
    expect(corrected.json().error.fields).toEqual({
      waitedMinutes: 'This car has no On location and On board times: there is no wait to correct.',
    });
    expect((await review(trip.id, slotId, { approve: true, version: before.version })).statusCode).toBe(200);
    const after = dataOf(await details(dispatcher, trip.id));
    expect(after.addons).toEqual([]);
    expect(after.amount).toBe(before.amount);
  });
});
