import { BOOKING_REQUEST_WORDS, type Permission } from '@livery/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse, renderApp, signInAs } from '../../../testing/test-utils';
import { emptyWizardState, type WizardState } from '../wizard/wizard-state';
import { CARS, QUOTE } from '../testing-fixtures';

/**
 * PayPal's React components stand in for the SDK (the e2e test runs the real ones against the local PayPal): the
 * load state is set per test, and the button runs `createOrder` then `onApprove` as PayPal does.
 */
const sdk = vi.hoisted(() => ({ state: 'resolved' as 'pending' | 'resolved' | 'rejected', options: null as unknown }));
vi.mock('@paypal/react-paypal-js', async () => {
  const { createElement } = await import('react');
  interface ButtonProps {
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }) => Promise<void>;
    onError: (error: unknown) => void;
  }
  return {
    PayPalScriptProvider: ({ options, children }: { options: unknown; children: unknown }) => {
      sdk.options = options;
      return children;
    },
    usePayPalScriptReducer: () => [
      {
        isPending: sdk.state === 'pending',
        isRejected: sdk.state === 'rejected',
        isResolved: sdk.state === 'resolved',
      },
    ],
    PayPalButtons: (props: ButtonProps) =>
      createElement(
        'button',
        {
          type: 'button',
          onClick: () =>
            void props
              .createOrder()
              .then((orderID) => props.onApprove({ orderID }))
              .catch((error: unknown) => props.onError(error)),
        },
        'Pay with PayPal',
      ),
  };
});

const CONFIG = { available: true, clientId: 'test-client', sdkUrl: 'http://paypal.test/sdk/js', currency: 'USD' };

interface Answers {
  config?: Response;
  order?: Response;
  booking?: Response;
}

