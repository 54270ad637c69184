import type { DispatchBar, DispatchBoard } from '@livery/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse, renderRoutes, signInAs } from '../../../testing/test-utils';
import { DispatchBoardPage } from './dispatch-board-page';
import { buildDispatchBar } from '../../../testing/dispatch-bar';

const bar = (overrides: Partial<DispatchBar>) =>
  buildDispatchBar({
    expectedDropOffAt: '2031-06-05T14:30:00.000Z',
    pickUpLocation: 'JFK Terminal 4',
    dropOffLocation: 'Empire State Building',
    ...overrides,
  });

const board: DispatchBoard = {
  date: '2031-06-05',
  startsAt: '2031-06-05T04:00:00.000Z',
  endsAt: '2031-06-06T04:00:00.000Z',
  truncated: false,
  moreDrivers: false,
  unassigned: [bar({ dueSoonWithoutDriver: true })],
  lanes: [
    {
      driverId: 5,
      driverName: 'Dave Driver',
      onDuty: true,
      bars: [
        bar({ reservationId: 42, number: 'A42', slotId: 102, driverId: 5, progress: 'on-the-way', overlaps: true }),
        bar({ reservationId: 43, number: 'A43', slotId: 103, driverId: 5, progress: 'assigned', overlaps: true }),
      ],
    },
    { driverId: 6, driverName: 'Olga Offduty', onDuty: false, bars: [] },
  ],
};

function serve() {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    asked.push(url);
    if (url.startsWith('/api/v1/dispatch/board')) return jsonResponse({ data: board });
    if (url === '/api/v1/reservations/41')
      return jsonResponse({
        data: { id: 41, number: 'A41', version: 3, status: 'viewed', actions: ['assign'], cars: [] },
      });
    if (url === '/api/v1/reservations/41/assignable-drivers') return jsonResponse({ dataItems: [] });
    return jsonResponse({ error: { code: 'NOT_FOUND', message: `${url} is not served here` } }, 404);
  });
  return asked;
}

afterEach(() => vi.restoreAllMocks());

describe('the dispatch board', () => {
  it('shows the Unassigned lane first, then each driver with their duty, the states and flags in words', async () => {
    const asked = serve();
    signInAs(buildUser({ permissions: ['reservations:view', 'reservations:assign'] }));
    renderRoutes([{ path: '/dispatch', element: <DispatchBoardPage /> }], '/dispatch?date=2031-06-05');

    const timeline = await screen.findByRole('region', { name: 'Timeline of 2031-06-05' });
    const lanes = within(timeline).getAllByRole('group');
    expect(lanes.map((lane) => lane.getAttribute('aria-label'))).toEqual([
      'Unassigned, No driver yet',
      'Dave Driver, On duty',
      'Olga Offduty, Off duty',
    ]);
    expect(asked).toContain('/api/v1/dispatch/board?date=2031-06-05');
    expect(lanes[0]?.textContent).toContain('Due soon');
    expect(lanes[0]?.textContent).toContain('Unassigned · Pat Passenger');
    expect(lanes[1]?.textContent).toContain('On the way · Pat Passenger');
    expect(within(lanes[1]!).getAllByText('Overlap')).toHaveLength(2);
    // A driver off duty has a lane too, marked in words (issue 38 item 13).
    expect(lanes[2]?.textContent).toContain('Off duty · 0 trips');
    expect(screen.getByLabelText('Date')).toHaveProperty('value', '2031-06-05');
  });

  it('opens the trip’s assign dialog from its Assign button', async () => {
    serve();
    signInAs(buildUser({ permissions: ['reservations:view', 'reservations:assign'] }));
    renderRoutes([{ path: '/dispatch', element: <DispatchBoardPage /> }], '/dispatch?date=2031-06-05');

    fireEvent.click(await screen.findByRole('button', { name: 'Assign A41' }));
    expect(await screen.findByRole('dialog', { name: 'Assign drivers to A41' })).toBeTruthy();
  });

  it('offers no Assign to staff who may only view', async () => {
    serve();
    signInAs(buildUser({ permissions: ['reservations:view'] }));
    renderRoutes([{ path: '/dispatch', element: <DispatchBoardPage /> }], '/dispatch?date=2031-06-05');

    await screen.findByRole('region', { name: 'Timeline of 2031-06-05' });
    expect(screen.queryByRole('button', { name: /^Assign/ })).toBeNull();
  });
});
