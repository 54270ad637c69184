import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIGURATION_ID, configurations, reservationSlots } from '../../db/schema.js';
import { seededBookingIds } from '../../test/booking.js';
import { bearer, DISPATCHER, signedIn, userWithPermissions, useTestApp } from '../../test/helper.js';
import { tripProgressHelpers } from '../../test/trip-progress.js';

/**
 * A driver's extras (issue 24): tolls and parking reported after the drop-off, only those the office takes; charged as
 * lines of the trip's price once the office approves, the drivers' shares following the total. The wait is measured
 * from the steps (decision 094, wait-time.test.ts): these steps follow one another at once, so none is billed.
 */
const ctx = useTestApp({ rateLimitMax: 1_000_000 });
const dispatcher = signedIn(ctx, DISPATCHER);
const ids = seededBookingIds(ctx);
const { call, details, dataOf, newDriver, assignedTrip, driveTo, sendStep } = tripProgressHelpers(ctx, ids, dispatcher);

beforeAll(async () => {
  await ctx.app.db
    .update(configurations)
    .set({ tripExtras: ['tolls'], waitingMinuteAmount: 1.5 })
    .where(eq(configurations.id, CONFIGURATION_ID));
});

const report = (headers: Record<string, string>, id: number, slotId: number, body: object) =>
  call('PUT', `/reservations/${id}/slots/${slotId}/extras`, headers, body);
const review = (headers: Record<string, string>, id: number, slotId: number, approve: boolean, version: number) =>
  call('POST', `/reservations/${id}/slots/${slotId}/extras/review`, headers, { approve, version });

describe('a driver’s extras', () => {
  it('are reported after the drop-off and charged as lines once approved; the driver’s share follows', async () => {
    const dana = await newDriver();
    const trip = await assignedTrip([dana]);
    const slotId = trip.slotIds[0]!;
    await driveTo(dana.headers, trip.id, slotId, 'on-board');
    const early = await report(dana.headers, trip.id, slotId, { tolls: 2 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Extras are reported after the drop-off.');
    expect((await sendStep(dana.headers, trip.id, slotId, 'dropped-off')).statusCode).toBe(200);
    const [slot] = await ctx.app.db.select().from(reservationSlots).where(eq(reservationSlots.id, slotId));
    expect(slot!.progress).toBe('dropped-off');

    // Parking is not taken by this office.
    const parking = await report(dana.headers, trip.id, slotId, { parking: 12 });
    expect(parking.statusCode).toBe(409);
    expect(parking.json().error.message).toBe('The office does not take parking as extras.');
    const sent = await report(dana.headers, trip.id, slotId, { tolls: 6.5 });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ state: 'submitted', tolls: 6.5, amount: 6.5, wait: { minutes: 0 } });
    // Someone else's job, or another driver: not found.
    const eve = await newDriver();
    expect((await report(eve.headers, trip.id, slotId, { tolls: 1 })).statusCode).toBe(404);

    const before = dataOf(await details(dispatcher, trip.id));
    const shareBefore = before.cars[0]!.slots[0]!.driverShare;
    const viewer = await userWithPermissions(ctx.app, ['reservations:view', 'reservations:details']);
    expect((await review(bearer(viewer.token), trip.id, slotId, true, before.version)).statusCode).toBe(403);
    expect((await review(dispatcher, trip.id, slotId, true, before.version - 1)).statusCode).toBe(409);
    const approved = await review(dispatcher, trip.id, slotId, true, before.version);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.state).toBe('approved');

    const after = dataOf(await details(dispatcher, trip.id));
    expect(after.amount).toBeCloseTo((before.amount ?? 0) + 6.5, 2);
    expect(after.addons.map((a) => [a.name, a.lineAmount])).toEqual([['Tolls', 6.5]]);
    expect(after.cars[0]!.slots[0]!.driverShare).toBeGreaterThan(shareBefore);
    // Reviewed once: neither the driver nor the office changes it again.
    expect((await report(dana.headers, trip.id, slotId, { tolls: 9 })).statusCode).toBe(409);
    expect((await review(dispatcher, trip.id, slotId, false, after.version)).statusCode).toBe(409);
  });

  it('take every amount in cents, such as $0.29, $1.10, $1.15 and $4.35 that a float check refused', async () => {
    const dana = await newDriver();
    const trip = await assignedTrip([dana]);
    const slotId = trip.slotIds[0]!;
    await driveTo(dana.headers, trip.id, slotId, 'dropped-off');
    // Each to the cent, as it is sent.
    for (const [tolls, amount] of [
      [0.29, 0.29],
      [1.1, 1.1],
      [1.15, 1.15],
      [4.35, 4.35],
    ]) {
      const sent = await report(dana.headers, trip.id, slotId, { tolls });
      expect(sent.statusCode, `${tolls}: ${sent.body}`).toBe(200);
      expect(sent.json().data).toMatchObject({ tolls, amount });
    }
    const [slot] = await ctx.app.db.select().from(reservationSlots).where(eq(reservationSlots.id, slotId));
    expect(slot!.tolls).toBe(4.35);
    const tooFine = await report(dana.headers, trip.id, slotId, { tolls: 4.355 });
    expect(tooFine.statusCode).toBe(400);
    expect(tooFine.json().error.fields).toEqual({ tolls: 'Tolls must have at most 2 decimals' });
  });

  it('declined, charges nothing', async () => {
    const dana = await newDriver();
    const trip = await assignedTrip([dana]);
    const slotId = trip.slotIds[0]!;
    await driveTo(dana.headers, trip.id, slotId, 'dropped-off');
    expect((await report(dana.headers, trip.id, slotId, { tolls: 4 })).statusCode).toBe(200);
    const before = dataOf(await details(dispatcher, trip.id));
    const declined = await review(dispatcher, trip.id, slotId, false, before.version);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data.state).toBe('declined');
    const after = dataOf(await details(dispatcher, trip.id));
    expect(after.amount).toBe(before.amount);
    expect(after.addons).toEqual([]);
  });
});
