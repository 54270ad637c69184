import { RESERVATION_STATUSES, type Operations } from '@livery/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils';
import { StaffHome } from './staff-home';

const COUNTS: Record<string, number> = { created: 2, unpaid: 0, viewed: 1, assigned: 2, completed: 0, cancelled: 1 };

/** 1 PM: five trips scheduled today (and one cancelled), one of them picked up; three trips owe, one in the next 24 h. */
const OPERATIONS: Operations = {
  date: '2031-06-05',
  timeZone: 'America/New_York',
  todayByStatus: RESERVATION_STATUSES.filter((s) => s !== 'draft').map((status) => ({
    status,
    count: COUNTS[status] ?? 0,
  })),
  pickedUpToday: 1,
  balanceDue: { count: 3, capped: false },
  revenueByDay: [],
  revenueByCar: [],
  risks: [
    {
      id: 7,
      number: 'A7',
      status: 'assigned',
      pickUpDateTime: '2031-06-05T21:00:00.000Z',
      name: 'Mia Passenger',
      phoneNumber: null,
      pickUpLocation: 'JFK Terminal 4',
      risks: ['balance-due'],
      conflictingDrivers: [],
      balanceDue: 129,
    },
  ],
  generatedAt: '2031-06-05T17:00:00.000Z',
};

afterEach(() => vi.restoreAllMocks());

describe('the staff home’s figures (issue 38)', () => {
  it('names what each figure counts: trips scheduled today, those picked up, and the trips that owe', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({ data: OPERATIONS }));
    renderRoutes([{ path: '/', element: <StaffHome /> }], '/');

    const today = await screen.findByRole('region', { name: 'Trips today (2031-06-05)' });
    expect(within(today).getByText('5 trips scheduled today, 1 picked up so far')).toBeTruthy();
    const owing = within(today).getByRole('link', { name: '3 trips with a balance due' });
    expect(owing.getAttribute('href')).toBe('/reservations?balanceDue=true&from=');

    // The risk board reads the balance, not the status: an assigned trip that owes says how much.
    const board = screen.getByRole('region', { name: 'At risk in the next 24 hours' });
    expect(within(board).getByText('Balance due: $129.00')).toBeTruthy();
  });

  it('says so when more trips owe than it counts', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({ data: { ...OPERATIONS, balanceDue: { count: 10_000, capped: true } } }),
    );
    renderRoutes([{ path: '/', element: <StaffHome /> }], '/');
    expect(await screen.findByRole('link', { name: 'More than 10,000 trips with a balance due' })).toBeTruthy();
  });
});
