import { greatCircleMiles, TIME_ZONE_CITIES, type Airport } from '@livery/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { KNOWN_AIRPORTS } from '../../db/known-airports.js';
import { places, reservations } from '../../db/schema.js';
import { syncPlaces } from '../../db/seed-places.js';
import { seededBookingIds } from '../../test/booking.js';
import { caller, DISPATCHER, signedIn, userWithPermissions, useTestApp } from '../../test/helper.js';
import { lifecycleHelpers } from '../../test/lifecycle.js';
import { findKnownPlace, findKnownPlaces } from './known-places.js';

const ctx = useTestApp({ rateLimitMax: 1_000_000 });
const dispatcher = signedIn(ctx, DISPATCHER);
const call = caller(ctx);
const { bookUnpaid } = lifecycleHelpers(ctx, seededBookingIds(ctx));

async function airports(query = ''): Promise<{ dataItems: Airport[]; count: number }> {
  const response = await call('GET', `/airports${query}`, {});
  expect(response.statusCode).toBe(200);
  return response.json();
}

const byCode = (items: Airport[], code: string) => items.find((airport) => airport.code === code);

describe('GET /airports', () => {
  it('lists the seeded airports to a visitor, the nearest the business first, without terminals unless asked', async () => {
    const { dataItems, count } = await airports();
    expect(count).toBe(KNOWN_AIRPORTS.length);
    // Before any trip the business is its time zone's city (New York here): its airports first, not the alphabet's
    // Boston and Dallas (issue 38); the farthest last.
    const newYork = TIME_ZONE_CITIES['America/New_York']!;
    const miles = dataItems.map((a) => greatCircleMiles(newYork, a));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(dataItems.slice(0, 4).map((a) => a.code)).toEqual(['LGA', 'EWR', 'JFK', 'HPN']);
    expect(dataItems.at(-1)?.code).toBe('SFO');
    expect(byCode(dataItems, 'JFK')).toMatchObject({
      name: 'John F. Kennedy International Airport (JFK)',
      lat: 40.6413,
      lng: -73.7781,
    });
    for (const code of ['LGA', 'EWR', 'ATL', 'LAX', 'ORD', 'DFW', 'DEN', 'SFO', 'BOS', 'MIA', 'IAD', 'SEA'])
      expect(byCode(dataItems, code), code).toBeDefined();
    expect(dataItems.every((a) => a.terminals === undefined)).toBe(true);
    expect((await airports('?includeLocations=false')).dataItems[0]!.terminals).toBeUndefined();
  });

  it('gives each airport its terminals with coordinates on includeLocations=true', async () => {
    const { dataItems } = await airports('?includeLocations=true');
    const terminalsOf = (code: string) => byCode(dataItems, code)!.terminals!.map((t) => t.name);
    expect(terminalsOf('JFK')).toEqual([
      'JFK Terminal 1',
      'JFK Terminal 4',
      'JFK Terminal 5',
      'JFK Terminal 7',
      'JFK Terminal 8',
    ]);
    expect(terminalsOf('LGA')).toEqual(['LGA Terminal A', 'LGA Terminal B', 'LGA Terminal C']);
    expect(terminalsOf('EWR')).toEqual(['EWR Terminal A', 'EWR Terminal B', 'EWR Terminal C']);
    expect(terminalsOf('HPN')).toEqual([]);
    // Every terminal is a place of its own, a short walk or shuttle from its airport's point.
    for (const airport of dataItems)
      for (const terminal of airport.terminals!) {
        expect(terminal).toEqual({ id: expect.any(Number), name: terminal.name, lat: terminal.lat, lng: terminal.lng });
        expect(greatCircleMiles(airport, terminal), terminal.name).toBeLessThan(1.5);
      }
  });

  it('is the same for staff with airports:view, and refuses unknown or malformed parameters', async () => {
    const staff = await userWithPermissions(ctx.app, ['airports:view']);
    const response = await call('GET', '/airports?includeLocations=true', {
      authorization: `Bearer ${staff.token}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(await airports('?includeLocations=true'));

    const unknown = await call('GET', '/airports?search=jfk', {});
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION');
    const malformed = await call('GET', '/airports?includeLocations=yes', {});
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toMatch(/includeLocations must be true or false/);
  });
});

describe('GET /airports: the most used first (decision 056)', () => {
  const placeId = async (name: string) =>
    (await ctx.app.db.select({ id: places.id }).from(places).where(eq(places.name, name)))[0]!.id;
  const countOf = async (code: string) =>
    (await ctx.app.db.select({ n: places.tripCount }).from(places).where(eq(places.code, code)))[0]!.n;
  const trip = async (status: string, pickUpPlaceId: number | null, dropOffPlaceId: number | null) =>
    (
      await ctx.app.db
        .insert(reservations)
        .values({ status, tripType: 'point-to-point', pickUpPlaceId, dropOffPlaceId })
        .returning({ id: reservations.id })
    )[0]!.id;

  it('counts the booked trips from or to an airport or its terminals, as they are booked, moved and dropped', async () => {
    const [ewrA, ewr, lga, plaza] = await Promise.all(
      [
        'EWR Terminal A',
        'Newark Liberty International Airport (EWR)',
        'LaGuardia Airport (LGA)',
        'The Plaza Hotel',
      ].map(placeId),
    );
    const first = await trip('created', ewrA, plaza);
    await trip('assigned', plaza, ewrA);
    // From one airport to another counts for both; a terminal and its airport on one trip count once.
    const across = await trip('unpaid', lga, ewr);
    await trip('completed', ewrA, ewr);
    // Drafts (the wizard's typing) and trips without a known place do not count.
    const draft = await trip('draft', lga, plaza);
    await trip('created', null, null);
    expect([await countOf('EWR'), await countOf('LGA')]).toEqual([4, 1]);

    const { dataItems } = await airports();
    expect(dataItems.slice(0, 2).map((a) => a.code)).toEqual(['EWR', 'LGA']);
    // The rest the nearest the business first: now Newark, its busiest airport (decision 083).
    const rest = dataItems.slice(2).map((a) => greatCircleMiles(dataItems[0]!, a));
    expect(rest).toEqual([...rest].sort((a, b) => a - b));

    // A draft booked counts; a duplicate leaves the count; a trip moved counts where it goes; a deleted one goes.
    await ctx.app.db.update(reservations).set({ status: 'created' }).where(eq(reservations.id, draft));
    expect(await countOf('LGA')).toBe(2);
    await ctx.app.db.update(reservations).set({ status: 'duplicate' }).where(eq(reservations.id, first));
    expect(await countOf('EWR')).toBe(3);
    await ctx.app.db.update(reservations).set({ pickUpPlaceId: plaza }).where(eq(reservations.id, across));
    expect([await countOf('EWR'), await countOf('LGA')]).toEqual([3, 1]);
    await ctx.app.db.delete(reservations).where(eq(reservations.id, across));
    expect([await countOf('EWR'), await countOf('LGA')]).toEqual([2, 1]);
    // Changing nothing the count reads (a comment, the version) leaves it alone.
    await ctx.app.db.update(reservations).set({ comments: 'Window seat' }).where(eq(reservations.id, draft));
    expect(await countOf('LGA')).toBe(1);
  });

  it('counts a trip booked through the API, round trips leg by leg, and the booking step reads that order', async () => {
    const jfkBefore = await countOf('JFK');
    // From JFK Terminal 4, and back to it.
    await bookUnpaid(dispatcher, { roundTrip: true });
    expect(await countOf('JFK')).toBe(jfkBefore + 2);
    await bookUnpaid(dispatcher);
    const { dataItems } = await airports('?includeLocations=true');
    expect(dataItems[0]!.code).toBe('JFK');
    expect(dataItems[0]!.terminals!.length).toBeGreaterThan(0);
  });
});

describe('the known places', () => {
  it('are synced again at start-up without adding or changing a row', async () => {
    const before = await ctx.app.db.select().from(places).orderBy(places.id);
    await syncPlaces(ctx.app.db);
    expect(await ctx.app.db.select().from(places).orderBy(places.id)).toEqual(before);
  });

  it('put a corrected coordinate back to the seeded one', async () => {
    await ctx.app.db.update(places).set({ lat: 0 }).where(eq(places.name, 'LGA Terminal B'));
    await syncPlaces(ctx.app.db);
    const [row] = await ctx.app.db.select().from(places).where(eq(places.name, 'LGA Terminal B'));
    expect(row).toMatchObject({ lat: 40.7743, kind: 'terminal' });
  });

  it('keep terminals out of the address suggestions, and airports in', async () => {
    const response = await call('GET', '/places?search=terminal&limit=50', dispatcher);
    expect(response.statusCode).toBe(200);
    const kinds = response.json().dataItems.map((p: { kind: string }) => p.kind);
    expect(kinds).not.toContain('terminal');
    expect(kinds).toContain('station'); // Grand Central Terminal
    const [terminals] = await ctx.app.db.select({ n: count() }).from(places).where(eq(places.kind, 'terminal'));
    expect(terminals!.n).toBe(KNOWN_AIRPORTS.flatMap((a) => a.terminals).length);
  });

  it('resolve an airport, a terminal and a known address by id; an unknown id is absent', async () => {
    const { dataItems } = await airports('?includeLocations=true');
    const jfk = byCode(dataItems, 'JFK')!;
    const terminal4 = jfk.terminals!.find((t) => t.name === 'JFK Terminal 4')!;
    const [plaza] = await ctx.app.db.select().from(places).where(eq(places.name, 'The Plaza Hotel'));
    const known = await findKnownPlaces(ctx.app.db, [jfk.id, terminal4.id, plaza!.id, 999_999]);
    expect(known.get(jfk.id)).toMatchObject({ kind: 'airport', isAirport: true, airportId: null, lat: 40.6413 });
    expect(known.get(terminal4.id)).toMatchObject({ kind: 'terminal', isAirport: true, airportId: jfk.id });
    expect(known.get(plaza!.id)).toMatchObject({ kind: 'hotel', isAirport: false, lat: 40.7646, lng: -73.9743 });
    expect(known.has(999_999)).toBe(false);
    expect(await findKnownPlace(ctx.app.db, 999_999)).toBeNull();
  });

  it('give a trip its miles through app.distance, offline by default', async () => {
    const { dataItems } = await airports('?includeLocations=true');
    const terminal4 = byCode(dataItems, 'JFK')!.terminals!.find((t) => t.name === 'JFK Terminal 4')!;
    const laGuardiaB = byCode(dataItems, 'LGA')!.terminals!.find((t) => t.name === 'LGA Terminal B')!;
    const [plaza] = await ctx.app.db.select().from(places).where(eq(places.name, 'The Plaza Hotel'));
    const route = await ctx.app.distance.route([terminal4, laGuardiaB, plaza!]);
    expect(route.source).toBe('great-circle');
    // About 10 + 6 straight-line miles, × 1.25 for the roads.
    expect(route.miles).toBeGreaterThan(19);
    expect(route.miles).toBeLessThan(22);
    expect(Math.round(route.miles * 10)).toBe(route.miles * 10);
  });
});
