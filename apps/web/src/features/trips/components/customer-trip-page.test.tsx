import type { CustomerTrip } from '@livery/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCustomerTrip } from '../../../testing/customer-trip';
import { buildUser, jsonResponse, renderRoutes, signInAs } from '../../../testing/test-utils';
import { CustomerTripPage } from './customer-trip-page';

const trip = (overrides: Partial<CustomerTrip> = {}) => buildCustomerTrip(overrides);

/** Serves the trip's page its trip; anything else is not found. */
function serveTrip(served: CustomerTrip) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    String(input) === `/api/v1/reservations/${served.id}/trip`
      ? jsonResponse({ data: served })
      : jsonResponse({ error: { code: 'NOT_FOUND', message: `${String(input)} is not served here` } }, 404),
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
