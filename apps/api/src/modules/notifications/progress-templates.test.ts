import { describe, expect, it } from 'vitest';
import { followTimeFormat } from '../../lib/business-clock.js';
import {
  customerProgressMail,
  customerProgressSmsText,
  customerReminderMail,
  customerReminderSmsText,
  gatewaySms,
  driverReminderMail,
  driverReminderSmsText,
  type ProgressFacts,
} from './progress-templates.js';
import { SMS_MAX_LENGTH, SMS_SEGMENT_LENGTH } from './sms-templates.js';

const URL = 'https://livery.example/status/1042-abcdefghijklmnopqrstuv';
const facts = (overrides: Partial<ProgressFacts> = {}): ProgressFacts => ({
  reservationId: 1042,
  driverFirstName: 'Sam',
  carName: 'Sedan',
  statusUrl: URL,
  ...overrides,
});

describe('the customer’s messages on the day of the trip', () => {
  it('name the driver’s first name, the car and the status link, by e-mail', () => {
    const onTheWay = customerProgressMail('jane@example.com', 'Jane', 'on-the-way', facts());
    expect(onTheWay.to).toBe('jane@example.com');
    expect(onTheWay.subject).toBe('Livery — Your driver is on the way (A1042)');
    expect(onTheWay.text).toContain('Sam is on the way to you in the Sedan.');
    expect(onTheWay.text).toContain(URL);
    expect(onTheWay.html).toContain(`href="${URL}"`);
    const there = customerProgressMail('jane@example.com', null, 'on-location', facts());
    expect(there.subject).toBe('Livery — Your driver is here (A1042)');
    expect(there.text).toContain('Hello there,');
    expect(there.text).toContain('Sam has arrived with the Sedan');
  });

  it('escape what a name could inject into the HTML', () => {
    const mail = customerProgressMail(
      'jane@example.com',
      '<b>Jane</b>',
      'on-the-way',
      facts({ driverFirstName: '<i>' }),
    );
    expect(mail.html).not.toContain('<b>Jane');
    expect(mail.html).not.toContain('<i>');
  });

  it('fit one long text, the link last and whole, however long the names', () => {
    const text = customerProgressSmsText('on-the-way', facts());
    expect(text).toBe(`Livery: Sam is on the way to you in the Sedan. Trip A1042.\n${URL}`);
    const long = customerProgressSmsText(
      'on-location',
      facts({ driverFirstName: 'Maximilian-Alexander '.repeat(5), carName: 'Stretch '.repeat(30) }),
    );
    expect(long.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(long.split('\n').at(-1)).toBe(URL);
    expect(long).toContain('...');
    expect(customerProgressSmsText('on-the-way', facts({ driverFirstName: '' }))).toContain(
      'Your driver is on the way',
    );
  });

  it('go to the carrier gateway only when the customer’s carrier is known', () => {
    expect(gatewaySms({ phoneNumber: '+1 212 555 0199', phoneType: '@vtext.com' }, 'hi')).toEqual({
      to: '2125550199@vtext.com',
      subject: '',
      text: 'hi',
    });
    expect(gatewaySms({ phoneNumber: '+1 212 555 0199', phoneType: null }, 'hi')).toBeNull();
    expect(gatewaySms(null, 'hi')).toBeNull();
  });
});

describe('the reminders', () => {
  followTimeFormat('12h');
  const pickUpAt = new Date('2031-06-05T18:30:00Z'); // 2:30 PM in New York
  const timeZone = 'America/New_York';

  it('tell the customer the pickup on the business’s clock, with the status link', () => {
    const reminder = { reservationId: 7, pickUpAt, pickUpLocation: 'JFK Terminal 4', statusUrl: URL, timeZone };
    const mail = customerReminderMail('jane@example.com', 'Jane', reminder);
    expect(mail.subject).toBe('Livery — Your trip A7 is tomorrow');
    expect(mail.text).toContain('pickup Thu 2031-06-05 2:30 PM at JFK Terminal 4.');
    expect(mail.text).toContain(URL);
    const text = customerReminderSmsText(reminder);
    // The link early, the whole in one segment (issue 38, item 25).
    expect(text).toBe(`Livery: reminder of your trip A7.\n${URL}\nPickup Thu 2031-06-05 2:30 PM\nAt JFK Terminal 4`);
    expect(text.length).toBeLessThanOrEqual(SMS_SEGMENT_LENGTH);
  });

  it('tell the driver the trip, the car and the job’s link', () => {
    const jobUrl = 'https://livery.example/jobs/7';
    const reminder = { reservationId: 7, pickUpAt, pickUpLocation: null, carName: 'SUV', jobUrl, timeZone };
    expect(driverReminderMail('sam@example.com', 'Sam', reminder).text).toContain(
      'Trip A7 (SUV): pickup Thu 2031-06-05 2:30 PM.',
    );
    const short = driverReminderSmsText({ ...reminder, pickUpLocation: 'JFK Terminal 4' });
    expect(short).toBe(
      `Livery: trip A7 in 2 hours.\n${jobUrl}\nPickup Thu 2031-06-05 2:30 PM\nCar SUV\nFrom JFK Terminal 4`,
    );
    expect(short.length).toBeLessThanOrEqual(SMS_SEGMENT_LENGTH);
    // A place too long for one segment is cut; the link, second, never is.
    const text = driverReminderSmsText({ ...reminder, pickUpLocation: 'x'.repeat(400) });
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(text.split('\n')[1]).toBe(jobUrl);
    expect(text).toContain('x...');
  });
});
