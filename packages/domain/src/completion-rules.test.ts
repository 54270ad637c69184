import { describe, expect, it } from 'vitest';
import { earlyCompletionQuestion, earlyCompletionRefusal, isBeforePickUp } from './completion-rules.js';
import type { BusinessClock } from './time-format.js';

const NY: BusinessClock = { timeZone: 'America/New_York', timeFormat: '12h' };
const now = new Date('2026-11-23T15:00:00Z');
const pickUp = new Date('2026-11-24T03:30:00Z'); // 10:30 PM on Monday the 23rd in New York

describe('completing a trip before its pickup', () => {
  it('knows a pickup still ahead from one past, and a trip without a pickup time has none ahead', () => {
    expect(isBeforePickUp(pickUp, now)).toBe(true);
    expect(isBeforePickUp(new Date('2026-11-23T14:59:00Z'), now)).toBe(false);
    expect(isBeforePickUp(now, now)).toBe(false);
    expect(isBeforePickUp(null, now)).toBe(false);
  });

  it('asks, naming the pickup’s weekday, date and time on the business’s clock', () => {
    expect(earlyCompletionQuestion(pickUp, NY)).toBe(
      'The pickup is on Mon 2026-11-23 at 10:30 PM, in the future. Complete it anyway?',
    );
    expect(earlyCompletionQuestion(pickUp, { ...NY, timeFormat: '24h' })).toBe(
      'The pickup is on Mon 2026-11-23 at 22:30, in the future. Complete it anyway?',
    );
  });

  it('refuses a completion before pickup unless the person confirmed it, and never one after', () => {
    expect(earlyCompletionRefusal(pickUp, now, false, NY)).toMatch(
      /^The pickup is on Mon 2026-11-23 at 10:30 PM, in the future.*early: true/,
    );
    expect(earlyCompletionRefusal(pickUp, now, true, NY)).toBeNull();
    expect(earlyCompletionRefusal(new Date('2026-11-23T10:00:00Z'), now, false, NY)).toBeNull();
    expect(earlyCompletionRefusal(null, now, false, NY)).toBeNull();
  });
});
