import { describe, expect, it } from 'vitest';
import { seededBookingIds } from '../../../test/booking.js';
import { bearer, DISPATCHER, signedIn, userWithPermissions, useTestApp } from '../../../test/helper.js';
import { lifecycleHelpers } from '../../../test/lifecycle.js';

/**
 * The history a customer reads of their trip (issue 38, item 17): what matters to them. Staff opening the trip marks
 * it `viewed` (DESIGN §5); the office's history keeps that row, the customer's leaves it out.
 */
const ctx = useTestApp({ rateLimitMax: 1_000_000 });
const dispatcher = signedIn(ctx, DISPATCHER);
const ids = seededBookingIds(ctx);
const { bookUnpaid, setStatus, details, dataOf } = lifecycleHelpers(ctx, ids);

describe('GET /reservations/:id: the customer’s history', () => {
  it('leaves out that staff opened the trip, which the office’s history keeps', async () => {
    const traveller = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    const booked = await bookUnpaid(dispatcher, { customerId: traveller.id });
    // Paid in full at once: a created trip, which staff opening it marks viewed.
    await setStatus(booked.id, 'created');
    const office = dataOf(await details(dispatcher, booked.id));
    expect(office.status).toBe('viewed');
    expect(office.history.map((h) => h.to)).toEqual(['viewed', 'unpaid']);

    const theirs = dataOf(await details(bearer(traveller.token), booked.id));
    expect(theirs.history.map((h) => h.to)).toEqual(['unpaid']);
    expect(JSON.stringify(theirs.history)).not.toContain('viewed');
  });
});
