import { describe, expect, it } from 'vitest';
import { ADMIN, caller, CUSTOMER, DISPATCHER, signedIn, useTestApp, type Headers } from '../../../test/helper.js';
import { seededBookingIds, tripFrom } from '../../../test/booking.js';
import { QUOTE_MESSAGES } from './quote-service.js';

/** Decision 092: the company may open point-to-point trips to visitors and customers; administrators say so. */
const ctx = useTestApp();
const call = caller(ctx);
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const customer = signedIn(ctx, CUSTOMER);
const visitor: Headers = {};
const ids = seededBookingIds(ctx);

const pointToPoint = () =>
  tripFrom(ids, { tripType: 'point-to-point', pickUp: { placeId: ids.plaza, address: 'The Plaza Hotel' } });
const quote = (headers: Headers) => call('POST', '/reservations/quote', headers, pointToPoint());

async function openToEveryone(headers: Headers, pointToPointForEveryone: unknown) {
  const { version } = (await call('GET', '/configurations', admin)).json().data;
  return call('PUT', '/configurations/1', headers, { version, booking: { pointToPointForEveryone } });
}

describe('point-to-point trips for everyone', () => {
  it('are the office’s until an administrator opens them, and the public configuration says so', async () => {
    for (const headers of [visitor, customer]) {
      const refused = await quote(headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(QUOTE_MESSAGES.pointToPoint);
    }
    expect((await quote(dispatcher)).statusCode).toBe(200);

    // A dispatcher may not change it; a value that is not true or false is refused on its field.
    expect((await openToEveryone(dispatcher, true)).statusCode).toBe(403);
    const wrong = await openToEveryone(admin, 'yes');
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().error.fields)).toEqual(['booking.pointToPointForEveryone']);

    const opened = await openToEveryone(admin, true);
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await call('GET', '/configurations/public', visitor)).json().data.booking).toEqual({
      pointToPointForEveryone: true,
    });
    expect((await quote(visitor)).statusCode).toBe(200);
    expect((await quote(customer)).statusCode).toBe(200);

    expect((await openToEveryone(admin, false)).statusCode).toBe(200);
    expect((await quote(visitor)).statusCode).toBe(403);
  });
});
