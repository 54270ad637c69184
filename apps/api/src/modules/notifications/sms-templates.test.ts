import { describe, expect, it } from 'vitest';
import { followTimeFormat } from '../../lib/business-clock.js';
import {
  driverSms,
  driverSmsText,
  smsAddress,
  SMS_MAX_LENGTH,
  SMS_SEGMENT_LENGTH,
  type TripForDriver,
} from './sms-templates.js';

const NEW_YORK = 'America/New_York';

const trip = (overrides: Partial<TripForDriver> = {}): TripForDriver => ({
  number: 'A1042',
  // 14:30 in New York (summer time, UTC−4).
  pickUpAt: new Date('2031-06-05T18:30:00Z'),
  name: 'Jane Traveller',
  phoneNumber: '+1 212 555 0142',
  pickUpLocation: 'JFK Terminal 4',
  dropOffLocation: '20 W 34th St, New York, NY 10001',
  stops: ['The Plaza Hotel'],
  meetAndGreet: true,
  flightNumber: 'AA 100',
  airline: 'American Airlines',
  comments: 'Two child seats, please.',
  ...overrides,
});

describe('the gateway address of a driver’s phone', () => {
  it('is the ten digits and the carrier’s suffix, a leading country code 1 dropped', () => {
    expect(smsAddress('(212) 555-0199', '@vtext.com')).toBe('2125550199@vtext.com');
    expect(smsAddress('+1 212 555 0199', '@txt.att.net')).toBe('2125550199@txt.att.net');
    expect(smsAddress('212.555.0199', '@tmomail.net')).toBe('2125550199@tmomail.net');
  });

  it('is none without a phone or a carrier, for a carrier that is not a gateway, or a number not of ten digits', () => {
    expect(smsAddress(null, '@vtext.com')).toBeNull();
    expect(smsAddress('212 555 0199', null)).toBeNull();
    expect(smsAddress('212 555 0199', '@example.com')).toBeNull();
    expect(smsAddress('555 0199', '@vtext.com')).toBeNull();
    expect(smsAddress('+44 20 7946 0958', '@vtext.com')).toBeNull();
  });

  it('gives no message without an address, and a plain one without a subject with it', () => {
    expect(driverSms('assigned', { phoneNumber: null, phoneType: '@vtext.com' }, trip(), NEW_YORK)).toBeNull();
    const sms = driverSms('assigned', { phoneNumber: '212-555-0199', phoneType: '@vtext.com' }, trip(), NEW_YORK);
    expect(sms).toEqual({ to: '2125550199@vtext.com', subject: '', text: driverSmsText('assigned', trip(), NEW_YORK) });
    expect(sms).not.toHaveProperty('html');
  });
});

const LINK = 'https://livery.example/jobs/1042';

