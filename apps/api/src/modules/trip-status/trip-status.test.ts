import type { TripStatus } from '@livery/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationSlots, reservations, reservationStatusChanges } from '../../db/schema.js';
import { seededBookingIds } from '../../test/booking.js';
import { DISPATCHER, signedIn, userWithPermissions, useTestApp } from '../../test/helper.js';
import { lifecycleHelpers } from '../../test/lifecycle.js';
import { closeLiveClients, connectLive, type LiveClient, type ServerSentEvent } from '../../test/live-client.js';
import { tripStatusToken, tripStatusUrl } from './index.js';
import { reservationIdOfToken } from '../../lib/status-links.js';

/** The customer's trip status link and page (issue 24, decision 058). PGlite, or PostgreSQL with TEST_DATABASE_URL. */
const ctx = useTestApp({ rateLimitMax: 1_000_000 });
const ids = seededBookingIds(ctx);
const { call, bookUnpaid, assign, setStatus } = lifecycleHelpers(ctx, ids);
const dispatcher = signedIn(ctx, DISPATCHER);
const open: LiveClient[] = [];
let origin = '';

beforeAll(async () => {
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => closeLiveClients(ctx.app, open));

const tokenOf = (id: number) => tripStatusToken(id, ctx.app.tripStatusSecret);
const getStatus = (token: string) => call('GET', `/trip-status/${token}`, {});

/** A booked trip with a driver (first name "Sam") on its car, moved to `progress` with a position shared. */
async function tripOnItsWay(progress = 'on-the-way') {
  const trip = await bookUnpaid(dispatcher);
  const driver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
  await assign(trip.id, driver.id);
  const at = new Date(Date.now() - 60_000);
  await ctx.app.db
    .update(reservationSlots)
    .set({
      progress: progress as 'on-the-way',
      acceptedAt: at,
      onTheWayAt: at,
      lastLat: 40.7128,
      lastLng: -74.006,
      lastPositionAt: at,
    })
    .where(eq(reservationSlots.reservationId, trip.id));
  return { ...trip, driver };
}

/** Moves a trip to completed or cancelled, `hoursAgo` hours ago, with its pickup `pickUpHoursAgo` hours ago. */
async function endTrip(id: number, status: 'completed' | 'cancelled', hoursAgo: number, pickUpHoursAgo: number) {
  const at = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  await ctx.app.db
    .update(reservations)
    .set({ status, pickUpAt: at(pickUpHoursAgo) })
    .where(eq(reservations.id, id));
  await ctx.app.db
    .insert(reservationStatusChanges)
    .values({ reservationId: id, fromStatus: 'assigned', toStatus: status, createdAt: at(hoursAgo) });
}

describe('status links', () => {
  it('are the trip id and a mac: the secret checks them, another trip’s or a cut one is refused', () => {
    const secret = ctx.app.tripStatusSecret;
    const token = tripStatusToken(42, secret);
    expect(token).toMatch(/^42-[A-Za-z0-9_-]{22}$/);
    expect(reservationIdOfToken(token, secret)).toBe(42);
    expect(reservationIdOfToken(token.replace(/^42-/, '43-'), secret)).toBeNull();
    expect(reservationIdOfToken(token.slice(0, -1), secret)).toBeNull();
    expect(reservationIdOfToken(token, 'another secret')).toBeNull();
    expect(tripStatusUrl('https://livery.example/', 42, secret)).toBe(`https://livery.example/status/${token}`);
  });
});

describe('GET /api/v1/trip-status/{token}', () => {
  it('shows where the trip is, the driver’s first name, the car, the office and the map, without signing in', async () => {
    const trip = await tripOnItsWay();
    const response = await getStatus(tokenOf(trip.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const status = response.json().data as TripStatus;
    expect(Object.keys(status).sort()).toEqual(
      [
        'carName',
        'driverFirstName',
        'dropOffLocation',
        'number',
        'officePhone',
        'pickUpLocal',
        'pickUpLocation',
        'position',
        'progress',
        'progressLabel',
        'status',
        'steps',
      ].sort(),
    );
    expect(status).toMatchObject({ number: `A${trip.id}`, status: 'assigned', progress: 'on-the-way' });
    expect(status.progressLabel).toBe('On the way');
    expect(status.carName).toBeTruthy();
    expect(status.officePhone).toBeTruthy();
    expect(status.steps.map((step) => [step.progress, step.at !== null])).toEqual([
      ['accepted', true],
      ['on-the-way', true],
      ['on-location', false],
      ['on-board', false],
      ['dropped-off', false],
    ]);
    expect(status.position).toMatchObject({ lat: 40.7128, lng: -74.006 });
    expect(status.position?.mapUrl).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=40\.71280&mlon=-74\.00600/);
    // Nothing else of the trip: no price, e-mail or phone of the passenger.
    expect(response.body).not.toContain(trip.email);
    expect(response.body).not.toContain('555 0142');
    expect(response.body).not.toMatch(/amount|price|email|"phoneNumber"/i);
  });

  it('answers 404 to a forged token, another trip’s mac, a draft’s link and an unknown trip', async () => {
    const trip = await bookUnpaid(dispatcher);
    const other = await bookUnpaid(dispatcher);
    const forged = `${trip.id}-${'A'.repeat(22)}`;
    const othersMac = `${trip.id}-${tokenOf(other.id).split('-').slice(1).join('-')}`;
    const draft = await call('POST', '/reservation-drafts', dispatcher, { state: { step: 1 } });
    const draftId = (draft.json().data as { id: number }).id;
    for (const token of [forged, othersMac, tokenOf(draftId), tokenOf(2_000_000_000), 'nonsense', '0-x']) {
      const response = await getStatus(token);
      expect(response.statusCode, token).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('answers 410 from 12 hours after the trip ended or its pickup, whichever is later', async () => {
    const cancelled = await bookUnpaid(dispatcher);
    await endTrip(cancelled.id, 'cancelled', 13, 20);
    const gone = await getStatus(tokenOf(cancelled.id));
    expect(gone.statusCode, gone.body).toBe(410);
    expect(gone.json().error.code).toBe('GONE');

    const justCompleted = await tripOnItsWay('dropped-off');
    await endTrip(justCompleted.id, 'completed', 1, 2);
    const shown = await getStatus(tokenOf(justCompleted.id));
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({ status: 'completed', progressLabel: 'Completed', position: null });

    // Cancelled long ago for a pickup 3 hours ago: 12 hours from the pickup.
    const cancelledEarly = await bookUnpaid(dispatcher);
    await endTrip(cancelledEarly.id, 'cancelled', 48, 3);
    expect((await getStatus(tokenOf(cancelledEarly.id))).statusCode).toBe(200);
  });

  it('answers 410 a day after the pickup even while the trip stays open, as an ended link does', async () => {
    const forgotten = await tripOnItsWay();
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    await ctx.app.db
      .update(reservations)
      .set({ pickUpAt: hoursAgo(30 * 24) })
      .where(eq(reservations.id, forgotten.id));
    const gone = await getStatus(tokenOf(forgotten.id));
    expect(gone.statusCode, gone.body).toBe(410);
    expect(gone.json().error.code).toBe('GONE');
    expect(gone.body).not.toContain('40.7128');
    const stream = await connectLive(origin, null, `/api/v1/trip-status/${tokenOf(forgotten.id)}/events`);
    open.push(stream);
    expect(stream.status).toBe(410);

    // Picked up 23 hours ago and still on its way: the link still opens.
    const late = await tripOnItsWay();
    await ctx.app.db
      .update(reservations)
      .set({ pickUpAt: hoursAgo(23) })
      .where(eq(reservations.id, late.id));
    expect((await getStatus(tokenOf(late.id))).statusCode).toBe(200);
  });
});

describe('GET /api/v1/trip-status/{token}/events', () => {
  const statusOf = (event: ServerSentEvent) =>
    event.event === 'status' ? (JSON.parse(event.data) as TripStatus) : null;
  const connect = async (token: string) => {
    const client = await connectLive(origin, null, `/api/v1/trip-status/${token}/events`);
    open.push(client);
    return client;
  };

  it('sends the trip at once and again when it changes, uncompressed', async () => {
    const trip = await tripOnItsWay();
    const stream = await connect(tokenOf(trip.id));
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('content-encoding')).toBeNull();
    await stream.waitFor((event) => statusOf(event)?.progress === 'on-the-way');
    await ctx.app.db
      .update(reservationSlots)
      .set({ progress: 'on-location', onLocationAt: new Date() })
      .where(eq(reservationSlots.reservationId, trip.id));
    // The move bumps the trip's row: migration 0016's trigger announces it.
    await setStatus(trip.id, 'assigned');
    const moved = statusOf(await stream.waitFor((event) => statusOf(event)?.progress === 'on-location'));
    expect(moved?.progressLabel).toBe('On location');
    expect(stream.text()).not.toContain(trip.email);
  });

  it('ends the stream once the link has expired', async () => {
    const trip = await tripOnItsWay();
    const stream = await connect(tokenOf(trip.id));
    await stream.waitFor((event) => statusOf(event)?.progress === 'on-the-way');
    // Completed 13 hours ago (a late record of it): the change is heard, and the link no longer opens.
    await endTrip(trip.id, 'completed', 13, 14);
    await stream.ended;
    expect(stream.received.filter((event) => statusOf(event)?.status === 'completed')).toEqual([]);
  });

  it('ends the stream when the trip is deleted, and refuses forged or expired links', async () => {
    const trip = await tripOnItsWay();
    const stream = await connect(tokenOf(trip.id));
    await stream.waitFor((event) => statusOf(event) !== null);
    await ctx.app.db.delete(reservations).where(eq(reservations.id, trip.id));
    await stream.ended;

    const forged = await connect(`${trip.id}-${'B'.repeat(22)}`);
    expect(forged.status).toBe(404);
    const cancelled = await bookUnpaid(dispatcher);
    await endTrip(cancelled.id, 'cancelled', 13, 20);
    expect((await connect(tokenOf(cancelled.id))).status).toBe(410);
  });
});
