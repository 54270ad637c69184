import type { CustomerTrip } from '@livery/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, renderRoutes, signInAs } from '../../../testing/test-utils';
import { CustomerTripPage } from './customer-trip-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const trip = (overrides: Partial<CustomerTrip> = {}): CustomerTrip => ({
  id: 41,
  number: 'A41',
  status: 'created',
  tripType: 'from-airport',
  isReturn: false,
  linkedLeg: null,
  pickUpDateTime: inDays(5),
  pickUpLocation: 'JFK Terminal 4',
  dropOffLocation: 'The Plaza Hotel',
  stops: [],
  miles: 16,
  passengerName: 'Ada Traveller',
  passengers: 2,
  flightNumber: null,
  airline: null,
  hotelName: null,
  comments: null,
  cars: [{ carName: 'Sedan', driverFirstName: null }],
  priceLines: [{ label: 'Sedan × 1', amount: 100 }],
  amount: 100,
  paidAmount: 100,
  balanceDue: 0,
  refunded: 0,
  officeNumber: '+1 (212) 555-0100',
  cancellation: { cutoffHours: 24, feePercentage: 0, deadline: inDays(4), refundNow: 100 },
  isYours: true,
  may: { pay: false, change: true, cancel: true },
  changeRefusal: null,
  cancelRefusal: null,
  version: 3,
  ...overrides,
});

/** Serves the trip's page its trip; anything else is not found. */
function serveTrip(served: CustomerTrip) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    String(input) === `/api/v1/reservations/${served.id}/trip`
      ? json({ data: served })
      : json({ error: { code: 'NOT_FOUND', message: `${String(input)} is not served here` } }, 404),
  );
}

async function renderTrip(served: CustomerTrip) {
  serveTrip(served);
  signInAs(buildUser({ id: 12, permissions: ['reservations:create'] }));
  renderRoutes([{ path: '/trips/:reservationId', element: <CustomerTripPage /> }], `/trips/${served.id}`);
  await screen.findByRole('heading', { name: 'Trip A41' });
}

afterEach(() => vi.restoreAllMocks());

describe('the customer’s trip page: the office’s number', () => {
  it('is a tel: link on every trip, even one with nothing to ask the office (issue 38)', async () => {
    await renderTrip(trip());
    const link = screen.getByRole('link', { name: '+1 (212) 555-0100' });
    expect(link.getAttribute('href')).toBe('tel:+12125550100');
    expect(link.closest('p')?.textContent).toBe('Questions about this trip? Call the office at +1 (212) 555-0100.');
  });

  it('is a tel: link where the page says to call it to pay what is due', async () => {
    await renderTrip(trip({ paidAmount: 40, balanceDue: 60 }));
    const sentence = screen.getByText(/To pay it, call the office at/);
    const link = within(sentence).getByRole('link', { name: '+1 (212) 555-0100' });
    expect(link.getAttribute('href')).toBe('tel:+12125550100');
  });
});
