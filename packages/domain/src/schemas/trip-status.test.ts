import { describe, expect, it } from 'vitest';
import { TRIP_STATUS_LINK_HOURS, TRIP_STATUS_LINK_HOURS_AFTER_PICKUP, tripStatusExpiresAt } from './trip-status.js';

/** When a customer's status link stops opening (decision 058; issue 37, decision 070). */
const HOUR = 3_600_000;
const pickUpAt = new Date('2031-06-05T18:30:00Z');
const after = (hours: number) => new Date(pickUpAt.getTime() + hours * HOUR);

describe('tripStatusExpiresAt', () => {
  it('ends a link 12 hours after the trip is over, or after its pickup if later', () => {
    expect(TRIP_STATUS_LINK_HOURS).toBe(12);
    expect(tripStatusExpiresAt({ status: 'completed', endedAt: after(1), pickUpAt })).toEqual(after(13));
    expect(tripStatusExpiresAt({ status: 'cancelled', endedAt: after(-48), pickUpAt })).toEqual(after(12));
  });

  it('ends a link 24 hours after the pickup whatever the status: a trip never closed does not show for ever', () => {
    expect(TRIP_STATUS_LINK_HOURS_AFTER_PICKUP).toBe(24);
    for (const status of ['created', 'viewed', 'assigned', 'unpaid'] as const)
      expect(tripStatusExpiresAt({ status, endedAt: null, pickUpAt })).toEqual(after(24));
    // Completed late (20 hours after the pickup): the day after the pickup still ends it.
    expect(tripStatusExpiresAt({ status: 'completed', endedAt: after(20), pickUpAt })).toEqual(after(24));
  });

  it('has no end for a trip not over without a pickup time', () => {
    expect(tripStatusExpiresAt({ status: 'assigned', endedAt: null, pickUpAt: null })).toBeNull();
    expect(tripStatusExpiresAt({ status: 'cancelled', endedAt: after(0), pickUpAt: null })).toEqual(after(12));
  });
});
