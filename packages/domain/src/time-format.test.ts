import { describe, expect, it } from 'vitest';
import {
  formatBusinessDateTime,
  formatBusinessTime,
  formatClockTime,
  formatPickUp,
  formatWallClock,
  weekdayOf,
  type BusinessClock,
} from './time-format.js';

const NY_12: BusinessClock = { timeZone: 'America/New_York', timeFormat: '12h' };
const NY_24: BusinessClock = { timeZone: 'America/New_York', timeFormat: '24h' };

describe('times as people read them', () => {
  it('writes a wall-clock time in the 12- or 24-hour clock, midnight and noon included', () => {
    const cases: [string, string][] = [
      ['00:00', '12:00 AM'],
      ['00:30', '12:30 AM'],
      ['09:05', '9:05 AM'],
      ['11:59', '11:59 AM'],
      ['12:00', '12:00 PM'],
      ['13:45', '1:45 PM'],
      ['23:59', '11:59 PM'],
    ];
    for (const [time, twelve] of cases) {
      expect(formatClockTime(time, '12h'), time).toBe(twelve);
      expect(formatClockTime(time, '24h'), time).toBe(time);
    }
    // Not a time: left as it is, never a made-up one.
    expect(formatClockTime('24:00', '12h')).toBe('24:00');
    expect(formatClockTime('', '12h')).toBe('');
  });

  it('names the weekday of a calendar date, across months, years and a leap day', () => {
    expect(weekdayOf('2026-11-23')).toBe('Mon');
    expect(weekdayOf('2026-11-29')).toBe('Sun');
    expect(weekdayOf('2028-02-29')).toBe('Tue');
    expect(weekdayOf('2027-01-01')).toBe('Fri');
  });

  it('writes a typed wall clock year-month-day, with the weekday for a pickup', () => {
    expect(formatWallClock('2026-11-23T14:05', '12h')).toBe('2026-11-23 2:05 PM');
    expect(formatWallClock('2026-11-23T14:05', '24h')).toBe('2026-11-23 14:05');
    expect(formatWallClock('2026-11-23T14:05', '12h', { weekday: true })).toBe('Mon 2026-11-23 2:05 PM');
    expect(formatWallClock('2026-11-23', '12h')).toBe('2026-11-23');
  });

  it('reads an instant on the business clock: the zone decides the day, the choice the hours', () => {
    // 03:30 UTC on the 24th is still the 23rd in New York, 22:30.
    const lateEvening = new Date('2026-11-24T03:30:00Z');
    expect(formatBusinessDateTime(lateEvening, NY_12)).toBe('2026-11-23 10:30 PM');
    expect(formatBusinessDateTime(lateEvening, NY_24)).toBe('2026-11-23 22:30');
    expect(formatPickUp(lateEvening, NY_12)).toBe('Mon 2026-11-23 10:30 PM');
    expect(formatPickUp(lateEvening, { timeZone: 'UTC', timeFormat: '24h' })).toBe('Tue 2026-11-24 03:30');
    expect(formatBusinessTime(lateEvening, NY_12)).toBe('10:30 PM');
    expect(formatBusinessTime(lateEvening, NY_24)).toBe('22:30');
  });

  it('follows daylight saving: the same UTC hour reads an hour apart in summer and winter', () => {
    expect(formatBusinessDateTime(new Date('2026-07-04T16:00:00Z'), NY_12)).toBe('2026-07-04 12:00 PM');
    expect(formatBusinessDateTime(new Date('2026-12-04T16:00:00Z'), NY_12)).toBe('2026-12-04 11:00 AM');
  });
});
