import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCustomerTrip } from '../../../testing/customer-trip';
import { buildUser, jsonResponse, renderRoutes, signInAs } from '../../../testing/test-utils';
import { CustomerTripPage } from './customer-trip-page';
import { CustomerTripsList } from './customer-trips-list';

/**
 * A customer reads words, not the office's status keys (issue 38, item 17): a trip staff opened (`viewed`) is
 * "Booked" to them, on their trip's page and in their trips list, whose filter offers "Booked" once.
 */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const viewedTrip = buildCustomerTrip({ status: 'viewed' });

const listedRow = {
  id: 41,
  number: 'A41',
  status: 'viewed',
  tripType: 'from-airport',
  paymentType: 'paypal',
  customerId: 12,
  transactionId: null,
  assignedDrivers: [],
  cars: [{ name: 'Sedan', count: 1 }],
  name: 'Ada Traveller',
  email: 'ada@example.com',
  affiliateName: null,
  parentOf: null,
  parentOfNumber: null,
  childOf: null,
  childOfNumber: null,
  pickUpDateTime: inDays(5),
  pickUpLocation: 'JFK Terminal 4',
  dropOffLocation: 'The Plaza Hotel',
  amount: 100,
  paidAmount: 100,
  balanceDue: 0,
  createdAt: inDays(-1),
  version: 3,
};

afterEach(() => vi.restoreAllMocks());

describe('the status a customer reads', () => {
  it('is "Booked" on their trip’s page once staff opened it, never "viewed"', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === '/api/v1/reservations/41/trip'
        ? jsonResponse({ data: viewedTrip })
        : jsonResponse({ error: { code: 'NOT_FOUND', message: 'not served here' } }, 404),
    );
    signInAs(buildUser({ id: 12, permissions: ['reservations:create'] }));
    renderRoutes([{ path: '/trips/:reservationId', element: <CustomerTripPage /> }], '/trips/41');
    await screen.findByRole('heading', { name: 'Trip A41' });
    expect(screen.getByText('Booked')).toBeTruthy();
    expect(screen.queryByText(/viewed/i)).toBeNull();
  });

  it('is "Booked" in their trips list, whose filter asks for both statuses it stands for', async () => {
    const asked: URL[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://livery.test');
      if (url.pathname === '/api/v1/reservations') {
        asked.push(url);
        return jsonResponse({ dataItems: [listedRow], count: 1 });
      }
      return jsonResponse({ error: { code: 'NOT_FOUND', message: `${url.pathname} is not served here` } }, 404);
    });
    signInAs(buildUser({ id: 12, permissions: ['reservations:create'] }));
    renderRoutes([{ path: '/', element: <CustomerTripsList userId={12} /> }], '/');
    const table = await screen.findByRole('table', { name: 'Your trips' });
    await within(table).findByText('A41');
    expect(within(table).getByText('Booked')).toBeTruthy();
    expect(within(table).queryByText(/viewed/i)).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    const labels = options.map((option) => option.textContent);
    expect(labels.filter((label) => label === 'Booked')).toHaveLength(1);
    expect(labels).not.toContain('viewed');
    fireEvent.click(options.find((option) => option.textContent === 'Booked')!);
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('status')).toBe('created,viewed'));
  });
});
