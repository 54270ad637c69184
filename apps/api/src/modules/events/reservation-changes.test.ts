import { describe, expect, it } from 'vitest';
import { mergeNotification, type ReservationChange } from './reservation-changes.js';

describe('the triggers’ notifications, merged by trip', () => {
  it('keeps one change a trip with everyone it concerned and what a deleted trip last was', () => {
    const pending = new Map<number, ReservationChange>();
    expect(mergeNotification(pending, '{"id":7,"formerly":[3]}')).toBe(true);
    expect(mergeNotification(pending, '{"id":8}')).toBe(true);
    const deleted = { status: 'draft', version: 2, linkedId: null };
    expect(mergeNotification(pending, JSON.stringify({ id: 7, formerly: [4, 3], deleted }))).toBe(true);
    expect([...pending.values()]).toEqual([
      { id: 7, formerly: new Set([3, 4]), deleted },
      { id: 8, formerly: new Set(), deleted: null },
    ]);
  });

  it('refuses what is not one of theirs', () => {
    const pending = new Map<number, ReservationChange>();
    for (const payload of ['', '7', 'not json', '{"id":"7"}', '{"formerly":[1]}', 'null']) {
      expect(mergeNotification(pending, payload), payload).toBe(false);
    }
    expect(pending.size).toBe(0);
  });
});
