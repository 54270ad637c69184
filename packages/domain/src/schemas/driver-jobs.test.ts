import { describe, expect, it } from 'vitest';
import {
  canMarkDriverJobsPaid,
  canSeeDriverJobs,
  DRIVER_JOBS_MESSAGES,
  driverJobsQuerySchema,
  markDriverJobsPaidSchema,
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

  it('shows a driver their own jobs and anyone’s to users:jobs; only administrators mark them paid', () => {
    const driver = { id: 7, isAdmin: false, permissions: [] };
    const dispatcher = { id: 2, isAdmin: false, permissions: ['users:jobs'] };
    const admin = { id: 1, isAdmin: true, permissions: [] };
    expect(canSeeDriverJobs(driver, 7)).toBe(true);
    expect(canSeeDriverJobs(driver, 8)).toBe(false);
    expect(canSeeDriverJobs(dispatcher, 7)).toBe(true);
    expect(canSeeDriverJobs(null, 7)).toBe(false);
    expect([driver, dispatcher, admin, null].map(canMarkDriverJobsPaid)).toEqual([false, false, true, false]);
  });
});
