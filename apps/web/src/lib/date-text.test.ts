import { afterEach, describe, expect, it } from 'vitest';
import { dateText, dateTimeText, pickUpDateTimeText, timeText, typedPickUpText } from './date-text';
import { setDisplayClock } from './display-clock';

afterEach(() => setDisplayClock({ timeZone: 'America/New_York', timeFormat: '12h' }));

describe('dates and times on the screens', () => {
  it('read year-month-day on the business’s date, not the UTC one an ISO text starts with', () => {
    // 22:30 in New York on the 29th is already the 30th in UTC.
    expect(dateText('2026-11-30T03:30:00.000Z')).toBe('2026-11-29');
    expect(dateText(null)).toBe('');
  });

  it('give the time on the business’s 12- or 24-hour clock, the weekday for a pickup', () => {
    expect(dateTimeText('2026-11-30T14:30:00.000Z')).toBe('2026-11-30 9:30 AM');
    expect(pickUpDateTimeText('2026-11-30T14:30:00.000Z')).toBe('Mon 2026-11-30 9:30 AM');
    expect(typedPickUpText('2026-11-30', '21:05')).toBe('Mon 2026-11-30 9:05 PM');
    setDisplayClock({ timeZone: 'America/New_York', timeFormat: '24h' });
    expect(timeText('2026-11-30T14:30:00.000Z')).toBe('09:30');
    expect(typedPickUpText('2026-11-30', '21:05')).toBe('Mon 2026-11-30 21:05');
  });
});
