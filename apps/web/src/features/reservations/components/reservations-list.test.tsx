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
  cars: [{ name: 'Sedan', count: 2 }],
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

/** The row's "⋮" menu, opened. */
const openMenu = async () => {
  const row = (await screen.findByText('Mia Passenger')).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Actions for A41' }));
  return screen.findByRole('menu', { name: 'Actions for A41' });
};

const openCancel = async () => {
  fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Cancel' }));
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

describe('reservations list: built for a dispatcher', () => {
  it('leads with the trip and its status, pickup, passenger, route and balance — what fits at 1280 px — the rest in Columns', async () => {
    serveTrip();
    renderList();
    const row = (await screen.findByText('Mia Passenger')).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Actions',
      'Trip',
      'Pickup Time',
      'Passenger',
      'Route',
      'Balance',
    ]);
    expect(row.textContent).toContain('JFK Terminal 4 → 20 W 34th St');
    expect(row.textContent).toMatch(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun) 2031-06-05 10:30/);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const panel = await screen.findByRole('dialog', { name: 'Columns' });
    for (const header of [
      'Assigned Drivers',
      'Cars',
      'Amount',
      'Payment Type',
      'Customer Id',
      'Transaction Id',
      'Email',
      'Phone',
      'Created At',
    ]) {
      expect((within(panel).getByRole('checkbox', { name: header }) as HTMLInputElement).checked, header).toBe(false);
    }
  });

  it('offers in the row menu the actions the trip and the person allow, as the buttons did', async () => {
    serveTrip();
    renderList();
    const items = within(await openMenu())
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(expect.arrayContaining(['View', 'Edit', 'Assign driver', 'Create', 'Duplicate', 'Cancel']));
    // Only an assigned trip is completed.
    expect(items).not.toContain('Complete');
  });

  it('asks for upcoming pickups first: from today, by pickup', async () => {
    const fetchMock = serveTrip();
    renderList();
    await screen.findByText('Mia Passenger');
    const listCall = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.startsWith('/api/v1/reservations?'));
    const params = new URL(listCall!, 'http://localhost').searchParams;
    expect(params.get('sort')).toBe('pickUpAt');
    expect(params.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('filters by what is owed, whatever the status: Balance → Balance due asks for balanceDue=true (issue 38)', async () => {
    const fetchMock = serveTrip();
    renderList();
    await screen.findByText('Mia Passenger');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Balance' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Balance due' }));
    await waitFor(() => {
      const listCalls = fetchMock.mock.calls
        .map(([url]) => String(url))
        .filter((url) => url.startsWith('/api/v1/reservations?'));
      expect(new URL(listCalls.at(-1)!, 'http://localhost').searchParams.get('balanceDue')).toBe('true');
    });
  });
});
