import { describe, expect, it } from 'vitest';
import { PICKUP_MESSAGES, pickUpRefusal, sameTripWarning } from './pickup-rules.js';

const NEW_YORK = 'America/New_York';
const now = new Date('2030-06-01T14:00:00Z'); // 10:00 in New York

describe('pickUpRefusal', () => {
  it('refuses a pickup not after now, in the business time zone', () => {
    expect(pickUpRefusal('2030-06-01T09:59', NEW_YORK, now)).toBe(PICKUP_MESSAGES.past);
    expect(pickUpRefusal('2030-06-01T10:00', NEW_YORK, now)).toBe(PICKUP_MESSAGES.past);
    expect(pickUpRefusal('2030-06-01T10:01', NEW_YORK, now)).toBeNull();
    // 10:30 in Los Angeles is 13:30 in New York: still to come.
    expect(pickUpRefusal('2030-06-01T09:30', 'America/Los_Angeles', now)).toBeNull();
  });

  it('refuses a time the clocks skip, and leaves a malformed text to the schema', () => {
    expect(pickUpRefusal('2031-03-09T02:30', NEW_YORK, now)).toBe(PICKUP_MESSAGES.skippedTime);
    expect(pickUpRefusal('2031-02-30T10:00', NEW_YORK, now)).toBeNull();
    expect(pickUpRefusal('tomorrow', NEW_YORK, now)).toBeNull();
  });
});

describe('sameTripWarning', () => {
  it('names the trips the customer already has', () => {
    expect(sameTripWarning(['A12'])).toContain('already has trip A12 at this time');
    expect(sameTripWarning(['A12', 'A13'])).toContain('already has trips A12, A13 at this time');
  });
});
