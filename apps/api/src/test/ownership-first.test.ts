import { POINT_PRECISIONS } from '@livery/domain';
import { describe, expect, it } from 'vitest';
import { savedAddresses } from '../db/schema.js';
import { seededBookingIds } from './booking.js';
import { bearer, DISPATCHER, signedIn, userWithPermissions, useTestApp, type Headers, type Method } from './helper.js';
import { tripProgressHelpers } from './trip-progress.js';

/**
 * Who may act is decided before what they sent (issue 37, decision 071): someone acting on another person's trip,
 * job, draft, saved address or trips list gets the 403 or 404 of a well-formed request even when the body (or query)
 * is malformed, and PayPal's configuration is not looked at for them. The owner sending the same body gets the 400,
 * so each body here really is malformed. The test app has no PayPal credentials.
 */
const ctx = useTestApp();
const ids = seededBookingIds(ctx);
const dispatcher = signedIn(ctx, DISPATCHER);
const helpers = tripProgressHelpers(ctx, ids, dispatcher);
const { call } = helpers;

/** A body no schema here accepts: an unknown field, and every required one missing. */
const MALFORMED = { nonsense: [1] };

interface Probe {
  what: string;
  method: Method;
  url: string;
  /** Allowed to act: reaches validation, so the malformed body is a 400. */
  owner: Headers;
  /** Not allowed: the answer a well-formed request would get too. */
  other: Headers;
  refused: 403 | 404;
}

async function customer() {
  const user = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
  return { id: user.id, headers: bearer(user.token) };
}

async function probes(): Promise<Probe[]> {
  const [alice, bob] = [await customer(), await customer()];
  const trip = await helpers.bookUnpaid(dispatcher, { customerId: alice.id });
  const draft = (await call('POST', '/reservation-drafts', alice.headers, { state: { step: 1 } })).json().data;
  const [saved] = await ctx.app.db
    .insert(savedAddresses)
    .values({
      userId: alice.id,
      address: '1 Owner Street, New York',
      addressKey: '1 owner street, new york',
      lat: 40.75,
      lng: -73.99,
      precision: POINT_PRECISIONS[0],
    })
    .returning({ id: savedAddresses.id });
  const [driver, otherDriver] = [await helpers.newDriver(), await helpers.newDriver()];
  const job = await helpers.assignedTrip([driver]);
  const slot = `/reservations/${job.id}/slots/${job.slotIds[0]}`;
  // Staff who read every trip but may not take a payment for it, nor review extras: told why (403).
  const reader = await userWithPermissions(ctx.app, ['reservations:details', 'reservations:view']);
  const reviewer = await userWithPermissions(ctx.app, ['reservations:addAddon']);

  const byAlice = { owner: alice.headers, other: bob.headers };
  return [
    {
      what: 'PayPal order',
      method: 'POST',
      url: `/reservations/${trip.id}/payments/paypal/orders`,
      ...byAlice,
      refused: 404,
    },
    {
      what: 'PayPal capture',
      method: 'POST',
      url: `/reservations/${trip.id}/payments/paypal/capture`,
      ...byAlice,
      refused: 404,
    },
    {
      what: 'PayPal order by staff who only read',
      method: 'POST',
      url: `/reservations/${trip.id}/payments/paypal/orders`,
      owner: alice.headers,
      other: bearer(reader.token),
      refused: 403,
    },
    { what: 'change', method: 'PUT', url: `/reservations/${trip.id}`, ...byAlice, refused: 404 },
    { what: 'change preview', method: 'POST', url: `/reservations/${trip.id}/quote`, ...byAlice, refused: 404 },
    { what: 'own cancel', method: 'POST', url: `/reservations/${trip.id}/customer-cancel`, ...byAlice, refused: 404 },
    { what: 'draft', method: 'PUT', url: `/reservation-drafts/${draft.id}`, ...byAlice, refused: 404 },
    { what: 'saved address', method: 'PATCH', url: `/account/addresses/${saved!.id}`, ...byAlice, refused: 404 },
    { what: 'trips list', method: 'GET', url: `/reservations?userId=${alice.id}&limit=lots`, ...byAlice, refused: 403 },
    {
      what: 'step',
      method: 'POST',
      url: `${slot}/steps`,
      owner: driver.headers,
      other: otherDriver.headers,
      refused: 404,
    },
    {
      what: 'step by staff who only read',
      method: 'POST',
      url: `${slot}/steps`,
      owner: driver.headers,
      other: bearer(reader.token),
      refused: 403,
    },
    {
      what: 'extras',
      method: 'PUT',
      url: `${slot}/extras`,
      owner: driver.headers,
      other: otherDriver.headers,
      refused: 404,
    },
    {
      what: 'extras review',
      method: 'POST',
      url: `${slot}/extras/review`,
      owner: bearer(reviewer.token),
      other: driver.headers,
      refused: 403,
    },
    {
      what: 'duty',
      method: 'PUT',
      url: `/users/${driver.id}/duty`,
      owner: driver.headers,
      other: otherDriver.headers,
      refused: 403,
    },
  ];
}

describe('who may act comes before what was sent', () => {
  it('answers 403 or 404, never 400, to someone acting on another’s record with a malformed body', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const probe of await probes()) {
      const send = (headers: Headers) =>
        call(probe.method, probe.url, headers, probe.method === 'GET' ? undefined : MALFORMED);
      const [asOwner, asOther] = [await send(probe.owner), await send(probe.other)];
      answers.push(`${probe.what}: owner ${asOwner.statusCode}, other ${asOther.statusCode} ${asOther.body}`);
      expected.push(`${probe.what}: owner 400, other ${probe.refused} ${asOther.body}`);
      if (asOther.statusCode === 403) expect(asOther.body, probe.what).not.toContain('PayPal is not configured');
    }
    expect(answers).toEqual(expected);
  });

  it('answers 404 to another customer’s PayPal order and capture before saying PayPal is not configured', async () => {
    const [alice, bob] = [await customer(), await customer()];
    const trip = await helpers.bookUnpaid(dispatcher, { customerId: alice.id });
    const calls = [
      { url: `/reservations/${trip.id}/payments/paypal/orders`, body: {} },
      { url: `/reservations/${trip.id}/payments/paypal/capture`, body: { orderId: 'ORDER1' } },
    ];
    for (const { url, body } of calls) {
      const asBob = await call('POST', url, bob.headers, body);
      expect(asBob.statusCode, `${url}: ${asBob.body}`).toBe(404);
      // The trip's own customer is told why they cannot pay online.
      const asAlice = await call('POST', url, alice.headers, body);
      expect(asAlice.statusCode, url).toBe(400);
      expect(asAlice.json().error.message).toContain('PayPal is not configured');
    }
  });
});
