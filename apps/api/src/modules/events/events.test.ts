import type { ReservationDetails } from '@livery/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema.js';
import { seededBookingIds } from '../../test/booking.js';
import {
  bearer,
  createTestApp,
  CUSTOMER,
  DISPATCHER,
  signedIn,
  signIn,
  userWithPermissions,
  useTestApp,
} from '../../test/helper.js';
import { lifecycleHelpers } from '../../test/lifecycle.js';
import {
  aboutTrip,
  closeLiveClients,
  connectLive,
  reservationEventOf,
  type LiveClient,
} from '../../test/live-client.js';

/**
 * Live updates (issue 12, decision 049) on a listening server, read with fetch as the web reads them: inject
 * cannot follow a response that never ends. PGlite in process, or PostgreSQL with TEST_DATABASE_URL.
 */
const ctx = useTestApp({ rateLimitMax: 1_000_000 });
const ids = seededBookingIds(ctx);
const { call, bookUnpaid } = lifecycleHelpers(ctx, ids);
const dispatcher = signedIn(ctx, DISPATCHER);
const customer = signedIn(ctx, CUSTOMER);
let origin = '';
const open: LiveClient[] = [];

beforeAll(async () => {
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => closeLiveClients(ctx.app, open));

const tokenOf = (headers: Record<string, string>) => headers['authorization']!.split(' ')[1]!;

async function connect(token: string | null): Promise<LiveClient> {
  const client = await connectLive(origin, token);
  open.push(client);
  return client;
}

/** Moves an unpaid trip to created through the API; answers its version after. */
async function confirmPayment(id: number, version: number): Promise<number> {
  const response = await call('PUT', `/reservations/${id}/status`, dispatcher, { version, status: 'created' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as ReservationDetails).version;
}

describe('GET /api/v1/events', () => {
  it('streams a change of status made through the API to a dispatcher, uncompressed, with retry advice', async () => {
    const trip = await bookUnpaid(dispatcher);
    const stream = await connect(tokenOf(dispatcher));
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('content-encoding')).toBeNull(); // fetch asked for gzip and br
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');

    const version = await confirmPayment(trip.id, trip.version);
    const event = await stream.waitFor(aboutTrip(trip.id, { status: 'created' }));
    expect(reservationEventOf(event)).toEqual({
      id: trip.id,
      status: 'created',
      version,
      linkedId: null,
      deleted: false,
    });
    expect(stream.text()).toMatch(/^retry: \d+\n\n/);
  });

  it('names the other leg of a round trip', async () => {
    const stream = await connect(tokenOf(dispatcher));
    const trip = await bookUnpaid(dispatcher, { roundTrip: true });
    await confirmPayment(trip.id, trip.version);
    const event = await stream.waitFor(aboutTrip(trip.id, { status: 'created' }));
    expect(reservationEventOf(event)?.linkedId).toBe(trip.returnId);
  });

  it("tells a customer of their own trips and never of another customer's", async () => {
    const alice = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    const bob = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    const alicesTrip = await bookUnpaid(dispatcher, { customerId: alice.id });
    const bobsTrip = await bookUnpaid(dispatcher, { customerId: bob.id });
    const [aliceStream, bobStream] = await Promise.all([connect(alice.token), connect(bob.token)]);

    await confirmPayment(bobsTrip.id, bobsTrip.version);
    await confirmPayment(alicesTrip.id, alicesTrip.version);

    // Changes are sent in order: once a later change has arrived, an earlier one would have too.
    await aliceStream.waitFor(aboutTrip(alicesTrip.id, { status: 'created' }));
    await bobStream.waitFor(aboutTrip(bobsTrip.id, { status: 'created' }));
    expect(aliceStream.received.filter(aboutTrip(bobsTrip.id))).toEqual([]);
    expect(bobStream.received.filter(aboutTrip(alicesTrip.id))).toEqual([]);
  });

  it('sends nothing for a change that was rolled back', async () => {
    const stream = await connect(tokenOf(dispatcher));
    const rolledBack = await bookUnpaid(dispatcher);
    const committed = await bookUnpaid(dispatcher);
    // Its booking is heard first (on PostgreSQL through LISTEN, a moment later): what follows is counted from here.
    await stream.waitFor(aboutTrip(rolledBack.id));
    await stream.waitFor(aboutTrip(committed.id));
    const heardBefore = stream.received.filter(aboutTrip(rolledBack.id)).length;

    await expect(
      ctx.app.db.transaction(async (tx) => {
        await tx.update(reservations).set({ status: 'viewed' }).where(eq(reservations.id, rolledBack.id));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await confirmPayment(committed.id, committed.version);

    // Notifications leave in commit order: once the later commit is heard, the rolled-back change would have been.
    await stream.waitFor(aboutTrip(committed.id, { status: 'created' }));
    expect(stream.received.filter(aboutTrip(rolledBack.id))).toHaveLength(heardBefore);
  });

  it('tells the author of a draft and staff that it was deleted', async () => {
    const [authorStream, staffStream] = await Promise.all([connect(tokenOf(customer)), connect(tokenOf(dispatcher))]);
    const created = await call('POST', '/reservation-drafts', customer, { state: { step: 1 } });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json().data as { id: number; version: number };
    await authorStream.waitFor(aboutTrip(draft.id, { status: 'draft', deleted: false }));

    const deleted = await call('DELETE', `/reservation-drafts/${draft.id}`, customer);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const gone = { id: draft.id, status: 'draft', version: draft.version, linkedId: null, deleted: true };
    for (const stream of [authorStream, staffStream]) {
      expect(reservationEventOf(await stream.waitFor(aboutTrip(draft.id, { deleted: true })))).toEqual(gone);
    }
  });

  it('tells a driver when they are put on a trip and when they are taken off it', async () => {
    const driver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    const trip = await bookUnpaid(dispatcher);
    const details = (await call('GET', `/reservations/${trip.id}`, dispatcher)).json().data as ReservationDetails;
    const slotId = details.cars[0]!.slots[0]!.id;
    const stream = await connect(driver.token);

    const put = await call('PUT', `/reservations/${trip.id}/drivers`, dispatcher, {
      version: details.version,
      slots: [{ slotId, driverId: driver.id }],
    });
    expect(put.statusCode, put.body).toBe(200);
    await stream.waitFor(aboutTrip(trip.id, { status: 'assigned' }));

    const off = await call('PUT', `/reservations/${trip.id}/drivers`, dispatcher, {
      version: (put.json().data as { version: number }).version,
      slots: [{ slotId, driverId: null }],
    });
    expect(off.statusCode, off.body).toBe(200);
    // No longer theirs to see, but they hear that it changed (their jobs list drops it).
    await stream.waitFor(aboutTrip(trip.id, { status: 'viewed' }));
  });

  it('refuses a missing or bad token at once with 401', async () => {
    for (const token of [null, 'not-a-token']) {
      const stream = await connect(token);
      expect(stream.status).toBe(401);
      await stream.ended;
    }
  });

  it('ends a stream at its next change once its session has been signed out', async () => {
    // Not the dispatcher's: a sign-out ends every session of its user.
    const { token } = await userWithPermissions(ctx.app, ['reservations:view']);
    const stream = await connect(token);
    expect((await call('POST', '/logout', bearer(token))).statusCode).toBeLessThan(300);
    const trip = await bookUnpaid(dispatcher);
    await confirmPayment(trip.id, trip.version);
    await stream.ended;
    expect(stream.received.filter(aboutTrip(trip.id))).toEqual([]);
  });

  it('lets one user hold 10 streams at once, refuses the 11th with 429, and frees a closed one', async () => {
    const user = await userWithPermissions(ctx.app, []);
    const streams = await Promise.all(Array.from({ length: 10 }, () => connect(user.token)));
    expect(streams.map((s) => s.status)).toEqual(Array(10).fill(200));
    const eleventh = await connect(user.token);
    expect(eleventh.status).toBe(429);
    streams[0]!.close();
    await expect.poll(async () => (await connect(user.token)).status, { timeout: 2_000 }).toBe(200);
  });
});

describe('closing the app with streams open', () => {
  it('ends them rather than waiting for them', async () => {
    const { app, close } = await createTestApp();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await connectLive(address, await signIn(app, DISPATCHER.email, DISPATCHER.password));
    expect(stream.status).toBe(200);
    const started = Date.now();
    await close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
