import { EDIT_MESSAGES, type ReservationListItem } from '@livery/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, renderRoutes, signInAs } from '../../../testing/test-utils';
import { ReservationsList } from './reservations-list';

/** A trip picked up in two hours: within the 6 hours in which only an administrator may edit it. */
const SOON: ReservationListItem = {
  id: 41,
  number: 'A41',
  status: 'assigned',
  tripType: 'from-airport',
  paymentType: 'cash',
  customerId: null,
  transactionId: null,
  assignedDrivers: [],
  cars: [{ name: 'Sedan', count: 1 }],
  name: 'Mia Passenger',
  email: 'mia@example.com',
  affiliateName: null,
  parentOf: null,
  parentOfNumber: null,
  childOf: null,
  childOfNumber: null,
  pickUpDateTime: new Date(Date.now() + 2 * 3_600_000).toISOString(),
  pickUpLocation: 'JFK Terminal 4',
  dropOffLocation: '20 W 34th St',
  hotelName: null,
  isBagsChecked: false,
  amount: 137.2,
  paidAmount: 137.2,
  balanceDue: 0,
  phoneNumber: '646-555-0111',
  version: 3,
  createdAt: '2031-06-01T10:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

async function openMenuAs(user: ReturnType<typeof buildUser>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    String(input).startsWith('/api/v1/reservations?')
      ? json({ dataItems: [SOON], count: 1 })
      : json({ error: { code: 'NOT_FOUND', message: 'not served here' } }, 404),
  );
  signInAs(user);
  renderRoutes([{ path: '/reservations', element: <ReservationsList /> }], '/reservations');
  const row = (await screen.findByText('Mia Passenger')).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Actions for A41' }));
  return screen.findByRole('menu', { name: 'Actions for A41' });
}

describe('reservations list: Edit within 6 hours of pickup (issue 38 item 12)', () => {
  it('tells a dispatcher where Edit would be that only an administrator may, and does nothing when chosen', async () => {
    const menu = await openMenuAs(
      buildUser({ permissions: ['reservations:view', 'reservations:edit', 'reservations:details'] }),
    );
    const edit = within(menu).getByRole('menuitem', { name: /^Edit \(not available\)/ });
    expect(edit.getAttribute('aria-disabled')).toBe('true');
    expect(edit.textContent).toBe(`Edit (not available)${EDIT_MESSAGES.tooLateForStaff}`);
    expect(edit.textContent).toContain('only an administrator can edit a trip');
    fireEvent.click(edit);
    expect(screen.getByRole('menu', { name: 'Actions for A41' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'View' })).toBeTruthy();
  });

  it('offers Edit itself to an administrator', async () => {
    const menu = await openMenuAs(buildUser({ isAdmin: true }));
    expect(within(menu).getByRole('menuitem', { name: 'Edit' }).getAttribute('aria-disabled')).toBeNull();
    expect(within(menu).queryByText(EDIT_MESSAGES.tooLateForStaff)).toBeNull();
  });

  it('says nothing of Edit to someone who may not edit trips at all', async () => {
    const menu = await openMenuAs(buildUser({ permissions: ['reservations:view', 'reservations:details'] }));
    expect(within(menu).queryByRole('menuitem', { name: /Edit/ })).toBeNull();
  });
});