function serve(answers: Answers = {}) {
  const orders: Record<string, unknown>[] = [];
  const bookings: { body: Record<string, unknown>; key: string | null }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input).replace(/\?.*$/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (path === '/api/v1/airports' || path === '/api/v1/places/suggestions')
      return jsonResponse({ dataItems: [], count: 0 });
    if (path === '/api/v1/cars/available') return jsonResponse({ dataItems: CARS, count: 1 });
    if (path === '/api/v1/reservations/quote') return jsonResponse({ data: QUOTE });
    if (path === '/api/v1/payments/paypal/config') return answers.config?.clone() ?? jsonResponse({ data: CONFIG });
    if (path === '/api/v1/configurations/public')
      return jsonResponse({
        data: { home: { contactNumber: '+1 (212) 555-0100' }, booking: { pointToPointForEveryone: false } },
      });
    if (path === '/api/v1/reservations/paypal/orders') {
      orders.push(body);
      return answers.order?.clone() ?? jsonResponse({ data: { orderId: 'ORDER-1' } }, 201);
    }
    if (path === '/api/v1/reservations') {
      bookings.push({ body, key: new Headers(init?.headers).get('idempotency-key') });
      if (answers.booking) return answers.booking.clone();
      return jsonResponse(
        {
          data: {
            reservation: {
              id: 42,
              number: 'A42',
              status: 'created',
              email: 'cara@example.com',
              pickUpDateTime: null,
              amount: 85,
              pickUpLocation: 'JFK',
              dropOffLocation: 'Empire',
              transactionId: 'CAPTURE-9',
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
  return { orders, bookings };
}

/** A complete one-way trip on step 5, kept in sessionStorage as the wizard keeps it. */
function storedAtPayment() {
  const state: WizardState = emptyWizardState();
  state.step = 'payment';
  state.termsAccepted = true;
  state.trip.pickUp = { placeId: 21, address: 'JFK Terminal 4', airportId: 1, isAirport: true };
  state.trip.dropOff = { placeId: 3, address: 'Empire State Building', airportId: null, isAirport: false };
  state.trip.pickUpDate = '2030-12-01';
  state.trip.pickUpTime = '10:00';
  state.price.cars = [{ carId: 1, count: 1 }];
  window.sessionStorage.setItem('livery.booking-wizard', JSON.stringify(state));
}

const customer = (permissions: Permission[] = ['reservations:create']) =>
  signInAs(
    buildUser({ permissions, fullName: 'Cara Customer', email: 'cara@example.com', phoneNumber: '+1 212 555 0102' }),
  );

async function openPayment() {
  storedAtPayment();
  await renderApp('/reservation/create?isGettingAQuote=false');
  expect(await screen.findByRole('heading', { name: 'Step 5 of 5: Payment' })).toBeTruthy();
}

/** Clicks PayPal's button once the price on screen is current (the buttons are disabled before). */
async function pay() {
  const button = await screen.findByRole('button', { name: 'Pay with PayPal' });
  await screen.findByText(/\$85\.00 is charged/);
  fireEvent.click(button);
}

beforeAll(async () => {
  await import('./booking-wizard');
}, 30_000);

beforeEach(() => {
  sdk.state = 'resolved';
  sdk.options = null;
});

afterEach(() => vi.restoreAllMocks());

describe('paying with PayPal in step 5', () => {
  it('loads the SDK from the configured URL, opens the order at the total on screen, and books with it', async () => {
    const { orders, bookings } = serve();
    customer();
    await openPayment();
    await pay();

    expect(await screen.findByRole('heading', { name: 'Booked: A42' })).toBeTruthy();
    // Words, not the status key (issue 38, item 17: "The trip is booked as created").
    expect(screen.getByText('Status: Booked')).toBeTruthy();
    expect(screen.getByText(/^The trip is booked and paid\. A confirmation e-mail is on its way/)).toBeTruthy();
    expect(screen.queryByText(/booked as/)).toBeNull();
    // A customer reads that it is paid; the PayPal transaction is the office's reference (decision 052).
    expect(screen.getByText('Paid by PayPal')).toBeTruthy();
    expect(screen.queryByText(/CAPTURE-9/)).toBeNull();
    expect(sdk.options).toMatchObject({
      clientId: 'test-client',
      sdkBaseUrl: 'http://paypal.test/sdk/js',
      currency: 'USD',
    });
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ expectedTotal: 85, trip: { pickUpAt: expect.any(String) as unknown } });
    expect(bookings).toHaveLength(1);
    expect(bookings[0]?.body).toMatchObject({ expectedTotal: 85, payment: { kind: 'paypal', orderId: 'ORDER-1' } });
    expect(bookings[0]?.key).toMatch(/^[\w-]{8,}$/);
    // A customer without `create-without-payment` is never offered booking unpaid.
    expect(screen.queryByRole('button', { name: 'Book without payment' })).toBeNull();
  });

  it('shows the new price when the order is refused with a 409, and books nothing', async () => {
    const { bookings } = serve({
      order: jsonResponse(
        { error: { code: 'CONFLICT', message: 'The price changed' }, data: { ...QUOTE, total: 90 } },
        409,
      ),
    });
    customer();
    await openPayment();
    await pay();
    expect(await screen.findByText('The price changed')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'The new price' }).textContent).toContain('$90.00');
    expect(bookings).toHaveLength(0);
  });

  it('says a 502 is PayPal’s trouble and that nothing was booked', async () => {
    serve({
      booking: jsonResponse({ error: { code: 'BAD_GATEWAY', message: 'PayPal did not answer (debug id 7).' } }, 502),
    });
    customer();
    await openPayment();
    await pay();
    const alert = await screen.findByText(/nothing was booked/);
    expect(alert.textContent).toContain('PayPal did not answer (debug id 7).');
    expect(screen.queryByRole('heading', { name: /^Booked/ })).toBeNull();
  });

  it('shows a 400 on the booking as it is', async () => {
    serve({
      booking: jsonResponse({ error: { code: 'VALIDATION', message: 'Approve the payment in PayPal first.' } }, 400),
    });
    customer();
    await openPayment();
    await pay();
    expect(await screen.findByText('Approve the payment in PayPal first.')).toBeTruthy();
  });

  it('logs a failed SDK load, says payment is unavailable, and still offers booking unpaid to staff', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sdk.state = 'rejected';
    serve();
    customer(['reservations:create', 'reservations:create-without-payment']);
    await openPayment();
    expect(await screen.findByRole('heading', { name: 'PayPal could not be loaded' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Failed to load the PayPal SDK script');
    expect(screen.queryByRole('button', { name: 'Pay with PayPal' })).toBeNull();
    const book = screen.getByRole('button', { name: 'Book without payment' });
    await waitFor(() => expect((book as HTMLButtonElement).disabled).toBe(false));
  });

  it('lets a customer whose PayPal did not load try again or call the office, and never book unpaid', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sdk.state = 'rejected';
    serve();
    customer();
    await openPayment();
    expect(await screen.findByRole('heading', { name: 'PayPal could not be loaded' })).toBeTruthy();
    const call = await screen.findByRole('link', { name: '+1 (212) 555-0100' });
    expect(call.getAttribute('href')).toBe('tel:+12125550100');
    expect(screen.queryByRole('button', { name: 'Send booking request' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Book without payment' })).toBeNull();
    sdk.state = 'resolved';
    fireEvent.click(screen.getByRole('button', { name: 'Try PayPal again' }));
    expect(await screen.findByRole('button', { name: 'Pay with PayPal' })).toBeTruthy();
  });

  it('lets a customer send the booking as a request when the server has no PayPal, with the office’s number', async () => {
    const requested = {
      reservation: { id: 42, number: 'A42', status: 'unpaid', email: 'cara@example.com', pickUpDateTime: null },
      returnReservation: null,
      warnings: [BOOKING_REQUEST_WORDS.warning],
      requested: true,
    };
    const { bookings } = serve({
      config: jsonResponse({ data: { ...CONFIG, available: false, clientId: null } }),
      booking: jsonResponse({ data: requested }, 201),
    });
    customer();
    await openPayment();
    expect(await screen.findByRole('heading', { name: 'Payment online is unavailable' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: '+1 (212) 555-0100' })).getAttribute('href')).toBe(
      'tel:+12125550100',
    );
    expect(screen.queryByRole('button', { name: 'Pay with PayPal' })).toBeNull();
    expect(sdk.options).toBeNull();
    const send = screen.getByRole('button', { name: 'Send booking request' });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(send);
    // Not "Booked": the office still confirms it (issue 38, item 7), as the e-mail says — once, not twice.
    expect(await screen.findByRole('heading', { name: 'Request sent: A42' })).toBeTruthy();
    expect(screen.getAllByText((text) => text.includes(BOOKING_REQUEST_WORDS.pending))).toHaveLength(1);
    expect(screen.getByText('Status: Not paid yet')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Booked/ })).toBeNull();
    expect(bookings[0]?.body).toMatchObject({ expectedTotal: 85, payment: { kind: 'request' } });
  });
});
