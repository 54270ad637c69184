import type { ReservationDetails } from '@livery/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse, renderRoutes, signInAs } from '../../../testing/test-utils';
import { AssignDriversDialog } from './assign-drivers-dialog';

const slot = (id: number, driverId: number | null, driverName: string | null) => ({
  id,
  slot: 1,
  driverId,
  driverName,
  driverShare: 50,
  paidAt: null,
});

/** What the dialog reads of the details: two cars, one driven by someone no longer among the drivers. */
const trip = (version: number, slotIds: [number, number]) =>
  ({
    id: 41,
    number: 'A41',
    version,
    cars: [
      { carId: 1, name: 'Sedan', count: 1, lineAmount: 85, slots: [slot(slotIds[0], null, null)] },
      { carId: 2, name: 'SUV', count: 1, lineAmount: 95, slots: [slot(slotIds[1], 9, 'Olga Former')] },
    ],
  }) as unknown as ReservationDetails;

let refresh: () => void = () => undefined;

/** The details page as the dialog sees it: its trip refreshed live (a change rewrote the slots) while open. */
function Harness() {
  const [reservation, setReservation] = useState(trip(3, [101, 102]));
  refresh = () => setReservation(trip(4, [201, 202]));
  return <AssignDriversDialog reservation={reservation} onClose={() => undefined} />;
}

afterEach(() => vi.restoreAllMocks());

describe('the assign drivers dialog', () => {
  it('shows a slot’s driver who is no longer offered, and keeps the trip it opened through a live refresh', async () => {
    const saves: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/v1/reservations/41/assignable-drivers')
        return jsonResponse({
          dataItems: [{ id: 5, fullName: 'Dave Driver', phoneNumber: null, phoneType: null, conflicts: [] }],
        });
      if (url === '/api/v1/reservations/41/drivers' && init?.method === 'PUT') {
        saves.push(JSON.parse(String(init.body)));
        return jsonResponse(
          { error: { code: 'CONFLICT', message: 'This reservation was changed by someone else.' } },
          409,
        );
      }
      return jsonResponse({ error: { code: 'NOT_FOUND', message: `${url} is not served here` } }, 404);
    });
    signInAs(buildUser({ permissions: ['reservations:assign'] }));
    renderRoutes([{ path: '/', element: <Harness /> }], '/');

    const dialog = await screen.findByRole('dialog', { name: 'Assign drivers to A41' });
    const suv = within(dialog).getByRole('combobox', { name: 'SUV' });
    await waitFor(() => expect(suv.textContent).toBe('Olga Former'));

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Sedan' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Dave Driver' }));
    act(() => refresh());
    expect(within(dialog).getByRole('combobox', { name: 'Sedan' }).textContent).toBe('Dave Driver');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save drivers' }));
    expect(await within(dialog).findByText('This reservation was changed by someone else.')).toBeTruthy();
    expect(saves).toEqual([{ version: 3, slots: [{ slotId: 101, driverId: 5 }] }]);
  });

  it('asks before saving a driver whose other trip conflicts: Cancel saves nothing, Assign anyway acknowledges it', async () => {
    const saves: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/v1/reservations/41/assignable-drivers')
        return jsonResponse({
          dataItems: [
            {
              id: 5,
              fullName: 'Dave Driver',
              phoneNumber: null,
              phoneType: null,
              conflicts: [{ id: 6, number: 'A6', pickUpDateTime: '2031-06-05T14:30:00.000Z' }],
            },
          ],
        });
      if (url === '/api/v1/reservations/41/drivers' && init?.method === 'PUT') {
        saves.push(JSON.parse(String(init.body)));
        return jsonResponse({ data: { id: 41, number: 'A41', driverConflicts: [] } });
      }
      return jsonResponse({ error: { code: 'NOT_FOUND', message: `${url} is not served here` } }, 404);
    });
    const closed = vi.fn();
    signInAs(buildUser({ permissions: ['reservations:assign'] }));
    renderRoutes(
      [{ path: '/', element: <AssignDriversDialog reservation={trip(3, [101, 102])} onClose={closed} /> }],
      '/',
    );

    const dialog = await screen.findByRole('dialog', { name: 'Assign drivers to A41' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Sedan' })).toHaveProperty('ariaDisabled', null),
    );
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Sedan' }));
    fireEvent.click(await screen.findByRole('option', { name: /Dave Driver/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save drivers' }));

    const question = await screen.findByRole('dialog', { name: 'Assign Dave Driver to A41 anyway?' });
    expect(question.textContent).toContain('Dave Driver also drives A6 at the same time as A41.');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /anyway/ })).toBeNull());
    expect(saves).toEqual([]);
    expect(closed).not.toHaveBeenCalled();

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save drivers' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Assign Dave Driver to A41 anyway?' })).getByRole('button', {
        name: 'Assign anyway',
      }),
    );
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(saves).toEqual([{ version: 3, slots: [{ slotId: 101, driverId: 5 }], acknowledgeConflicts: true }]);
  });
});
