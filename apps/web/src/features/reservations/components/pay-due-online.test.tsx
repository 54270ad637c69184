import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse, renderRoutes, signInAs } from '../../../testing/test-utils';
import { PayDueOnline } from './pay-due-online';

/**
 * PayPal's React components stand in for the SDK, as in the booking's test (the e2e tests run the real ones against
 * the local PayPal): the load state is set per test, and the button runs `createOrder` then `onApprove`.
 */
const sdk = vi.hoisted(() => ({ state: 'resolved' as 'resolved' | 'rejected' }));
vi.mock('@paypal/react-paypal-js', async () => {
  const { createElement } = await import('react');
  interface ButtonProps {
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }) => Promise<void>;
    onError: (error: unknown) => void;
  }
  return {
    PayPalScriptProvider: ({ children }: { children: unknown }) => children,
    usePayPalScriptReducer: () => [
      { isPending: false, isRejected: sdk.state === 'rejected', isResolved: sdk.state === 'resolved' },
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

function serve(answers: { config?: Response; order?: Response; capture?: Response } = {}) {
  const calls: { path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    if (path === '/api/v1/payments/paypal/config') return answers.config?.clone() ?? jsonResponse({ data: CONFIG });
    calls.push({ path, body });
    if (path === '/api/v1/reservations/41/payments/paypal/orders')
      return answers.order?.clone() ?? jsonResponse({ data: { orderId: 'ORDER-1' } }, 201);
    if (path === '/api/v1/reservations/41/payments/paypal/capture')
      return answers.capture?.clone() ?? jsonResponse({ data: { balanceDue: 0, status: 'created' } });
    return jsonResponse({ error: { code: 'NOT_FOUND', message: `${path} is not served here` } }, 404);
  });
  return calls;
}

afterEach(() => {
  vi.restoreAllMocks();
  sdk.state = 'resolved';
});

const render = (onPaid = vi.fn(), balanceDue = 48.5) => {
  signInAs(buildUser({ permissions: [] }));
  renderRoutes(
    [{ path: '/', element: <PayDueOnline reservationId={41} balanceDue={balanceDue} onPaid={onPaid} /> }],
    '/',
  );
  return onPaid;
};

describe('PayDueOnline', () => {
  it('opens an order for the balance shown, captures it on approval and says it was received', async () => {
    const calls = serve();
    const onPaid = render();
    expect(await screen.findByRole('heading', { name: 'Pay $48.50 online' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    expect(await screen.findByText('Thank you: your payment was received.')).toBeTruthy();
    expect(onPaid).toHaveBeenCalledOnce();
    expect(calls).toEqual([
      { path: '/api/v1/reservations/41/payments/paypal/orders', body: { expectedAmount: 48.5 } },
      { path: '/api/v1/reservations/41/payments/paypal/capture', body: { orderId: 'ORDER-1' } },
    ]);
  });

  it('says why no order was opened (the balance changed), and captures nothing', async () => {
    const message = 'The balance due changed since you saw it: $20.00 is due now. Check it and pay again.';
    const calls = serve({ order: jsonResponse({ error: { code: 'CONFLICT', message } }, 409) });
    const onPaid = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/reservations/41/payments/paypal/orders']);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says a PayPal failure left the trip unchanged, never that nothing was booked (issue 38)', async () => {
    // The server's words for paying what is due when PayPal cannot be reached (PAY_DUE_PAYPAL_MESSAGES).
    const message =
      'PayPal could not be reached. The payment did not go through and your trip is unchanged; please try again in ' +
      'a few minutes.';
    serve({ capture: jsonResponse({ error: { code: 'BAD_GATEWAY', message } }, 502) });
    const onPaid = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByText(/booked/i)).toBeNull();
    expect(screen.queryByText('Thank you: your payment was received.')).toBeNull();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says payment online is unavailable without PayPal on the server, or when its SDK does not load', async () => {
    serve({ config: jsonResponse({ data: { ...CONFIG, available: false, clientId: null } }) });
    render();
    expect(await screen.findByText(/Payment online is unavailable at the moment/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay with PayPal' })).toBeNull();
    vi.restoreAllMocks();

    sdk.state = 'rejected';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve();
    render();
    await waitFor(() => expect(screen.getAllByText(/Payment online is unavailable at the moment/)).toHaveLength(2));
  });

  it('draws nothing while nothing is due', async () => {
    const calls = serve();
    render(vi.fn(), 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/PayPal|payment/i)).toBeNull();
    expect(calls).toEqual([]);
  });
});