describe('the text to a driver', () => {
  it('says the trip, the job’s link second, the pickup time in the business zone and the route, in one segment', () => {
    const text = driverSmsText('assigned', trip({ link: LINK }), NEW_YORK);
    // The 222 characters with the link last (issue 38, item 25): now the link second, and what fits in 160.
    expect(text).toBe(
      [
        'Livery: trip A1042 is yours.',
        LINK,
        'Pickup Thu 2031-06-05 2:30 PM',
        'From JFK Terminal 4',
        'To 20 W 34th St, New York, NY 10001',
        'Meet & greet',
      ].join('\n'),
    );
    expect(text.length).toBeLessThanOrEqual(SMS_SEGMENT_LENGTH);
  });

  it('adds the flight, the customer, the stops and the notes as room allows', () => {
    const short = trip({
      link: LINK,
      pickUpLocation: 'JFK',
      dropOffLocation: 'Plaza',
      stops: [],
      airline: null,
      comments: 'Gate 4',
    });
    const text = driverSmsText('assigned', short, NEW_YORK);
    expect(text.split('\n')).toEqual([
      'Livery: trip A1042 is yours.',
      LINK,
      'Pickup Thu 2031-06-05 2:30 PM',
      'From JFK',
      'To Plaza',
      'Meet & greet',
      'Flight AA 100',
      // The customer's line does not fit the segment: left out (the job page has it), the short notes still fit.
      'Notes: Gate 4',
    ]);
    expect(text.length).toBeLessThanOrEqual(SMS_SEGMENT_LENGTH);
    const bare = trip({ link: LINK, pickUpLocation: 'JFK', dropOffLocation: 'The Plaza', flightNumber: null });
    expect(driverSmsText('assigned', { ...bare, airline: null, meetAndGreet: false, stops: [] }, NEW_YORK)).toContain(
      'Customer Jane Traveller +1 212 555 0142',
    );
  });

  it('writes the pickup on the business’s 12- or 24-hour clock, with its weekday (decision 056)', () => {
    followTimeFormat('24h');
    try {
      expect(driverSmsText('assigned', trip(), NEW_YORK).split('\n')[1]).toBe('Pickup Thu 2031-06-05 14:30');
    } finally {
      followTimeFormat('12h');
    }
    expect(driverSmsText('assigned', trip(), NEW_YORK).split('\n')[1]).toBe('Pickup Thu 2031-06-05 2:30 PM');
  });

  it('tells a driver taken off the trip, with the job’s link (the page says it is no longer theirs)', () => {
    const text = driverSmsText(
      'removed',
      trip({ stops: [], meetAndGreet: false, flightNumber: null, airline: null, comments: null, link: LINK }),
      'America/Los_Angeles',
    );
    expect(text.split('\n')).toEqual([
      'Livery: trip A1042 is no longer yours.',
      LINK,
      'Pickup Thu 2031-06-05 11:30 AM',
      'From JFK Terminal 4',
      'To 20 W 34th St, New York, NY 10001',
    ]);
  });

  it('tells a driver what changed, with the job’s link second', () => {
    const text = driverSmsText('changed', trip({ link: LINK }), NEW_YORK, ['pickup time']);
    expect(text.split('\n').slice(0, 3)).toEqual([
      'Livery: trip A1042 changed (pickup time).',
      LINK,
      'Pickup Thu 2031-06-05 2:30 PM',
    ]);
    expect(text.length).toBeLessThanOrEqual(SMS_SEGMENT_LENGTH);
  });

  it('cuts the comments to the room left in the segment, on one line', () => {
    const comments = `Call on arrival.\nGate code 1234. ${'Luggage: four large suitcases and a bicycle box. '.repeat(10)}`;
    const short = { pickUpLocation: 'JFK', dropOffLocation: 'Plaza', stops: [], meetAndGreet: false };
    const text = driverSmsText(
      'assigned',
      trip({ ...short, flightNumber: null, name: null, phoneNumber: null, comments }),
      NEW_YORK,
    );
    expect(text.length).toBeLessThanOrEqual(SMS_SEGMENT_LENGTH);
    expect(text.length).toBeGreaterThan(SMS_SEGMENT_LENGTH - 5);
    expect(text.split('\n').at(-1)).toMatch(/^Notes: Call on arrival\. Gate code .*\.\.\.$/);
    expect(text).toContain('From JFK\nTo Plaza');
  });

  it('cuts a long route to keep to one segment, the link and the time whole (the issue’s airport trip)', () => {
    const airport = trip({
      pickUpLocation: 'JFK Terminal 4, John F. Kennedy International Airport',
      dropOffLocation: 'Empire State Building',
      link: 'https://book.livery.example/jobs/21042',
    });
    const text = driverSmsText('assigned', airport, NEW_YORK);
    expect(text.length).toBeLessThanOrEqual(SMS_SEGMENT_LENGTH);
    const lines = text.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Livery: trip A1042 is yours.',
      'https://book.livery.example/jobs/21042',
      'Pickup Thu 2031-06-05 2:30 PM',
    ]);
    expect(lines[3]).toMatch(/^From JFK Terminal 4, John F\. .*\.\.\.$/);
    expect(lines[4]).toBe('To Empire State Building');
  });

  it('takes two segments when one would cut the route too short, cutting the longest lines', () => {
    const long = (what: string) => `${what} ${'very long street name '.repeat(12)}`;
    const text = driverSmsText(
      'changed',
      trip({ pickUpLocation: long('pickup'), dropOffLocation: long('dropoff'), stops: [long('a')], link: LINK }),
      NEW_YORK,
      ['pickup time', 'route', 'cars', 'flight'],
    );
    expect(text.length).toBeGreaterThan(SMS_SEGMENT_LENGTH);
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    const lines = text.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Livery: trip A1042 changed (pickup time, route, cars, flight).',
      LINK,
      'Pickup Thu 2031-06-05 2:30 PM',
    ]);
    expect(lines.some((line) => line.startsWith('From pickup very long') && line.endsWith('...'))).toBe(true);
    expect(lines.some((line) => line.startsWith('To dropoff very long'))).toBe(true);
    expect(lines.some((line) => line.startsWith('Stops:'))).toBe(false);
  });

  it('never passes 300 characters, whatever the trip holds, the link always whole and second', () => {
    for (const size of [0, 10, 100, 1000, 5000]) {
      const filler = 'x'.repeat(size);
      const text = driverSmsText(
        size % 2 ? 'removed' : 'assigned',
        trip({
          name: filler,
          phoneNumber: filler,
          pickUpLocation: filler,
          dropOffLocation: filler,
          stops: [filler, filler, filler],
          flightNumber: filler,
          airline: filler,
          comments: filler,
          link: LINK,
        }),
        NEW_YORK,
      );
      expect(text.length, `filler of ${size}`).toBeLessThanOrEqual(SMS_MAX_LENGTH);
      expect(text.split('\n').slice(1, 3)).toEqual([LINK, 'Pickup Thu 2031-06-05 2:30 PM']);
    }
  });
});
