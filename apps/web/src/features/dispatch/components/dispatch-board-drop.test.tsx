import type { DispatchBar, DispatchBoard, DispatchLane } from '@livery/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse, renderRoutes, signInAs } from '../../../testing/test-utils';
import { DispatchBoardPage } from './dispatch-board-page';
import { buildDispatchBar } from '../../../testing/dispatch-bar';

// A drag cannot be drawn in jsdom: the timeline is a button per lane that drops A41 there, as a drag would.
vi.mock('./board-timeline', () => ({
  BoardTimeline: ({
    board,
    onDropOnDriver,
  }: {
    board: DispatchBoard;
    onDropOnDriver: (bar: DispatchBar, lane: DispatchLane) => void;
  }) =>
    board.lanes.map((lane) => (
      <button key={lane.driverId} type="button" onClick={() => onDropOnDriver(board.unassigned[0]!, lane)}>
        Drop A41 on {lane.driverName}
      </button>
    )),
}));

const bar = (overrides: Partial<DispatchBar>) => buildDispatchBar({ ...overrides });

const board: DispatchBoard = {
  date: '2031-06-05',
  startsAt: '2031-06-05T04:00:00.000Z',
  endsAt: '2031-06-06T04:00:00.000Z',
  truncated: false,
  moreDrivers: false,
  unassigned: [bar({})],
  lanes: [
    {
      driverId: 5,
      driverName: 'Dave Driver',
      onDuty: true,
      bars: [bar({ reservationId: 42, number: 'A42', slotId: 102, driverId: 5, pickUpAt: '2031-06-05T14:30:00.000Z' })],
    },
    { driverId: 6, driverName: 'Olga Offduty', onDuty: false, bars: [] },
    { driverId: 7, driverName: 'Nina Nearby', onDuty: true, bars: [] },
  ],
};

/** The board, and the drivers' PUT: its bodies; Nina's first answer is the server's question (a trip another day). */
function serve() {
  const saves: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/v1/dispatch/board')) return jsonResponse({ data: board });
    if (url === '/api/v1/reservations/41/drivers' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { slots: { driverId: number }[]; acknowledgeConflicts?: boolean };
      saves.push(body);
      if (body.slots[0]?.driverId === 7 && !body.acknowledgeConflicts)
        return jsonResponse(
          {
            error: {
              code: 'CONFLICT',
              message:
                'Nina Nearby also drives A9 at the same time as A41. Assign anyway (acknowledgeConflicts: true)…',
              fields: { acknowledgeConflicts: 'Nina Nearby also drives A9 at the same time as A41.' },
            },
          },
          409,
        );
      return jsonResponse({ data: { id: 41, number: 'A41', driverConflicts: [] } });
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: `${url} is not served here` } }, 404);
  });
  return saves;
}

function open() {
  signInAs(buildUser({ permissions: ['reservations:view', 'reservations:assign'] }));
  renderRoutes([{ path: '/dispatch', element: <DispatchBoardPage /> }], '/dispatch?date=2031-06-05');
}

afterEach(() => vi.restoreAllMocks());

describe('a drop on the dispatch board (issue 38 items 13, 14)', () => {
  it('asks before putting an off-duty driver on a trip: Cancel saves nothing, Assign anyway saves', async () => {
    const saves = serve();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Drop A41 on Olga Offduty' }));
    const question = await screen.findByRole('dialog', { name: 'Assign Olga Offduty to A41 anyway?' });
    expect(question.textContent).toContain('Olga Offduty is off duty.');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Drop A41 on Olga Offduty' }));
    const again = await screen.findByRole('dialog', { name: 'Assign Olga Offduty to A41 anyway?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Assign anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing the server would ask: off duty is the screen's question, and no conflict was acknowledged.
    expect(saves).toEqual([{ version: 3, slots: [{ slotId: 101, driverId: 6 }] }]);
  });

  it('asks before putting a driver on a trip that conflicts with another of theirs, and acknowledges it', async () => {
    const saves = serve();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Drop A41 on Dave Driver' }));
    const question = await screen.findByRole('dialog', { name: 'Assign Dave Driver to A41 anyway?' });
    expect(question.textContent).toContain('Dave Driver also drives A42 at the same time as A41.');
    expect(saves).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: 'Assign anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves).toEqual([{ version: 3, slots: [{ slotId: 101, driverId: 5 }], acknowledgeConflicts: true }]);
  });

  it('asks what only the server knows (a conflict on another day) when it answers its 409, then saves', async () => {
    const saves = serve();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Drop A41 on Nina Nearby' }));
    const question = await screen.findByRole('dialog', { name: 'Assign Nina Nearby to A41 anyway?' });
    expect(question.textContent).toContain('Nina Nearby also drives A9 at the same time as A41.');
    fireEvent.click(within(question).getByRole('button', { name: 'Assign anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves).toEqual([
      { version: 3, slots: [{ slotId: 101, driverId: 7 }] },
      { version: 3, slots: [{ slotId: 101, driverId: 7 }], acknowledgeConflicts: true },
    ]);
  });
});
