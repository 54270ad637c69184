import { QUOTE_OFFER_MESSAGES } from '@livery/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse, renderApp, signInAs } from '../../../testing/test-utils';
import { emptyWizardState, type WizardState } from '../wizard/wizard-state';
import { CARS, JFK_WITH_A_TERMINAL as AIRPORTS, QUOTE } from '../testing-fixtures';

/** A sent quote as `POST /quotes` answers it. */
const SENT = {
  quote: {
    id: 12,
    number: 'Q12',
    name: 'Quinn Quoted',
    email: 'quinn@example.com',
    tripType: 'from-airport',
    pickUpAt: '2030-12-01T15:00:00.000Z',
    pickUpLocation: 'JFK Terminal 4',
    dropOffLocation: 'Empire State Building',
    total: 90,
    status: 'sent',
    sentAt: '2030-11-01T15:00:00.000Z',
    expiresAt: '2030-11-04T15:00:00.000Z',
    sentByName: 'Dana Dispatcher',
    reservationId: null,
    reservationNumber: null,
  },
  link: 'https://livery.example/quote/abc',
};

/** The wizard's calls, and `POST /quotes`: first a 409 with a new total (the price changed), then sent. */
function serve() {
  const sends: Record<string, unknown>[] = [];
  const priced: Record<string, unknown>[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input).replace(/\?.*$/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (path === '/api/v1/airports') return jsonResponse({ dataItems: AIRPORTS, count: 1 });
    if (path === '/api/v1/cars/available') return jsonResponse({ dataItems: CARS, count: 1 });
    if (path === '/api/v1/reservations/quote') {
      priced.push(body);
      return jsonResponse({ data: QUOTE });
    }
    if (path === '/api/v1/configurations/public')
      return jsonResponse({
        data: { quotes: { validDays: 5 }, timezone: 'America/New_York', booking: { pointToPointForEveryone: false } },
      });
    if (path === '/api/v1/quotes') {
      sends.push(body);
      if (sends.length === 1)
        return jsonResponse(
          { error: { code: 'CONFLICT', message: 'The price changed' }, data: { ...QUOTE, total: 90 } },
          409,
        );
      return jsonResponse({ data: SENT }, 201);
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  return { sends, priced };
}

/** A trip filled in up to the summary, for a customer, kept in sessionStorage as the wizard keeps it. */
function storedAtSummary(): WizardState {
  const state = emptyWizardState();
  state.step = 'summary';
  state.trip.pickUp = {
    placeId: 21,
    address: 'JFK Terminal 4, John F. Kennedy International Airport (JFK)',
    airportId: 1,
    isAirport: true,
  };
  state.trip.dropOff = { placeId: 3, address: 'Empire State Building', airportId: null, isAirport: false };
  state.trip.pickUpDate = '2030-12-01';
  state.trip.pickUpTime = '10:00';
  state.price.cars = [{ carId: 1, count: 1 }];
  state.customer = {
    ...state.customer,
    name: 'Quinn Quoted',
    email: 'quinn@example.com',
    phoneNumber: '+1 212 555 0142',
  };
  window.sessionStorage.setItem('livery.booking-wizard', JSON.stringify(state));
  return state;
}

const DISPATCHER = ['reservations:create', 'reservations:search-user', 'reservations:view'] as const;

beforeAll(async () => {
  await import('./booking-wizard');
}, 30_000);

afterEach(() => vi.restoreAllMocks());

describe('"Send as quote" at the summary', () => {
  it('sends the trip, customer and shown total for the configured days, confirms a changed price, then says where it went', async () => {
    const { sends, priced } = serve();
    signInAs(buildUser({ permissions: [...DISPATCHER] }));
    storedAtSummary();
    await renderApp('/reservation/create?isGettingAQuote=false');
    const days = await screen.findByRole('spinbutton', { name: 'Valid for (days)' });
    await waitFor(() => expect((days as HTMLInputElement).value).toBe('5'));
    const send = screen.getByRole('button', { name: 'Send as quote' });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(send);

    expect(await screen.findByText('The price changed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send as quote' }));
    const sent = await screen.findByRole('status');
    expect(sent.textContent).toMatch(/^Quote Q12 sent to quinn@example\.com, valid until .*2030/);
    expect(screen.getByRole('link', { name: 'See the quotes sent' }).getAttribute('href')).toBe('/quotes');

    expect(sends).toHaveLength(2);
    // The trip exactly as it was priced (and as booking it would send it), for the customer of step 3.
    expect(sends[0]?.['trip']).toEqual(priced.at(-1));
    expect(sends[0]).toMatchObject({
      trip: { tripType: 'from-airport', cars: [{ carId: 1, count: 1 }] },
      customer: { name: 'Quinn Quoted', email: 'quinn@example.com', phoneNumber: '+1 212 555 0142' },
      expectedTotal: QUOTE.total,
      validDays: 5,
    });
    expect(sends[0]).not.toHaveProperty('termsAccepted');
    expect(sends[1]).toMatchObject({ expectedTotal: 90 });
  });

  it('refuses days out of range before sending', async () => {
    const { sends } = serve();
    signInAs(buildUser({ permissions: [...DISPATCHER] }));
    storedAtSummary();
    await renderApp('/reservation/create?isGettingAQuote=false');
    const days = await screen.findByRole('spinbutton', { name: 'Valid for (days)' });
    fireEvent.change(days, { target: { value: '61' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send as quote' }));
    expect(await screen.findByText(QUOTE_OFFER_MESSAGES.validDays)).toBeTruthy();
    expect(sends).toHaveLength(0);
  });

  it('is not offered to someone who books only for themselves', async () => {
    serve();
    signInAs(buildUser({ permissions: ['reservations:create'] }));
    storedAtSummary();
    await renderApp('/reservation/create?isGettingAQuote=false');
    expect(await screen.findByRole('heading', { name: /Summary/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send as quote' })).toBeNull();
  });
});
