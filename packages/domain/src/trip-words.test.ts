import { describe, expect, it } from 'vitest';
import { RESERVATION_STATUSES } from './statuses.js';
import {
  bookedSentence,
  BOOKING_REQUEST_WORDS,
  CUSTOMER_STATUS_WORDS,
  customerReadsChange,
  customerStatusOptions,
  customerStatusWord,
  DRIVER_STATUS_WORDS,
  driverStatusWord,
} from './trip-words.js';

/** What people read of a trip's state (issue 38, item 17): words and sentences, never the status keys. */
describe('the words a customer reads', () => {
  it('name every status in words, a trip staff opened as booked as before', () => {
    expect(Object.keys(CUSTOMER_STATUS_WORDS).sort()).toEqual([...RESERVATION_STATUSES].sort());
    expect(customerStatusWord('viewed')).toBe('Booked');
    expect(customerStatusWord('created')).toBe('Booked');
    expect(customerStatusWord('unpaid')).toBe('Not paid yet');
    expect(customerStatusWord('assigned')).toBe('Driver assigned');
    for (const status of RESERVATION_STATUSES) expect(customerStatusWord(status)).not.toBe(status);
    expect(customerStatusWord('archived')).toBe('archived');
  });

  it('offer one filter option per word, standing for every status it names', () => {
    expect(customerStatusOptions(RESERVATION_STATUSES.filter((s) => s !== 'duplicate'))).toEqual([
      { value: 'created,viewed', label: 'Booked' },
      { value: 'draft', label: 'Draft, not booked' },
      { value: 'assigned', label: 'Driver assigned' },
      { value: 'completed', label: 'Completed' },
      { value: 'cancelled', label: 'Cancelled' },
      { value: 'unpaid', label: 'Not paid yet' },
    ]);
  });

  it('leave out of the customer’s history what is the office’s own: staff opening the trip', () => {
    expect(customerReadsChange({ to: 'viewed' })).toBe(false);
    expect(customerReadsChange({ to: 'assigned' })).toBe(true);
    expect(customerReadsChange({ to: 'unpaid' })).toBe(true);
  });
});

describe('the words a driver reads', () => {
  it('name every status in words: on, done or off, and whether the customer still owes', () => {
    expect(Object.keys(DRIVER_STATUS_WORDS).sort()).toEqual([...RESERVATION_STATUSES].sort());
    expect(driverStatusWord('assigned')).toBe('Assigned');
    expect(driverStatusWord('viewed')).toBe('Booked');
    expect(driverStatusWord('unpaid')).toBe('Not paid yet');
    expect(driverStatusWord('duplicate')).toBe('Cancelled (booked twice)');
    for (const status of RESERVATION_STATUSES) expect(driverStatusWord(status)).not.toBe(status);
    expect(driverStatusWord('archived')).toBe('archived');
  });
});

describe('what the screen says once a trip is booked', () => {
  it('is a sentence, never "booked as" a status', () => {
    const paid = bookedSentence({ status: 'created', email: 'ada@example.com' }, false);
    expect(paid).toBe('The trip is booked and paid. A confirmation e-mail is on its way to ada@example.com.');
    expect(bookedSentence({ status: 'unpaid', email: null }, false)).toBe('The trip is booked; nothing is paid yet.');
    for (const status of ['created', 'unpaid'])
      expect(bookedSentence({ status, email: 'ada@example.com' }, false)).not.toMatch(
        new RegExp(`booked as|${status}`),
      );
  });

  it('says of a request what its e-mail says: not confirmed, nothing paid, the office confirms', () => {
    const sentence = bookedSentence({ status: 'unpaid', email: 'ada@example.com' }, true);
    expect(sentence).toBe(`${BOOKING_REQUEST_WORDS.pending} A copy is on its way to ada@example.com.`);
    expect(sentence).not.toMatch(/booked|confirmation/i);
    expect(BOOKING_REQUEST_WORDS.warning).toContain(BOOKING_REQUEST_WORDS.pending);
  });
});
