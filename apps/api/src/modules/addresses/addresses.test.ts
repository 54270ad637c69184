import { randomUUID } from 'node:crypto';
import { ADDRESS_MESSAGES, type AddressSuggestion } from '@livery/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savedAddresses, users } from '../../db/schema.js';
import { seededBookingIds, tripFrom } from '../../test/booking.js';
import { bearer, caller, CUSTOMER, DISPATCHER, signedIn, useTestApp, userWithPermissions } from '../../test/helper.js';

/**
 * Book to any address with no geocoder set (issue 25, decision 059): the embedded ZIP and city lookup places
 * addresses, a customer's bookings fill their address book, and bad input is a 4xx or an empty list, never a 5xx.
 * The Photon stand-in's tests are in `geocoder.test.ts`.
 */
const ctx = useTestApp({ rateLimitMax: 1_000_000 });
const call = caller(ctx);
const customer = signedIn(ctx, CUSTOMER);
const dispatcher = signedIn(ctx, DISPATCHER);
const ids = seededBookingIds(ctx);

const EMPIRE = '350 5th Ave, New York, NY 10118';

async function suggestions(q: string, headers = {}, extra = ''): Promise<AddressSuggestion[]> {
  const response = await call('GET', `/places/suggestions?q=${encodeURIComponent(q)}${extra}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().dataItems;
}

const toAddress = (address: string) => ({ address });

describe('GET /places/suggestions without a geocoder', () => {
  it('places an address with a ZIP code by its centre, and suggests cities as typed', async () => {
    const [zip] = await suggestions(EMPIRE);
    expect(zip).toMatchObject({ kind: 'zip', address: EMPIRE, precision: 'zip', name: 'ZIP 10118, New York, NY' });
    const cities = await suggestions('12 Main St, Springfield');
    // A city named without its state: the nearest the business (New York here) first (decision 083).
    expect(cities[0]).toMatchObject({ kind: 'city', address: '12 Main St, Springfield, NJ', precision: 'city' });
    expect((await suggestions('Austin, TX'))[0]).toMatchObject({ kind: 'city', precision: 'city' });
  });

  it('lists airports and their terminals before anything else', async () => {
    const found = await suggestions('JFK');
    expect(found[0]).toMatchObject({ kind: 'airport', placeId: ids.jfk, precision: 'place' });
    expect(found.filter((s) => s.kind === 'terminal').length).toBeGreaterThan(0);
    expect(found.findIndex((s) => s.kind === 'terminal')).toBeGreaterThan(0);
  });

  it('leans to the business: no far-off town for a few letters, and its nearest airports first (issue 38)', async () => {
    // The business here is New York (its time zone's city, before any trip): "Off" is no Kansas town.
    expect((await suggestions('Off')).map((s) => s.name)).not.toContain('Offerle, KS');
    expect((await suggestions('Phil'))[0]).toMatchObject({ kind: 'city', name: 'Philadelphia, PA' });
    const airports = (await suggestions('')).filter((s) => s.kind === 'airport').map((s) => s.name);
    expect(airports.slice(0, 3)).toEqual([
      'LaGuardia Airport (LGA)',
      'Newark Liberty International Airport (EWR)',
      'John F. Kennedy International Airport (JFK)',
    ]);
  });

  it('answers bad input with a 400 or an empty list, never a 5xx', async () => {
    const nul = await call('GET', `/places/suggestions?q=${encodeURIComponent('350 5th\u0000Ave')}`, {});
    expect(nul.statusCode).toBe(400);
    const huge = await call('GET', `/places/suggestions?q=${'a'.repeat(10_240)}`, {});
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.message).toContain('200');
    for (const q of ['🚗🏠', "'; drop table places; --", '%_\\', '<script>alert(1)</script>', '1 OR 1=1', '((((('])
      expect(Array.isArray(await suggestions(q)), q).toBe(true);
    expect((await call('GET', '/places/suggestions?limit=1000', {})).statusCode).toBe(400);
    expect((await call('GET', '/places/suggestions?customerId=abc', {})).statusCode).toBe(400);
  });
});

describe('a quote to a typed address', () => {
  it('prices a ZIP-code address for a customer without miles, and says how exactly', async () => {
    const trip = tripFrom(ids, { dropOff: toAddress(EMPIRE) });
    const response = await call('POST', '/reservations/quote', customer, trip);
    expect(response.statusCode, response.body).toBe(200);
    const [leg] = response.json().data.legs;
    expect(leg).toMatchObject({ milesSource: 'great-circle', milesPrecision: 'zip' });
    expect(leg.miles).toBeGreaterThan(10);
  });

  it('prices a trip between two ZIP centres at the great-circle miles × ROAD_FACTOR, computed by hand', async () => {
    // ZIP 10118 (New York) is at 40.749, -73.9865 and ZIP 07114 (Newark) at 40.7082, -74.1891 in the dataset.
    // Haversine on a sphere of 3,958.8 miles: Δφ = -0.0408°, Δλ = -0.2026°,
    // a = sin²(Δφ/2) + cos φ1 cos φ2 sin²(Δλ/2) = 1.2678e-7 + 0.57755 × 3.1260e-6 ≈ 1.9323e-6 (radians),
    // d = 2R asin(√a) = 2 × 3958.8 × 0.0013901 ≈ 10.976 miles; × 1.25 (the default ROAD_FACTOR) = 13.72 → 13.7.
    const trip = tripFrom(ids, {
      tripType: 'point-to-point',
      pickUp: toAddress(EMPIRE),
      dropOff: toAddress('1 Brewster Rd, Newark, NJ 07114'),
    });
    const response = await call('POST', '/reservations/quote', dispatcher, trip);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.legs[0]).toMatchObject({ miles: 13.7, milesPrecision: 'zip' });
  });

  it('places "City, ST" at the city centre, and a known place by its id', async () => {
    const trip = tripFrom(ids, { dropOff: toAddress('200 Main Street, Stamford, CT') });
    const response = await call('POST', '/reservations/quote', customer, trip);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.legs[0].milesPrecision).toBe('city');
    const known = await call('POST', '/reservations/quote', customer, tripFrom(ids));
    expect(known.json().data.legs[0].milesPrecision).toBe('place');
  });

  it('refuses an address with no ZIP code and no known city clearly, on its field', async () => {
    const trip = tripFrom(ids, { dropOff: toAddress('The big house by the lake') });
    const response = await call('POST', '/reservations/quote', customer, trip);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ dropOff: ADDRESS_MESSAGES.unplaceable });
    const stop = await call(
      'POST',
      '/reservations/quote',
      customer,
      tripFrom(ids, { stops: [toAddress(EMPIRE), toAddress('somewhere nice')] }),
    );
    expect(stop.json().error.fields).toEqual({ 'stops.1': ADDRESS_MESSAGES.unplaceable });
  });

  it('lets staff type the miles of an address nothing can place, kept as typed by staff', async () => {
    const trip = tripFrom(ids, { dropOff: toAddress('The big house by the lake') });
    const refused = await call('POST', '/reservations/quote', dispatcher, trip);
    expect(refused.json().error.fields).toEqual({ dropOff: ADDRESS_MESSAGES.unplaceableStaff });
    const typed = await call('POST', '/reservations/quote', dispatcher, { ...trip, miles: 31.5 });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().data.legs[0]).toMatchObject({ miles: 31.5, milesSource: 'staff', milesPrecision: 'staff' });

    // Booked, the override is in the trip's history.
    const booked = await call(
      'POST',
      '/reservations',
      { ...dispatcher, 'idempotency-key': randomUUID() },
      {
        trip: { ...trip, miles: 31.5 },
        customer: { name: 'Lake House', email: 'lake.house@example.com', phoneNumber: '+1 212 555 0191' },
        termsAccepted: true,
        expectedTotal: typed.json().data.total,
        payment: { kind: 'unpaid' },
      },
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const details = await call('GET', `/reservations/${booked.json().data.reservation.id}`, dispatcher);
    expect(details.json().data.history[0].reason).toBe('Booked without payment · miles typed by staff: 31.5');
    expect(details.json().data.milesPrecision).toBe('staff');
  });
});

describe("a customer's address book", () => {
  async function bookTo(address: string) {
    const trip = tripFrom(ids, { dropOff: toAddress(address) });
    const quoted = await call('POST', '/reservations/quote', customer, trip);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const booked = await call(
      'POST',
      '/reservations',
      { ...customer, 'idempotency-key': randomUUID() },
      {
        trip,
        customer: { name: 'Ada Address', email: 'ada.address@example.com', phoneNumber: '+1 212 555 0190' },
        termsAccepted: true,
        expectedTotal: quoted.json().data.total,
        payment: { kind: 'request' },
      },
    );
    expect(booked.statusCode, booked.body).toBe(201);
    return booked.json().data.reservation;
  }

  it('saves a booking’s address, offers it first, and keeps the precision with the trip', async () => {
    const reservation = await bookTo('12 Maple Ave, White Plains, NY 10601');
    expect(reservation).toMatchObject({ milesPrecision: 'zip', milesSource: 'great-circle' });
    await bookTo('12 maple  ave, White Plains, NY 10601'); // the same address, written differently

    const book = await call('GET', '/account/addresses', customer);
    expect(book.statusCode).toBe(200);
    const saved = book.json().dataItems;
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ address: '12 maple  ave, White Plains, NY 10601', useCount: 2, label: null });

    const [first] = await suggestions('', customer);
    expect(first).toMatchObject({ kind: 'saved', savedId: saved[0].id, precision: 'zip' });
    expect((await suggestions('maple', customer))[0]).toMatchObject({ kind: 'saved' });
    // A visitor and another customer get no one's saved addresses.
    expect((await suggestions('maple')).some((s) => s.kind === 'saved')).toBe(false);
  });

  it('saves the address a booked trip is changed to', async () => {
    const booked = await bookTo('5 Elm St, Hoboken, NJ 07030');
    const trip = tripFrom(ids, { dropOff: toAddress('40 Park Pl, Newark, NJ 07102') });
    const preview = await call('POST', `/reservations/${booked.id}/quote`, customer, trip);
    expect(preview.statusCode, preview.body).toBe(200);
    const saved = await call('PUT', `/reservations/${booked.id}`, customer, {
      trip,
      customer: { name: 'Ada Address', email: 'ada.address@example.com', phoneNumber: '+1 212 555 0190' },
      expectedTotal: preview.json().data.total,
      version: booked.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const book = (await call('GET', '/account/addresses', customer)).json().dataItems as { address: string }[];
    expect(book.map((a) => a.address)).toEqual(
      expect.arrayContaining(['40 Park Pl, Newark, NJ 07102', '5 Elm St, Hoboken, NJ 07030']),
    );
    expect(book[0]?.address).toBe('40 Park Pl, Newark, NJ 07102');
  });

  it('is named and deleted by its customer only; staff who book for others read it by customerId', async () => {
    const [saved] = (await call('GET', '/account/addresses', customer)).json().dataItems;
    const named = await call('PATCH', `/account/addresses/${saved.id}`, customer, { label: '  Home ' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data.label).toBe('Home');
    expect((await suggestions('home', customer))[0]).toMatchObject({ kind: 'saved', name: 'Home' });

    const [me] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, CUSTOMER.email));
    const forCustomer = await suggestions('', dispatcher, `&customerId=${me!.id}`);
    expect(forCustomer[0]).toMatchObject({ kind: 'saved', name: 'Home' });
    // Another customer may not read it, nor name or delete it (a 404, as if it did not exist).
    const stranger = bearer((await userWithPermissions(ctx.app, ['reservations:create'])).token);
    expect((await call('GET', `/places/suggestions?customerId=${me!.id}`, stranger)).statusCode).toBe(403);
    expect((await call('PATCH', `/account/addresses/${saved.id}`, stranger, { label: 'Mine' })).statusCode).toBe(404);
    expect((await call('DELETE', `/account/addresses/${saved.id}`, stranger)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/account/addresses/${saved.id}`, customer, { label: 'x'.repeat(41) })).statusCode,
    ).toBe(400);
    expect((await call('PATCH', `/account/addresses/${saved.id}`, customer, { label: 'Ho\u0000me' })).statusCode).toBe(
      400,
    );

    for (const id of ['2147483648', 'abc', '-1'])
      expect((await call('PATCH', `/account/addresses/${id}`, customer, { label: 'Home' })).statusCode, id).toBe(400);
    expect((await call('DELETE', `/account/addresses/${saved.id}`, customer)).statusCode).toBe(200);
    expect(await ctx.app.db.select().from(savedAddresses).where(eq(savedAddresses.id, saved.id))).toEqual([]);
    expect((await call('DELETE', `/account/addresses/${saved.id}`, customer)).statusCode).toBe(404);
    expect((await call('GET', '/account/addresses', {})).statusCode).toBe(401);
  });
});
