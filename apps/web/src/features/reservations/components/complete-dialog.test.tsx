import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDisplayClock } from '../../../components/data-table';
import { buildUser, jsonResponse, renderRoutes, signInAs } from '../../../testing/test-utils';
import { CompleteDialog, type CompletingTrip } from './complete-dialog';

/** Serves POST /reservations/41/complete, keeping each body sent. */
function serveComplete(): unknown[] {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input) === '/api/v1/reservations/41/complete' && init?.method === 'POST') {
      sent.push(JSON.parse(String(init.body)));
      return jsonResponse({ data: { id: 41, number: 'A41', status: 'completed', version: 4 } });
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: `${String(input)} is not served here` } }, 404);
  });
  return sent;
}

function renderDialog(trip: CompletingTrip, onClose = vi.fn()) {
  signInAs(buildUser({ permissions: ['reservations:complete'] }));
  renderRoutes([{ path: '/', element: <CompleteDialog open trip={trip} onClose={onClose} /> }], '/');
  return screen.findByRole('dialog', { name: 'Complete reservation A41?' });
}

afterEach(() => {
  vi.restoreAllMocks();
  setDisplayClock({ timeZone: 'America/New_York', timeFormat: '12h' });
});

describe('the Complete dialog', () => {
  it('asks about a pickup still ahead in its own words, on the business clock, and sends early: true', async () => {
    const sent = serveComplete();
    setDisplayClock({ timeZone: 'America/New_York', timeFormat: '24h' });
    const onClose = vi.fn();
    // 03:30 UTC on the 24th of November 2099 is 22:30 on Monday the 23rd in New York.
    const dialog = await renderDialog(
      { id: 41, number: 'A41', version: 3, pickUpDateTime: '2099-11-24T03:30:00.000Z' },
      onClose,
    );
    expect(
      within(dialog).getByText('The pickup is on Mon 2099-11-23 at 22:30, in the future. Complete it anyway?'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete anyway' }));
    await waitFor(() => expect(sent).toEqual([{ version: 3, early: true }]));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('completes a trip whose pickup has passed as before, without early', async () => {
    const sent = serveComplete();
    const dialog = await renderDialog({
      id: 41,
      number: 'A41',
      version: 3,
      pickUpDateTime: '2020-01-01T15:00:00.000Z',
    });
    expect(within(dialog).getByText(/customer gets an e-mail with a review link/)).toBeTruthy();
    expect(within(dialog).queryByText(/in the future/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(sent).toEqual([{ version: 3 }]));
  });
});
