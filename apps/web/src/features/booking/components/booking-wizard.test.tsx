import {
  ADDRESS_MESSAGES,
  airportChoice,
  CHECK_MESSAGES,
  DEFAULT_BUSINESS_TIME_ZONE,
  DEFAULT_TIME_FORMAT,
  type TimeFormat,
} from '@livery/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setDisplayClock } from '../../../lib/display-clock';
import { buildUser, jsonResponse, renderApp, signInAs } from '../../../testing/test-utils';
import { emptyWizardState, type WizardState } from '../wizard/wizard-state';
import { CARS, JFK_WITH_A_TERMINAL as AIRPORTS, QUOTE } from '../testing-fixtures';

const SUGGESTIONS = [
  {
    kind: 'place',
    name: 'Empire State Building',
    address: 'Empire State Building, 20 W 34th St',
    placeId: 3,
    airportId: null,
    savedId: null,
    precision: 'place',
  },
];

/** A booked trip from a terminal to an address, as `GET /reservations/{id}/booking` answers it. */
const BOOKED = {
  id: 7,
  number: 'A7',
  status: 'pending',
  returnId: null,
  returnNumber: null,
  returnStatus: null,
  version: 1,
  trip: {
    tripType: 'from-airport',
    pickUp: { placeId: 21, address: 'JFK Terminal 4, John F. Kennedy International Airport (JFK)' },
    dropOff: { placeId: 3, address: 'Empire State Building, 20 W 34th St' },
    stops: [],
    pickUpAt: '2030-12-01T10:00:00',
    passengers: 2,
    cars: [{ carId: 1, count: 1 }],
    meetAndGreet: false,
    gratuity: { kind: 'none' },
    isBagsChecked: false,
  },
  customer: { name: 'Cara Customer', email: 'cara@example.com', phoneNumber: '+1 212 555 0102' },
  customerLabel: null,
  affiliateName: null,
  total: 85,
  paymentType: null,
  transactionId: null,
  editRefusal: null,
};

/**
 * Answers the wizard's calls; the quote answers a 400 on an unknown code, as the API does. `airportsDown`: the
 * airports answer a 500 (their calls are counted either way).
 */
