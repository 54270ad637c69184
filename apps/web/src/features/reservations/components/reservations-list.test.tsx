import type { ReservationListItem } from '@livery/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, renderRoutes, signInAs } from '../../../testing/test-utils';
import { ReservationsList } from './reservations-list';

const TRIP: ReservationListItem = {
  id: 41,
  number: 'A41',
  status: 'unpaid',
  tripType: 'from-airport',
  paymentType: 'unpaid',
  customerId: null,
  transactionId: null,
  assignedDrivers: [],
  name: 'Mia Passenger',
  email: 'mia@example.com',
  affiliateName: null,
  parentOf: null,
  parentOfNumber: null,
  childOf: null,
  childOfNumber: null,
  pickUpDateTime: '2031-06-05T14:30:00.000Z',
  pickUpLocation: 'JFK Terminal 4',
  dropOffLocation: '20 W 34th St',
  hotelName: null,
  isBagsChecked: false,
  amount: 137.2,
  paidAmount: 0,
  balanceDue: 137.2,
  phoneNumber: '646-555-0111',
  version: 3,
  createdAt: '2031-06-01T10:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the list sees it: the one trip, and its cancel answered once (a second one is a 409). */
function serveTrip() {
  let cancelled = false;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/v1/reservations?'))
      return json({ dataItems: [{ ...TRIP, ...(cancelled ? { status: 'cancelled', version: 4 } : {}) }], count: 1 });
    if (url === '/api/v1/reservations/41/cancel' && init?.method === 'POST') {
      if (cancelled) return json({ error: { code: 'CONFLICT', message: 'Someone else cancelled it.' } }, 409);
      cancelled = true;
      return json({ data: { id: 41 } });
    }
    return json({ error: { code: 'NOT_FOUND', message: `${url} is not served here` } }, 404);
  });
}

afterEach(() => vi.restoreAllMocks());

function renderList() {
  signInAs(buildUser({ isAdmin: true }));
  return renderRoutes([{ path: '/reservations', element: <ReservationsList /> }], '/reservations');
}

const openCancel = async () => {
  const row = (await screen.findByText('Mia Passenger')).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
  return screen.findByRole('dialog', { name: 'Cancel reservation A41?' });
};

describe('reservations list: cancel from a row', () => {
  it('closes the Cancel dialog once the trip is cancelled, and the trip is cancelled once', async () => {
    const fetchMock = serveTrip();
    renderList();
    const dialog = await openCancel();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const cancels = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/cancel'));
    expect(cancels).toHaveLength(1);
    expect(JSON.parse(String(cancels[0]?.[1]?.body))).toEqual({ version: 3, refund: { kind: 'none' } });
  });

  it('closes the Cancel dialog on Keep it and on Escape, and opens it again for the row', async () => {
    serveTrip();
    renderList();
    fireEvent.click(within(await openCancel()).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.keyDown(await openCancel(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
