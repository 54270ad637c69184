import { describe, expect, it } from 'vitest';
import {
  canMarkDriverJobsPaid,
  canSeeDriverJobs,
  DRIVER_JOBS_MESSAGES,
  driverJobsQuerySchema,
  markDriverJobsPaidSchema,
  nameSignOf,
  navigateUrl,
  wallClockParts,
} from '../index.js';

describe('driver jobs', () => {
  it('reads the list query: pickup dates, paid or unpaid, latest pickup first unless sorted', () => {
    expect(driverJobsQuerySchema.parse({ from: '2031-06-05', to: '2031-06-05', paid: 'unpaid' })).toMatchObject({
      from: '2031-06-05',
      to: '2031-06-05',
      paid: 'unpaid',
      limit: 50,
    });
    expect(driverJobsQuerySchema.parse({}).sort).toBeUndefined();
    expect(driverJobsQuerySchema.safeParse({ sort: '-pickUpAt' }).success).toBe(true);
    expect(driverJobsQuerySchema.safeParse({ sort: 'amount' }).success).toBe(false);
    expect(driverJobsQuerySchema.safeParse({ paid: 'yes' }).error?.issues[0]?.message).toBe(DRIVER_JOBS_MESSAGES.paid);
    expect(driverJobsQuerySchema.safeParse({ from: '2031-06-06', to: '2031-06-05' }).success).toBe(false);
    expect(driverJobsQuerySchema.safeParse({ status: 'assigned' }).success).toBe(false);
  });

  it('takes 1 to 500 slots, each once, and whether they are paid', () => {
    expect(markDriverJobsPaidSchema.parse({ slotIds: [3, 1], paid: true })).toEqual({ slotIds: [3, 1], paid: true });
    for (const body of [
      { slotIds: [], paid: true },
      { slotIds: [1, 1], paid: true },
      { slotIds: Array.from({ length: 501 }, (_, i) => i + 1), paid: false },
      { slotIds: [1.5], paid: true },
      { slotIds: [1] },
      { slotIds: [1], paid: true, paidAt: '2031-06-05' },
    ])
      expect(markDriverJobsPaidSchema.safeParse(body).success, JSON.stringify(body).slice(0, 60)).toBe(false);
  });

  it('shows a driver their own jobs and anyone’s to users:jobs or drivers:view; only administrators mark them paid', () => {
    const driver = { id: 7, isAdmin: false, permissions: [] };
    const dispatcher = { id: 2, isAdmin: false, permissions: ['users:jobs'] };
    const admin = { id: 1, isAdmin: true, permissions: [] };
    expect(canSeeDriverJobs(driver, 7)).toBe(true);
    expect(canSeeDriverJobs(driver, 8)).toBe(false);
    expect(canSeeDriverJobs(dispatcher, 7)).toBe(true);
    expect(canSeeDriverJobs({ id: 3, isAdmin: false, permissions: ['drivers:view'] }, 7)).toBe(true);
    expect(canSeeDriverJobs({ id: 3, isAdmin: false, permissions: ['drivers:edit', 'customers:view'] }, 7)).toBe(false);
    expect(canSeeDriverJobs(null, 7)).toBe(false);
    expect([driver, dispatcher, admin, null].map(canMarkDriverJobsPaid)).toEqual([false, false, true, false]);
  });

  it('reads a pickup in the business’s wall clock with its weekday, whatever the zone of the reader', () => {
    // 03:30 UTC on Thursday the 5th is 23:30 on Wednesday the 4th in New York.
    const lateEvening = new Date('2031-06-05T03:30:00Z');
    expect(wallClockParts(lateEvening, { timeZone: 'America/New_York', timeFormat: '24h' })).toEqual({
      date: '2031-06-04',
      time: '23:30',
      weekday: 'Wednesday',
    });
    // The time on the business's 12- or 24-hour clock (decision 056).
    expect(wallClockParts(lateEvening, { timeZone: 'America/New_York', timeFormat: '12h' }).time).toBe('11:30 PM');
    expect(wallClockParts(lateEvening, { timeZone: 'Europe/Paris', timeFormat: '24h' }).weekday).toBe('Thursday');
  });

  it('holds up the passenger’s name on meet & greet only, and navigates to coordinates before an address', () => {
    expect(nameSignOf({ meetAndGreet: true, name: '  Ada Traveller ' })).toBe('Ada Traveller');
    expect(nameSignOf({ meetAndGreet: false, name: 'Ada Traveller' })).toBeNull();
    expect(nameSignOf({ meetAndGreet: true, name: ' ' })).toBeNull();
    expect(navigateUrl({ address: 'JFK', lat: 40.6413, lng: -73.7781 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=40.6413,-73.7781',
    );
    expect(navigateUrl({ address: '20 W 34th St, New York & Co #2', lat: null, lng: null })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=20%20W%2034th%20St%2C%20New%20York%20%26%20Co%20%232',
    );
  });
});
