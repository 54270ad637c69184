import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse, renderApp, signInAs } from '../../../testing/test-utils';
import { CARS, QUOTE } from '../testing-fixtures';
import { emptyWizardState, type WizardState } from '../wizard/wizard-state';

const MARIA = { id: 31, fullName: 'Maria Lopez', email: 'maria@example.com', phoneNumber: '+1 646 555 0111' };
const ACME = { id: 12, name: 'Acme Travel' };

/** The dispatcher's wizard's calls: the look-ups, the quote and the booking (whose bodies are kept). */
function serve() {
  const bookings: Record<string, unknown>[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input).replace(/\?.*$/, '');
    if (path === '/api/v1/cars/available') return jsonResponse({ dataItems: CARS, count: 1 });
    if (path === '/api/v1/reservations/lookups/customers') return jsonResponse({ dataItems: [MARIA], count: 1 });
    if (path === '/api/v1/reservations/lookups/affiliates') return jsonResponse({ dataItems: [ACME], count: 1 });
    if (path === '/api/v1/reservations/quote') return jsonResponse({ data: QUOTE });
    if (path === '/api/v1/reservations') {
      bookings.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      const reservation = { id: 42, number: 'A42', status: 'unpaid', email: MARIA.email, pickUpDateTime: null };
      return jsonResponse({ data: { reservation, returnReservation: null, warnings: [] } }, 201);
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  return bookings;
}

/** A trip priced, kept in this tab on the customer step with the terms accepted. */
function storeAtCustomer() {
  const state: WizardState = emptyWizardState();
  state.step = 'customer';
  state.termsAccepted = true;
  state.trip.pickUp = { placeId: 21, address: 'JFK Terminal 4, JFK', airportId: 1, isAirport: true };
  state.trip.dropOff = {
    placeId: 3,
    address: 'Empire State Building, 20 W 34th St',
    airportId: null,
    isAirport: false,
  };
  state.trip.pickUpDate = '2030-12-01';
  state.trip.pickUpTime = '10:00';
  state.price.cars = [{ carId: 1, count: 1 }];
  window.sessionStorage.setItem('livery.booking-wizard', JSON.stringify(state));
}

/** Searches a step-3 look-up and picks its one result. */
async function choose(label: RegExp, search: string, option: RegExp) {
  const field = screen.getByRole('combobox', { name: label });
  act(() => field.focus());
  fireEvent.change(field, { target: { value: search } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** Moves focus away from the look-ups, as a person tabbing on to the next field does. */
const focusElsewhere = () => act(() => screen.getByRole('textbox', { name: /Hotel name/ }).focus());

/** Summary, payment, "Book without payment": the body the server received. */
async function bookIt(bookings: Record<string, unknown>[]) {
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { name: 'Step 4 of 5: Summary and terms' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  const book = await screen.findByRole('button', { name: 'Book without payment' });
  await waitFor(() => expect((book as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(book);
  expect(await screen.findByRole('heading', { name: 'Booked: A42' })).toBeTruthy();
  return bookings[0]?.['customer'] as Record<string, unknown>;
}

beforeAll(async () => {
  await import('./booking-wizard');
}, 30_000);

afterEach(() => vi.restoreAllMocks());

describe('step 3 for staff: the customer and the affiliate chosen', () => {
  const dispatcher = () =>
    signInAs(
      buildUser({
        permissions: [
          'reservations:create',
          'reservations:create-without-payment',
          'reservations:search-user',
          'reservations:search-affiliate',
        ],
      }),
    );

  it('are kept when focus moves on, shown as chosen, and booked', async () => {
    const bookings = serve();
    dispatcher();
    storeAtCustomer();
    await renderApp('/reservation/create?isGettingAQuote=false');
    await screen.findByRole('heading', { name: 'Step 3 of 5: Customer' });

    await choose(/Existing customer/, 'mari', /Maria Lopez/);
    focusElsewhere();
    await choose(/Affiliate/, 'acme', /Acme Travel/);
    focusElsewhere();

    expect(screen.getByText('Maria Lopez (maria@example.com)')).toBeTruthy();
    expect(screen.getByText('Acme Travel')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear the chosen customer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear the chosen affiliate' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Maria Lopez');

    const customer = await bookIt(bookings);
    expect(customer).toMatchObject({ customerId: MARIA.id, affiliateId: ACME.id, email: MARIA.email });
  }, 120_000);

  it('are let go only by Clear, which leaves the details typed and books without the link', async () => {
    const bookings = serve();
    dispatcher();
    storeAtCustomer();
    await renderApp('/reservation/create?isGettingAQuote=false');
    await screen.findByRole('heading', { name: 'Step 3 of 5: Customer' });

    await choose(/Existing customer/, 'mari', /Maria Lopez/);
    await choose(/Affiliate/, 'acme', /Acme Travel/);
    // Emptying the search is not clearing the choice.
    fireEvent.change(screen.getByRole('combobox', { name: /Existing customer/ }), { target: { value: '' } });
    focusElsewhere();
    expect(screen.getByText('Maria Lopez (maria@example.com)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear the chosen customer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear the chosen affiliate' }));
    expect(screen.queryByText('Maria Lopez (maria@example.com)')).toBeNull();
    expect(screen.queryByRole('button', { name: /Clear the chosen/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Affiliate/ }));

    const customer = await bookIt(bookings);
    expect(customer['customerId']).toBeUndefined();
    expect(customer['affiliateId']).toBeUndefined();
    expect(customer).toMatchObject({ name: 'Maria Lopez', email: MARIA.email });
  }, 120_000);
});
