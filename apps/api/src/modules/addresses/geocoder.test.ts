import type { AddressSuggestion } from '@livery/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { geocoderCache } from '../../db/schema.js';
import { seededBookingIds, tripFrom } from '../../test/booking.js';
import { caller, CUSTOMER, signedIn, useTestApp } from '../../test/helper.js';
import { businessLocation } from '../places/index.js';
import { PHOTON_FEATURES, type PhotonFeature } from '../../test/stand-ins/photon/features.js';
import { startFakePhoton, type FakePhoton } from '../../test/stand-ins/photon/server.js';

/**
 * With `GEOCODER_URL` set (issue 25, decision 059), against the Photon stand-in: suggestions biased to the business,
 * kept a day in the database, the embedded lookup when Photon is late or failing, and a street for a position.
 */
let photon: FakePhoton;
beforeAll(async () => {
  photon = await startFakePhoton();
  process.env.LIVERY_TEST_PHOTON_URL = photon.url;
});
afterAll(() => photon.close());

const TIMEOUT_MS = 300;
const ctx = useTestApp({
  rateLimitMax: 1_000_000,
  // The stand-in's port is known only once it listens: the app reads it through a getter when it is built.
  get geocoderUrl() {
    return process.env.LIVERY_TEST_PHOTON_URL;
  },
  geocoderTimeoutMs: TIMEOUT_MS,
});
const call = caller(ctx);
const customer = signedIn(ctx, CUSTOMER);
const ids = seededBookingIds(ctx);

beforeEach(async () => {
  photon.delayMs = 0;
  photon.failWith = null;
  photon.requests.length = 0;
  await ctx.app.db.delete(geocoderCache);
});

async function suggestions(q: string): Promise<AddressSuggestion[]> {
  const response = await call('GET', `/places/suggestions?q=${encodeURIComponent(q)}`, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json().dataItems;
}

describe('suggestions from Photon', () => {
  it("answers with Photon's addresses, nearest the business first (its time zone's city before any trip)", async () => {
    const found = await suggestions('350 fifth');
    expect(found).toEqual([]); // Photon matches words as typed: "fifth" is not "5th".
    const fifth = await suggestions('350 5th');
    expect(fifth[0]).toMatchObject({
      kind: 'address',
      name: 'Empire State Building',
      address: 'Empire State Building, 350 5th Avenue, New York, New York 10118',
      precision: 'geocoder',
      placeId: null,
    });
    const three50 = await suggestions('350');
    // Every search leans towards the business: the nearest addresses first (decision 083).
    const busiest = await businessLocation(ctx.app.db, ctx.app.businessTimeZone);
    const away = (feature: PhotonFeature) => {
      const [lng, lat] = feature.geometry.coordinates;
      return (lat - busiest!.lat) ** 2 + (lng - busiest!.lng) ** 2;
    };
    const nearestFirst = PHOTON_FEATURES.filter((f) => f.properties.housenumber === '350')
      .sort((a, b) => away(a) - away(b))
      .map((f) => f.properties.postcode);
    expect(three50.map((s) => s.address.split(' ').at(-1))).toEqual(nearestFirst);
    const search = new URL(photon.requests.find((r) => r.startsWith('/api?q=350&')) ?? '', 'http://photon');
    expect(search.searchParams.get('lat')).toBe(String(busiest!.lat));
    expect(search.searchParams.get('lon')).toBe(String(busiest!.lng));
  });

  it('keeps answers a day in the database: the same search asks Photon once', async () => {
    await suggestions('Grand Central');
    await suggestions('grand  central');
    expect(photon.requests.filter((r) => r.startsWith('/api'))).toHaveLength(1);
    // A day later the answer is asked again.
    await ctx.app.db.execute(sql`update geocoder_cache set fetched_at = now() - interval '25 hours'`);
    await suggestions('Grand Central');
    expect(photon.requests.filter((r) => r.startsWith('/api'))).toHaveLength(2);
  });

  it('falls back on the embedded lookup when Photon is late or failing, without waiting longer', async () => {
    photon.delayMs = TIMEOUT_MS * 4;
    const started = Date.now();
    const [late] = await suggestions('1 Main St, Hartford, CT 06103');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
    expect(late).toMatchObject({ kind: 'zip', precision: 'zip' });
    photon.delayMs = 0;
    photon.failWith = 500;
    expect((await suggestions('1 Main St, Hartford, CT 06103'))[0]).toMatchObject({ kind: 'zip' });
    // A failed answer is not kept: Photon is asked again once it is back.
    photon.failWith = null;
    expect((await suggestions('350 5th'))[0]).toMatchObject({ kind: 'address' });
  });

  it('never answers a 5xx to odd text, whatever Photon makes of it', async () => {
    for (const q of ['🚗🏠 home', "'; drop table places; --", '%_\\', '<img src=x onerror=alert(1)>', 'é'.repeat(190)])
      expect(Array.isArray(await suggestions(q)), q).toBe(true);
    // Refused before Photon is asked: a NUL, and 10 KB of text.
    const asked = photon.requests.length;
    for (const q of ['350 5th\u0000Ave', 'x'.repeat(10_240)]) {
      const response = await call('GET', `/places/suggestions?q=${encodeURIComponent(q)}`, {});
      expect(response.statusCode, q.slice(0, 20)).toBe(400);
    }
    expect(photon.requests.length).toBe(asked);
  });
});

describe('a quote with Photon', () => {
  it('places a chosen suggestion from the cache (no second call), at the geocoder precision', async () => {
    const [chosen] = await suggestions('350 5th');
    const before = photon.requests.length;
    const response = await call(
      'POST',
      '/reservations/quote',
      customer,
      tripFrom(ids, { dropOff: { address: chosen!.address } }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.legs[0]).toMatchObject({ milesPrecision: 'geocoder' });
    expect(photon.requests.length).toBe(before);
  });

  it('places typed text through Photon, and by its ZIP code when Photon is down', async () => {
    const typed = await call(
      'POST',
      '/reservations/quote',
      customer,
      tripFrom(ids, { dropOff: { address: '175 5th Avenue' } }),
    );
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().data.legs[0].milesPrecision).toBe('geocoder');
    photon.failWith = 503;
    const down = await call(
      'POST',
      '/reservations/quote',
      customer,
      tripFrom(ids, { dropOff: { address: '89 E 42nd St, New York, NY 10017' } }),
    );
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json().data.legs[0].milesPrecision).toBe('zip');
  });
});

describe('the street at a position', () => {
  it('names the nearest address through /reverse, cached; null when Photon fails', async () => {
    const street = await ctx.app.geocoder.reverse(ctx.app.db, { lat: 40.7486, lng: -73.9857 });
    expect(street).toBe('Empire State Building, 350 5th Avenue, New York, New York 10118');
    await ctx.app.geocoder.reverse(ctx.app.db, { lat: 40.7486, lng: -73.9857 });
    expect(photon.requests.filter((r) => r.startsWith('/reverse'))).toHaveLength(1);
    photon.failWith = 500;
    expect(await ctx.app.geocoder.reverse(ctx.app.db, { lat: 30.26, lng: -97.74 })).toBeNull();
  });
});
