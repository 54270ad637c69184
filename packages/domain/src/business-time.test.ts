import { describe, expect, it } from 'vitest';
import { fromLocalDateTime, hoursBetween, isLocalDateTime, toLocalDateTime } from './business-time.js';

const NY = 'America/New_York';

describe('business wall-clock times', () => {
  it('accepts only real YYYY-MM-DDTHH:mm', () => {
    expect(isLocalDateTime('2026-11-23T14:05')).toBe(true);
    for (const bad of ['2026-02-30T10:00', '2026-11-23T24:00', '2026-11-23 14:05', '2026-11-23T14:05:00', ''])
      expect(isLocalDateTime(bad)).toBe(false);
  });

  it('turns a New York wall clock into its instant, winter and summer', () => {
    expect(fromLocalDateTime('2026-11-23T14:05', NY)?.toISOString()).toBe('2026-11-23T19:05:00.000Z');
    expect(fromLocalDateTime('2026-07-04T09:30', NY)?.toISOString()).toBe('2026-07-04T13:30:00.000Z');
    expect(fromLocalDateTime('2026-07-04T09:30', 'UTC')?.toISOString()).toBe('2026-07-04T09:30:00.000Z');
  });

  it('refuses a time the spring-forward change skips, and takes the first of a repeated one', () => {
    // 2026-03-08: 02:00 EST becomes 03:00 EDT.
    expect(fromLocalDateTime('2026-03-08T02:30', NY)).toBeNull();
    expect(fromLocalDateTime('2026-03-08T01:59', NY)?.toISOString()).toBe('2026-03-08T06:59:00.000Z');
    expect(fromLocalDateTime('2026-03-08T03:00', NY)?.toISOString()).toBe('2026-03-08T07:00:00.000Z');
    // 2026-11-01: 02:00 EDT becomes 01:00 EST, so 01:30 happens at 05:30Z and again at 06:30Z.
    expect(fromLocalDateTime('2026-11-01T01:30', NY)?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('round-trips every hour across a year', () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 60 * 60_000) {
      const local = toLocalDateTime(new Date(t), NY);
      const back = fromLocalDateTime(local, NY);
      expect(back).not.toBeNull();
      // The repeated hour maps back to its first occurrence; everything else to itself.
      expect(toLocalDateTime(back as Date, NY)).toBe(local);
    }
  });

  it('counts hours between instants', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(hoursBetween(now, new Date('2026-11-23T18:00:00Z'))).toBe(6);
    expect(hoursBetween(now, new Date('2026-11-23T11:00:00Z'))).toBe(-1);
  });
});
