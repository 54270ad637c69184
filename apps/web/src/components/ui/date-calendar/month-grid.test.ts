import { describe, expect, it } from 'vitest';
import { addMonths, dateAfterKey, dayLabel, monthTitle, monthWeeks, openingDate } from './month-grid';

describe("the date field's calendar arithmetic", () => {
  it('lays a month out in weeks from Sunday, the other months’ days left empty', () => {
    const weeks = monthWeeks('2026-11-17');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    // February 2026 starts on a Sunday and fills four weeks exactly; August 2026 needs six.
    expect(monthWeeks('2026-02-10')).toHaveLength(4);
    expect(monthWeeks('2026-08-01')).toHaveLength(6);
    expect(monthWeeks('2026-08-01')[0]).toEqual([null, null, null, null, null, null, '2026-08-01']);
  });

  it('names months and days year-month-day, with the weekday in words', () => {
    expect(monthTitle('2026-11-30')).toBe('November 2026');
    expect(dayLabel('2026-11-30')).toBe('30, Monday 2026-11-30');
    expect(dayLabel('2026-12-01')).toBe('1, Tuesday 2026-12-01');
  });

  it('adds months on the same day, or the shorter month’s last', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-11-30', -12)).toBe('2025-11-30');
  });

  it('moves the focus by day, week, month and year, within the dates Livery stores', () => {
    expect(dateAfterKey('2026-11-30', 'ArrowRight', false)).toBe('2026-12-01');
    expect(dateAfterKey('2026-11-01', 'ArrowLeft', false)).toBe('2026-10-31');
    expect(dateAfterKey('2026-11-30', 'ArrowDown', false)).toBe('2026-12-07');
    expect(dateAfterKey('2026-11-30', 'ArrowUp', false)).toBe('2026-11-23');
    expect(dateAfterKey('2026-11-30', 'Home', false)).toBe('2026-11-29');
    expect(dateAfterKey('2026-11-30', 'End', false)).toBe('2026-12-05');
    expect(dateAfterKey('2026-11-30', 'PageDown', false)).toBe('2026-12-30');
    expect(dateAfterKey('2026-11-30', 'PageUp', true)).toBe('2025-11-30');
    expect(dateAfterKey('2100-12-31', 'ArrowRight', false)).toBe('2100-12-31');
    expect(dateAfterKey('1900-01-01', 'PageUp', false)).toBe('1900-01-01');
    expect(dateAfterKey('2026-11-30', 'Enter', false)).toBeNull();
  });

  it('opens on the date typed when it is one, else on today', () => {
    expect(openingDate('2027-02-03', '2026-11-30')).toBe('2027-02-03');
    expect(openingDate('2027-02-3', '2026-11-30')).toBe('2026-11-30');
    expect(openingDate(null, '2026-11-30')).toBe('2026-11-30');
  });
});
