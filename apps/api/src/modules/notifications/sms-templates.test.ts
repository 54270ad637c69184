import { describe, expect, it } from 'vitest';
import { followTimeFormat } from '../../lib/business-clock.js';
import { driverSms, driverSmsText, smsAddress, SMS_MAX_LENGTH, type TripForDriver } from './sms-templates.js';

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

describe('the text to a driver', () => {
  it('says the number, pickup time in the business zone, customer, route, stops, meet & greet, flight and notes', () => {
    const text = driverSmsText('assigned', trip(), NEW_YORK);
    expect(text).toBe(
      [
        'Livery: trip A1042 is yours.',
        'Pickup Thu 2031-06-05 2:30 PM',
        'Customer Jane Traveller +1 212 555 0142',
        'From JFK Terminal 4',
        'To 20 W 34th St, New York, NY 10001',
        'Stops: The Plaza Hotel',
        'Meet & greet: yes',
        'Flight AA 100 (American Airlines)',
        'Notes: Two child seats, please.',
      ].join('\n'),
    );
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
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

  it('tells a driver taken off the trip, and leaves out what the trip does not have', () => {
    const text = driverSmsText(
      'removed',
      trip({ stops: [], meetAndGreet: false, flightNumber: null, airline: null, comments: null }),
      'America/Los_Angeles',
    );
    expect(text.split('\n')).toEqual([
      'Livery: trip A1042 is no longer yours.',
      'Pickup Thu 2031-06-05 11:30 AM',
      'Customer Jane Traveller +1 212 555 0142',
      'From JFK Terminal 4',
      'To 20 W 34th St, New York, NY 10001',
      'Meet & greet: no',
    ]);
  });

  it('cuts the comments to fit in 300 characters, on one line', () => {
    const comments = `Call on arrival.\nGate code 1234. ${'Luggage: four large suitcases and a bicycle box. '.repeat(10)}`;
    const text = driverSmsText('assigned', trip({ comments }), NEW_YORK);
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(text.length).toBeGreaterThan(SMS_MAX_LENGTH - 5);
    const notes = text.split('\n').at(-1) ?? '';
    expect(notes).toMatch(/^Notes: Call on arrival\. Gate code 1234\. Luggage: .*\.\.\.$/);
    // Everything else is whole.
    expect(text).toContain('From JFK Terminal 4\nTo 20 W 34th St, New York, NY 10001\nStops: The Plaza Hotel');
  });

  it('leaves the comments out, and cuts the longest lines, when the rest alone is too long', () => {
    const long = (what: string) => `${what} ${'very long street name '.repeat(12)}`;
    const text = driverSmsText(
      'assigned',
      trip({ pickUpLocation: long('pickup'), dropOffLocation: long('dropoff'), stops: [long('a'), long('b')] }),
      NEW_YORK,
    );
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['Livery: trip A1042 is yours.', 'Pickup Thu 2031-06-05 2:30 PM']);
    expect(lines).toContain('Meet & greet: yes');
    expect(lines.some((line) => line.startsWith('From pickup very long'))).toBe(true);
    expect(lines.some((line) => line.startsWith('Notes:'))).toBe(false);
  });

  it('never passes 300 characters, whatever the trip holds', () => {
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
        }),
        NEW_YORK,
      );
      expect(text.length, `filler of ${size}`).toBeLessThanOrEqual(SMS_MAX_LENGTH);
      expect(text).toContain('Pickup Thu 2031-06-05 2:30 PM');
    }
  });

  it('ends with the job page’s link, whole, the rest cut to leave it room (decision 053)', () => {
    const link = 'https://livery.example/jobs/1042';
    const comments = 'Luggage: four large suitcases and a bicycle box. '.repeat(10);
    for (const filler of ['', 'x'.repeat(400)]) {
      const text = driverSmsText('assigned', trip({ comments, pickUpLocation: filler || 'JFK', link }), NEW_YORK);
      expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
      expect(text.split('\n').at(-1)).toBe(link);
      expect(text.split('\n').slice(0, 2)).toEqual(['Livery: trip A1042 is yours.', 'Pickup Thu 2031-06-05 2:30 PM']);
    }
  });
});
