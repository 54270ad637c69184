import { describe, expect, it } from 'vitest';
import {
  dayAfter,
  isUpcomingSort,
  isUpcomingTrip,
  RESERVATION_LIST_MESSAGES,
  reservationIdOf,
  reservationListQuerySchema,
  startOfBusinessDay,
} from '../index.js';

const fieldErrors = (query: Record<string, string>) => {
  const result = reservationListQuerySchema.safeParse(query);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
};

describe('the reservations list query', () => {
  it('takes statuses comma-separated, each checked, without repeats', () => {
    const parsed = reservationListQuerySchema.parse({ status: 'created, assigned,created' });
    expect(parsed).toMatchObject({ status: ['created', 'assigned'], dateField: 'pickUpAt', limit: 50, offset: 0 });
    expect(fieldErrors({ status: 'created,lost' })).toEqual({ status: RESERVATION_LIST_MESSAGES.status });
    expect(fieldErrors({ status: '' })).toEqual({ status: RESERVATION_LIST_MESSAGES.status });
  });

  it('takes a date range on the pickup or the creation date, from not after to', () => {
    expect(
      reservationListQuerySchema.parse({ from: '2031-06-05', to: '2031-06-05', dateField: 'createdAt' }),
    ).toMatchObject({ from: '2031-06-05', to: '2031-06-05', dateField: 'createdAt' });
    expect(fieldErrors({ from: '2031-06-06', to: '2031-06-05' })).toEqual({ from: 'From must not be after To' });
    expect(Object.keys(fieldErrors({ from: '2031-02-30' }))).toEqual(['from']);
    expect(fieldErrors({ dateField: 'updatedAt' })).toEqual({ dateField: RESERVATION_LIST_MESSAGES.dateField });
  });

  it('refuses an unknown parameter and a sort it does not offer', () => {
    expect(reservationListQuerySchema.safeParse({ paymentType: 'unpaid' }).success).toBe(false);
    expect(Object.keys(fieldErrors({ sort: 'phoneNumber' }))).toEqual(['sort']);
    for (const sort of ['pickUpAt', '-pickUpAt', 'createdAt', 'amount', '-name', 'email', '-id']) {
      expect(reservationListQuerySchema.safeParse({ sort }).success, sort).toBe(true);
    }
  });
});

describe('sort=upcoming: a traveller’s trips, those still to come first (issue 38)', () => {
  it('is a sort the list offers, either way', () => {
    for (const sort of ['upcoming', '-upcoming']) {
      expect(reservationListQuerySchema.safeParse({ sort, userId: '12' }).success, sort).toBe(true);
      expect(isUpcomingSort(sort), sort).toBe(true);
    }
    expect(isUpcomingSort('-pickUpAt')).toBe(false);
    expect(isUpcomingSort(undefined)).toBe(false);
  });

  it('counts as upcoming a booked trip not finished whose pickup is ahead', () => {
    const now = new Date('2031-06-01T12:00:00Z');
    const later = new Date('2031-12-01T12:00:00Z');
    const earlier = new Date('2031-05-01T12:00:00Z');
    for (const status of ['created', 'viewed', 'assigned', 'unpaid'])
      expect(isUpcomingTrip({ status, pickUpAt: later }, now), status).toBe(true);
    for (const status of ['cancelled', 'completed', 'duplicate', 'draft'])
      expect(isUpcomingTrip({ status, pickUpAt: later }, now), status).toBe(false);
    expect(isUpcomingTrip({ status: 'assigned', pickUpAt: earlier }, now)).toBe(false);
    expect(isUpcomingTrip({ status: 'created', pickUpAt: null }, now)).toBe(false);
  });
});

describe('a reservation number in a search', () => {
  it('reads A1042, a1042 and 1042 as 1042, and nothing else as a number', () => {
    expect(reservationIdOf('A1042')).toBe(1042);
    expect(reservationIdOf(' a1042 ')).toBe(1042);
    expect(reservationIdOf('1042')).toBe(1042);
    for (const text of ['A', 'A-1042', '10 42', 'B1042', '0', 'A0', '2147483648', '99999999999', 'Ada']) {
      expect(reservationIdOf(text), text).toBeNull();
    }
    expect(reservationIdOf('2147483647')).toBe(2_147_483_647);
  });
});

describe('business days', () => {
  it('start at midnight in the business time zone, across daylight-saving changes', () => {
    expect(startOfBusinessDay('2031-06-05', 'America/New_York').toISOString()).toBe('2031-06-05T04:00:00.000Z');
    expect(startOfBusinessDay('2031-01-05', 'America/New_York').toISOString()).toBe('2031-01-05T05:00:00.000Z');
    // The spring-forward day is 23 hours long, the autumn one 25.
    const hours = (date: string) =>
      (startOfBusinessDay(dayAfter(date), 'America/New_York').getTime() -
        startOfBusinessDay(date, 'America/New_York').getTime()) /
      3_600_000;
    expect(hours('2031-03-09')).toBe(23);
    expect(hours('2031-11-02')).toBe(25);
    // Havana springs forward at midnight: that day starts at 01:00.
    expect(startOfBusinessDay('2024-03-10', 'America/Havana').toISOString()).toBe('2024-03-10T05:00:00.000Z');
  });

  it('follow each other across months and years', () => {
    expect(dayAfter('2031-02-28')).toBe('2031-03-01');
    expect(dayAfter('2032-02-28')).toBe('2032-02-29');
    expect(dayAfter('2031-12-31')).toBe('2032-01-01');
  });
});
