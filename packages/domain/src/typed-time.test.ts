import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClockTime, TIME_FORMATS, type TimeFormat } from './time-format.js';
import { parseTypedTime, timeHelper, typedTimeValue } from './typed-time.js';

const time = (text: string, format: TimeFormat) => {
  const typed = parseTypedTime(text, format);
  return typed.ok ? typed.time : null;
};
const refusal = (text: string, format: TimeFormat) => {
  const typed = parseTypedTime(text, format);
  return typed.ok ? null : typed.message;
};
const pad = (n: number) => String(n).padStart(2, '0');

describe('a time as a person types it (issue 38 item 18, decision 089)', () => {
  it('takes either clock’s ways of writing it, in any case and spacing', () => {
    const cases: [string, string][] = [
      ['9:30 PM', '21:30'],
      ['9:30pm', '21:30'],
      ['930pm', '21:30'],
      ['9.30 pm', '21:30'],
      ['9.30 p.m.', '21:30'],
      ['  9 : 30  P M ', '21:30'],
      ['9:30 a', '09:30'],
      ['9 am', '09:00'],
      ['12:00 AM', '00:00'],
      ['12:15 am', '00:15'],
      ['12 pm', '12:00'],
      ['12:45 PM', '12:45'],
      ['11:59 pm', '23:59'],
      ['21:30', '21:30'],
      ['2130', '21:30'],
      ['21h30', '21:30'],
      ['13', '13:00'],
      ['00:30', '00:30'],
      ['0:00', '00:00'],
      ['23:59', '23:59'],
      ['13:30 pm', '13:30'],
    ];
    for (const format of TIME_FORMATS) {
      for (const [typed, expected] of cases) expect(time(typed, format), `${typed} (${format})`).toBe(expected);
    }
  });

  it('on the 24-hour clock, takes hours from 0 to 23 without AM or PM', () => {
    expect(time('9:30', '24h')).toBe('09:30');
    expect(time('0930', '24h')).toBe('09:30');
    expect(time('930', '24h')).toBe('09:30');
    expect(time('9', '24h')).toBe('09:00');
    expect(time('12:00', '24h')).toBe('12:00');
  });

  it('on the 12-hour clock, asks for AM or PM when the hour could be either, in the digits typed', () => {
    expect(refusal('9:30', '12h')).toBe('Add AM or PM to the time: 9:30 AM or 9:30 PM');
    expect(refusal('930', '12h')).toBe('Add AM or PM to the time: 9:30 AM or 9:30 PM');
    // A leading zero is the 24-hour clock's way of writing the hour: nobody means 9:30 PM by 09:30.
    expect(time('09:30', '12h')).toBe('09:30');
    expect(time('0930', '12h')).toBe('09:30');
    expect(refusal('12', '12h')).toBe('Add AM or PM to the time: 12:00 AM or 12:00 PM');
    expect(parseTypedTime('1:05', '12h', 'the pickup time')).toEqual({
      ok: false,
      message: 'Add AM or PM to the pickup time: 1:05 AM or 1:05 PM',
    });
  });

  it('refuses what is no time, saying how to type it on the business’s clock', () => {
    for (const typed of [
      '',
      'soon',
      '24:00',
      '25',
      '9:60',
      '9:3',
      '13:30 am',
      '0:30 pm',
      '12345',
      '9::30',
      '9:30 xm',
      ':30',
    ]) {
      expect(refusal(typed, '12h'), typed).toBe('Type the time as 9:30 PM');
      expect(refusal(typed, '24h'), typed).toBe('Type the time as 21:30');
    }
    expect(parseTypedTime('later', '24h', 'the return time')).toEqual({
      ok: false,
      message: 'Type the return time as 21:30',
    });
  });

  it('reads back every minute of the day as it is shown, on both clocks (format then read is the identity)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), fc.constantFrom(...TIME_FORMATS), (minute, format) => {
        const stored = `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
        expect(parseTypedTime(formatClockTime(stored, format), format)).toEqual({ ok: true, time: stored });
        expect(typedTimeValue(formatClockTime(stored, format), format)).toBe(stored);
        // As a phone's lower case and no space would type it.
        expect(time(formatClockTime(stored, format).toLowerCase().replace(' ', ''), format)).toBe(stored);
      }),
    );
    // And every one of the day's 1,440 minutes, on both clocks, beside the property's sample.
    const misread = TIME_FORMATS.flatMap((format) =>
      Array.from({ length: 24 * 60 }, (_, minute) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`).filter(
        (stored) => time(formatClockTime(stored, format), format) !== stored,
      ),
    );
    expect(misread).toEqual([]);
  });

  it('answers only HH:MM on the 24-hour clock, or a refusal, whatever is typed', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^[0-9 :.hapmAPM]{0,10}$/)),
        fc.constantFrom(...TIME_FORMATS),
        (text, format) => {
          const typed = parseTypedTime(text, format);
          if (typed.ok) expect(typed.time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
          else expect(typed.message).toMatch(/^(Type|Add AM or PM to) the time/);
        },
      ),
    );
  });

  it('keeps HH:MM when read, else nothing', () => {
    expect(typedTimeValue(' 930pm ', '12h')).toBe('21:30');
    expect(typedTimeValue('9:30', '12h')).toBe('');
    expect(typedTimeValue('9:30', '24h')).toBe('09:30');
    expect(typedTimeValue('   ', '12h')).toBe('');
  });

  it('gives an example on the business’s clock', () => {
    expect(timeHelper('12h')).toBe('Hours and minutes, e.g. 9:30 PM');
    expect(timeHelper('24h')).toBe('Hours and minutes, e.g. 21:30');
  });
});