/** The API's answers; `timeFormat` answers the business's clock too (else `/business-date` is a 404: the 12-hour one). */
function serve({ airportsDown = false, timeFormat }: { airportsDown?: boolean; timeFormat?: TimeFormat } = {}) {
  let airportCalls = 0;
  const quotes: Record<string, unknown>[] = [];
  const bookings: { body: Record<string, unknown>; key: string | null }[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input).replace(/\?.*$/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (path === '/api/v1/airports') {
      airportCalls += 1;
      if (airportsDown) return jsonResponse({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, 500);
      return jsonResponse({ dataItems: AIRPORTS, count: 1 });
    }
    if (path === '/api/v1/business-date' && timeFormat)
      return jsonResponse({ data: { today: '2026-11-01', timeZone: 'America/New_York', timeFormat } });
    if (path === `/api/v1/reservations/${BOOKED.id}/booking`) return jsonResponse({ data: BOOKED });
    if (path === '/api/v1/places/suggestions') return jsonResponse({ dataItems: SUGGESTIONS, count: 1 });
    if (path === '/api/v1/cars/available') return jsonResponse({ dataItems: CARS, count: 1 });
    if (path === '/api/v1/reservations/quote') {
      quotes.push(body);
      if (String(body['pickUpAt']).startsWith('2020'))
        return jsonResponse(
          {
            error: {
              code: 'VALIDATION',
              message: 'The pickup must be in the future.',
              fields: { pickUpAt: 'The pickup must be in the future.' },
            },
          },
          400,
        );
      const dropOff = body['dropOff'] as { address?: string } | undefined;
      if (dropOff?.address === 'Somewhere far')
        return jsonResponse(
          {
            error: {
              code: 'VALIDATION',
              message: ADDRESS_MESSAGES.unplaceable,
              fields: { dropOff: ADDRESS_MESSAGES.unplaceable },
            },
          },
          400,
        );
      if (body['discountCode'] === 'NOPE')
        return jsonResponse(
          {
            error: {
              code: 'VALIDATION',
              message: 'This discount code is not valid',
              fields: { discountCode: 'This discount code is not valid' },
            },
          },
          400,
        );
      return jsonResponse({ data: QUOTE });
    }
    if (path === '/api/v1/reservations') {
      const headers = new Headers(init?.headers);
      bookings.push({ body, key: headers.get('idempotency-key') });
      if (bookings.length === 1)
        return jsonResponse(
          { error: { code: 'CONFLICT', message: 'The price changed' }, data: { ...QUOTE, total: 90 } },
          409,
        );
      return jsonResponse(
        {
          data: {
            reservation: {
              id: 42,
              number: 'A42',
              status: 'unpaid',
              email: 'maria@example.com',
              pickUpDateTime: null,
              amount: 90,
              pickUpLocation: 'JFK',
              dropOffLocation: 'Empire',
            },
            returnReservation: null,
            warnings: [],
          },
        },
        201,
      );
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  return { fetchMock, quotes, bookings, airportCalls: () => airportCalls };
}

/** A trip filled in up to step 2, kept in sessionStorage as the wizard keeps it. */
function storedAtPrice(overrides: Partial<WizardState> = {}): WizardState {
  const state = emptyWizardState();
  state.step = 'price';
  state.trip.pickUp = {
    placeId: 21,
    address: 'JFK Terminal 4, John F. Kennedy International Airport (JFK)',
    airportId: 1,
    isAirport: true,
  };
  state.trip.dropOff = {
    placeId: 3,
    address: 'Empire State Building, 20 W 34th St',
    airportId: null,
    isAirport: false,
  };
  state.trip.pickUpDate = '2030-12-01';
  state.trip.pickUpTime = '10:00';
  state.price.cars = [{ carId: 1, count: 1 }];
  Object.assign(state, overrides);
  window.sessionStorage.setItem('livery.booking-wizard', JSON.stringify(state));
  return state;
}

beforeAll(async () => {
  await import('./booking-wizard');
}, 30_000);

afterEach(() => {
  vi.restoreAllMocks();
  // A test answering the business's clock sets the screens' own; the others read the default.
  setDisplayClock({ timeZone: DEFAULT_BUSINESS_TIME_ZONE, timeFormat: DEFAULT_TIME_FORMAT });
});

describe('the booking wizard', () => {
  it('turns the chosen airport, terminal and known address into the quote request', async () => {
    const { quotes } = serve();
    await renderApp('/reservation/create');
    expect(await screen.findByRole('heading', { name: 'Get a quote' })).toBeTruthy();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Pickup airport/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'John F. Kennedy International Airport (JFK)' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Pickup terminal/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'JFK Terminal 4' }));
    fireEvent.change(screen.getByRole('combobox', { name: /Drop-off address/ }), { target: { value: 'Empire' } });
    fireEvent.click(await screen.findByRole('option', { name: /Empire State Building/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /Pickup date/ }), { target: { value: '2030-12-01' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Pickup time/ }), { target: { value: '10:00 am' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Step 2 of 5: Cars and price' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'One Sedan more' }));
    await waitFor(() => expect(quotes).toHaveLength(1));
    expect(quotes[0]).toEqual({
      tripType: 'from-airport',
      service: 'transfer',
      pickUp: { placeId: 21, address: 'JFK Terminal 4, John F. Kennedy International Airport (JFK)' },
      dropOff: { placeId: 3, address: 'Empire State Building, 20 W 34th St' },
      stops: [],
      pickUpAt: '2030-12-01T10:00',
      passengers: 1,
      cars: [{ carId: 1, count: 1 }],
      meetAndGreet: false,
      gratuity: { kind: 'none' },
      isBagsChecked: false,
    });
    const explainer = screen.getByRole('region', { name: 'Price' });
    expect(await within(explainer).findByText('Sedan × 1')).toBeTruthy();
    expect(within(explainer).getByTestId('quote-total').textContent).toBe('$85.00');
  });

  it('lets a visitor type any address: it is quoted as typed, and one the server cannot place is named on its field', async () => {
    const { quotes } = serve();
    storedAtPrice({ step: 'trip' });
    await renderApp('/reservation/create');
    expect(await within(await screen.findByRole('region', { name: 'Price' })).findByText('Sedan × 1')).toBeTruthy();
    const dropOff = await screen.findByRole('combobox', { name: /Drop-off address/ });
    expect(screen.getByText('A known place: the distance is measured')).toBeTruthy();

    fireEvent.change(dropOff, { target: { value: '350 5th Ave, New York, NY 10118' } });
    expect(screen.getByText('Start typing a street address with its ZIP code, or choose a suggestion')).toBeTruthy();
    await waitFor(() => expect(quotes.at(-1)?.['dropOff']).toEqual({ address: '350 5th Ave, New York, NY 10118' }));
    expect(dropOff.getAttribute('aria-invalid')).toBe('false');

    fireEvent.change(dropOff, { target: { value: 'Somewhere far' } });
    await waitFor(() => expect(dropOff.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(ADDRESS_MESSAGES.unplaceable).length).toBeGreaterThan(0);
    // Staff's miles are not offered to a visitor.
    expect(screen.queryByRole('spinbutton', { name: /Miles/ })).toBeNull();
  });

  it('shows a refused code on its field, and a visitor proceeding from the quote is asked to sign in', async () => {
    serve();
    storedAtPrice();
    const { router } = await renderApp('/reservation/create');
    const code = await screen.findByRole('textbox', { name: /Discount code/ });
    fireEvent.change(code, { target: { value: 'NOPE' } });
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('This discount code is not valid').length).toBeGreaterThan(0);
    fireEvent.change(code, { target: { value: '' } });
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('false'));
    expect(await within(screen.getByRole('region', { name: 'Price' })).findByText('Sedan × 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Step 4 of 5: Summary and terms' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'Step 3 of 5: Customer' })).toBeTruthy();
    expect(router.state.location.search).toBe('?isGettingAQuote=false');
    const signIn = screen.getByRole('link', { name: 'Sign in to book' });
    expect(signIn.getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/reservation/create?isGettingAQuote=false')}`,
    );
    expect(JSON.parse(window.sessionStorage.getItem('livery.booking-wizard') ?? '{}').step).toBe('customer');
  });

  it('books without payment with an Idempotency-Key, and confirms a changed price with a new attempt', async () => {
    const { bookings } = serve();
    signInAs(
      buildUser({
        permissions: ['reservations:create', 'reservations:create-without-payment', 'reservations:details'],
        fullName: 'Cara Customer',
        email: 'cara@example.com',
        phoneNumber: '+1 212 555 0102',
      }),
    );
    storedAtPrice({ step: 'payment', termsAccepted: true });
    await renderApp('/reservation/create?isGettingAQuote=false');
    const book = await screen.findByRole('button', { name: 'Book without payment' });
    await waitFor(() => expect((book as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(book);

    expect(await screen.findByText('The price changed')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'The new price' }).textContent).toContain('$90.00');
    fireEvent.click(screen.getByRole('button', { name: 'Book without payment' }));
    expect(await screen.findByRole('heading', { name: 'Booked: A42' })).toBeTruthy();

    expect(bookings).toHaveLength(2);
    expect(bookings[0]?.body).toMatchObject({ expectedTotal: 85, termsAccepted: true, payment: { kind: 'unpaid' } });
    expect(bookings[1]?.body).toMatchObject({ expectedTotal: 90 });
    expect(bookings[0]?.key).toMatch(/^[\w-]{8,}$/);
    expect(bookings[1]?.key).not.toBe(bookings[0]?.key);
    expect(window.sessionStorage.getItem('livery.booking-wizard')).toBeNull();
  });

  it('takes a refusal about an earlier step back to that step, the message on its field', async () => {
    serve();
    storedAtPrice({ trip: { ...storedAtPrice().trip, pickUpDate: '2020-01-01' } });
    await renderApp('/reservation/create');
    const explainer = await screen.findByRole('region', { name: 'Price' });
    expect(await within(explainer).findByText('The pickup must be in the future.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Step 1 of 5: Trip' })).toBeTruthy();
    const date = screen.getByRole('textbox', { name: /Pickup date/ });
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('The pickup must be in the future.').length).toBeGreaterThan(0);
  });

  describe('when the airports cannot be loaded', () => {
    /** Open, and still open once the airport picker has tried again: the screen is not closed and reopened. */
    async function expectWizardStaysOpen(airportCalls: () => number) {
      const heading = await screen.findByRole('heading', { name: /^Step 1 of \d: Trip$/ });
      expect(await screen.findByText('The airports could not be loaded. Reload the page.')).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heading.isConnected).toBe(true);
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(airportCalls()).toBeLessThanOrEqual(2);
    }

    it('copies a booked trip into a wizard that stays open, the airport left to choose', async () => {
      const { airportCalls } = serve({ airportsDown: true });
      signInAs(buildUser({ permissions: ['reservations:create', 'reservations:details'] }));
      await renderApp('/reservation/create?id=7');
      await expectWizardStaysOpen(airportCalls);
      expect((screen.getByRole('spinbutton', { name: /Passengers/ }) as HTMLInputElement).value).toBe('2');
    });

    it('opens a booked trip to change in a wizard that stays open', async () => {
      const { airportCalls } = serve({ airportsDown: true });
      signInAs(buildUser({ permissions: ['reservations:create', 'reservations:details', 'reservations:edit'] }));
      await renderApp('/reservation/update/7');
      await expectWizardStaysOpen(airportCalls);
      expect((screen.getByRole('textbox', { name: /Pickup date/ }) as HTMLInputElement).value).toBe('2030-12-01');
    });
  });

  describe("going on from the server's first step (decision 067)", () => {
    /** The address the first step's plain form sends, as the browser builds it. */
    const tripStart = (fields: Record<string, string>) =>
      `/reservation/create?${new URLSearchParams({
        start: 'next',
        tripType: 'from-airport',
        airport: airportChoice(1, 21),
        address: '350 5th Ave, New York, NY 10118',
        pickUpDate: '2030-12-01',
        pickUpTime: '10:00 am',
        passengers: '2',
        ...fields,
      }).toString()}`;
    const stored = () => JSON.parse(window.sessionStorage.getItem('livery.booking-wizard') ?? '{}') as WizardState;

    it('opens on the price with the trip as sent, and takes the form out of the address', async () => {
      serve();
      const { router } = await renderApp(tripStart({ isGettingAQuote: 'true' }));
      expect(await screen.findByRole('heading', { name: 'Step 2 of 5: Cars and price' })).toBeTruthy();
      await waitFor(() => expect(router.state.location.search).toBe('?isGettingAQuote=true'));
      expect(stored().trip).toMatchObject({
        tripType: 'from-airport',
        pickUp: { placeId: 21, address: 'JFK Terminal 4, John F. Kennedy International Airport (JFK)', airportId: 1 },
        dropOff: { placeId: null, address: '350 5th Ave, New York, NY 10118', airportId: null, isAirport: false },
        stops: [],
        pickUpDate: '2030-12-01',
        pickUpTime: '10:00',
        passengers: 2,
      });

      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(await screen.findByRole('heading', { name: 'Step 1 of 5: Trip' })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: /Pickup terminal/ }).textContent).toBe('JFK Terminal 4');
      const dropOff = screen.getByRole('combobox', { name: /Drop-off address/ }) as HTMLInputElement;
      expect(dropOff.value).toBe('350 5th Ave, New York, NY 10118');
      expect((screen.getByRole('textbox', { name: /Pickup date/ }) as HTMLInputElement).value).toBe('2030-12-01');
      expect((screen.getByRole('spinbutton', { name: /Passengers/ }) as HTMLInputElement).value).toBe('2');
    });

    it('stays on the trip, each missing field named, when step 1 is not complete', async () => {
      serve();
      const { router } = await renderApp(tripStart({ pickUpDate: '' }));
      // Next was pressed: what stops it is read out above the buttons and put on its field.
      expect((await screen.findByRole('alert')).textContent).toBe(CHECK_MESSAGES.date);
      expect(screen.getByRole('heading', { name: 'Step 1 of 5: Trip' })).toBeTruthy();
      const date = screen.getByRole('textbox', { name: /Pickup date/ });
      expect(date.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(date.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        CHECK_MESSAGES.date,
      );
      expect((screen.getByRole('textbox', { name: /Pickup time/ }) as HTMLInputElement).value).toBe('10:00 AM');
      await waitFor(() => expect(router.state.location.search).toBe(''));
    });

    it('reads the time sent on the business’s clock, and keeps one it cannot read on its field with how to type it', async () => {
      serve();
      await renderApp(tripStart({ pickUpTime: '10:00' }));
      // A 12-hour business: 10:00 could be morning or evening.
      expect((await screen.findByRole('alert')).textContent).toBe(CHECK_MESSAGES.time);
      expect(screen.getByRole('heading', { name: 'Step 1 of 5: Trip' })).toBeTruthy();
      // The field keeps the text typed, and says how to type it.
      const time = screen.getByRole('textbox', { name: /Pickup time/ }) as HTMLInputElement;
      expect(time.value).toBe('10:00');
      expect(time.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(time.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Add AM or PM to the pickup time: 10:00 AM or 10:00 PM',
      );
      expect(stored().trip.pickUpTime).toBe('');
      // Fixed, it is kept on the clock and shown on it.
      fireEvent.change(time, { target: { value: '10:00 pm' } });
      fireEvent.blur(time);
      expect(time.value).toBe('10:00 PM');
      expect(time.getAttribute('aria-invalid')).toBe('false');
      await waitFor(() => expect(stored().trip.pickUpTime).toBe('22:00'));
      // Started over, neither the text typed here nor the one the server's step sent comes back.
      fireEvent.change(time, { target: { value: '9:30' } });
      fireEvent.blur(time);
      expect(time.getAttribute('aria-invalid')).toBe('true');
      fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
      const afresh = screen.getByRole('textbox', { name: /Pickup time/ }) as HTMLInputElement;
      await waitFor(() => expect(afresh.value).toBe(''));
      expect(afresh.getAttribute('aria-invalid')).toBe('false');
    });

    it('reads 10:00 as the morning for a 24-hour business, and goes on', async () => {
      serve({ timeFormat: '24h' });
      await renderApp(tripStart({ pickUpTime: '10:00' }));
      expect(await screen.findByRole('heading', { name: 'Step 2 of 5: Cars and price' })).toBeTruthy();
      expect(stored().trip.pickUpTime).toBe('10:00');
    });

    it('opens the trip with a stop to fill in on "Add a stop"', async () => {
      serve();
      const { router } = await renderApp(tripStart({ start: 'add-stop' }));
      expect(await screen.findByRole('combobox', { name: /Stop 1/ })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Step 1 of 5: Trip' })).toBeTruthy();
      expect(screen.queryByRole('combobox', { name: /Stop 2/ })).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(stored().trip.stops).toEqual([{ placeId: null, address: '', airportId: null, isAirport: false }]);
    });

    it('still opens the trip when the airports cannot be loaded, the airport left to choose', async () => {
      serve({ airportsDown: true });
      await renderApp(tripStart({}));
      expect((await screen.findByRole('alert')).textContent).toBe(CHECK_MESSAGES.airport);
      expect(screen.getByRole('heading', { name: 'Step 1 of 5: Trip' })).toBeTruthy();
      const dropOff = screen.getByRole('combobox', { name: /Drop-off address/ }) as HTMLInputElement;
      expect(dropOff.value).toBe('350 5th Ave, New York, NY 10118');
      expect((screen.getByRole('textbox', { name: /Pickup date/ }) as HTMLInputElement).value).toBe('2030-12-01');
    });

    it('goes on with the trip kept in this tab rather than the form', async () => {
      serve();
      storedAtPrice({ step: 'trip' });
      await renderApp(tripStart({ pickUpDate: '2031-01-05' }));
      expect(await screen.findByRole('heading', { name: 'Step 1 of 5: Trip' })).toBeTruthy();
      expect((screen.getByRole('textbox', { name: /Pickup date/ }) as HTMLInputElement).value).toBe('2030-12-01');
    });
  });
});
