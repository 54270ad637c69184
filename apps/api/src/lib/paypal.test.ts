import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  centsToPaypalValue,
  PAY_DUE_PAYPAL_MESSAGES,
  PAYPAL_MESSAGES,
  paypalClient,
  PaypalError,
  paypalValueToCents,
  type PaypalClientOptions,
} from './paypal.js';
import { startFakePaypal, type FakePaypal } from '../test/stand-ins/paypal/server.js';

let fake: FakePaypal;
beforeAll(async () => {
  fake = await startFakePaypal();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.setOutage(null);
  fake.setCaptureAmount(null);
});

const client = (overrides: Partial<PaypalClientOptions> = {}) =>
  paypalClient({
    apiBase: fake.url,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    timeoutMs: 2000,
    ...overrides,
  });

const order = (amountCents = 12_345, requestId = randomUUID()) => ({
  amountCents,
  currency: 'USD',
  referenceId: 'livery-trip',
  customId: 'livery-user-7',
  description: 'Livery: From airport, 2031-05-04 14:30',
  requestId,
});

/** What the client's promise rejected with. */
async function failureOf(promise: Promise<unknown>): Promise<PaypalError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaypalError);
  return error as PaypalError;
}

describe('amounts', () => {
  it('writes cents as PayPal’s two-decimal value and reads it back exactly', () => {
    expect(centsToPaypalValue(12_345)).toBe('123.45');
    expect(centsToPaypalValue(5)).toBe('0.05');
    expect(centsToPaypalValue(100)).toBe('1.00');
    expect(paypalValueToCents('123.45')).toBe(12_345);
    expect(paypalValueToCents('12.5')).toBe(1250);
    expect(paypalValueToCents('12')).toBe(1200);
    for (const bad of ['12.345', '-1.00', '1e3', '', ' 1.00', '0x10']) expect(paypalValueToCents(bad)).toBeNull();
    expect(() => centsToPaypalValue(1.5)).toThrow(RangeError);
  });
});

describe('the PayPal client against the local PayPal', () => {
  it('creates an order with intent CAPTURE, one purchase unit and the amount in USD; one per PayPal-Request-Id', async () => {
    const paypal = client();
    const requestId = randomUUID();
    const created = await paypal.createOrder(order(12_345, requestId));
    expect(created).toMatchObject({ status: 'CREATED', intent: 'CAPTURE' });
    expect(created.id).toMatch(/^[A-Z0-9]{17}$/);
    expect(created.purchase_units).toEqual([
      expect.objectContaining({
        reference_id: 'livery-trip',
        custom_id: 'livery-user-7',
        amount: { currency_code: 'USD', value: '123.45' },
      }),
    ]);
    expect((await paypal.createOrder(order(12_345, requestId))).id).toBe(created.id);
    expect((await paypal.createOrder(order(12_345))).id).not.toBe(created.id);
  });

  it('captures an approved order once: the same request id gets the same capture, another one is refused', async () => {
    const paypal = client();
    const { id } = await paypal.createOrder(order(5000));
    const notApproved = await failureOf(paypal.captureOrder(id, `capture-${id}`));
    expect(notApproved).toMatchObject({ code: 'VALIDATION', message: PAYPAL_MESSAGES.notApproved });
    expect(notApproved.paypal.issue).toBe('ORDER_NOT_APPROVED');

    fake.approve(id, 'PAYERID234567');
    const before = fake.stats.captures;
    const captured = await paypal.captureOrder(id, `capture-${id}`);
    expect(captured.status).toBe('COMPLETED');
    expect(captured.payment_source?.paypal?.account_id).toBe('PAYERID234567');
    const [capture] = captured.purchase_units?.[0]?.payments?.captures ?? [];
    expect(capture).toMatchObject({ status: 'COMPLETED', amount: { currency_code: 'USD', value: '50.00' } });

    const again = await paypal.captureOrder(id, `capture-${id}`);
    expect(again.purchase_units?.[0]?.payments?.captures?.[0]?.id).toBe(capture?.id);
    expect(fake.stats.captures).toBe(before + 1);

    const other = await failureOf(paypal.captureOrder(id, randomUUID()));
    expect(other).toMatchObject({ code: 'CONFLICT', statusCode: 409 });
    expect(other.paypal.issue).toBe('ORDER_ALREADY_CAPTURED');
    expect((await paypal.getOrder(id)).status).toBe('COMPLETED');
  });

  it('captures the amount the switch says, so the verification can be tested', async () => {
    const paypal = client();
    const { id } = await paypal.createOrder(order(5000));
    fake.approve(id);
    fake.setCaptureAmount('1.00');
    const captured = await paypal.captureOrder(id, `capture-${id}`);
    expect(captured.purchase_units?.[0]?.amount?.value).toBe('50.00');
    expect(captured.purchase_units?.[0]?.payments?.captures?.[0]?.amount?.value).toBe('1.00');
  });

  it('fetches a token once and reuses it until it is about to expire; callers arriving together share one', async () => {
    let now = Date.now();
    const paypal = client({ now: () => now });
    const before = fake.stats.tokensIssued;
    await Promise.all([paypal.createOrder(order()), paypal.createOrder(order()), paypal.createOrder(order())]);
    const { id } = await paypal.createOrder(order());
    await paypal.getOrder(id);
    expect(fake.stats.tokensIssued).toBe(before + 1);
    // The fake's tokens live 9 hours; the client renews a minute before.
    now += 9 * 3_600_000 - 30_000;
    await paypal.getOrder(id);
    expect(fake.stats.tokensIssued).toBe(before + 2);
  });

  it('gets a new token once when PayPal no longer accepts the cached one', async () => {
    const paypal = client();
    const { id } = await paypal.createOrder(order());
    const before = fake.stats.tokensIssued;
    fake.revokeTokens();
    expect((await paypal.getOrder(id)).id).toBe(id);
    expect(fake.stats.tokensIssued).toBe(before + 1);
  });

  it('answers an unknown or malformed order id as a payment to start again, never calling PayPal with junk', async () => {
    const paypal = client();
    const unknown = await failureOf(paypal.getOrder('0000000000000000X'));
    expect(unknown).toMatchObject({ code: 'VALIDATION', message: PAYPAL_MESSAGES.notFound });
    expect(unknown.paypal).toMatchObject({ status: 404, issue: 'INVALID_RESOURCE_ID' });
    const junk = await failureOf(paypal.captureOrder('../../v1/oauth2/token', 'x'));
    expect(junk).toMatchObject({ code: 'VALIDATION', paypal: { status: null } });
  });

  it('turns wrong credentials, an outage, silence and no server into clear 502s', async () => {
    const log = { warn: vi.fn() };
    const wrong = await failureOf(client({ clientSecret: 'nope', log }).createOrder(order()));
    expect(wrong).toMatchObject({ code: 'BAD_GATEWAY', statusCode: 502, message: PAYPAL_MESSAGES.credentials });
    expect(log.warn).toHaveBeenCalledOnce();
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('nope');

    const paypal = client({ timeoutMs: 300 });
    await paypal.createOrder(order()); // a token first: the outage hits the order call itself
    fake.setOutage(503);
    const down = await failureOf(paypal.createOrder(order()));
    expect(down).toMatchObject({ code: 'BAD_GATEWAY', paypal: { status: 503 } });
    expect(down.message).toMatch(/^PayPal answered with an error \(PayPal debug id \w+\)\. Nothing was booked/);

    fake.setOutage('no-answer');
    const silent = await failureOf(paypal.createOrder(order()));
    expect(silent).toMatchObject({ code: 'BAD_GATEWAY', message: PAYPAL_MESSAGES.timeout });

    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const nobody = await failureOf(client({ apiBase: `http://127.0.0.1:${port}` }).createOrder(order()));
    expect(nobody).toMatchObject({ code: 'BAD_GATEWAY', message: PAYPAL_MESSAGES.unreachable });
  });

  it('logs why PayPal could not be reached, not only that it could not (issue 38)', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const log = { warn: vi.fn() };
    const nobody = await failureOf(client({ apiBase: `http://127.0.0.1:${port}`, log }).createOrder(order()));
    expect(nobody.message).toBe(PAYPAL_MESSAGES.unreachable);
    expect(log.warn).toHaveBeenCalledOnce();
    const [fields, message] = log.warn.mock.calls[0] as [Record<string, unknown>, string];
    expect(fields['cause']).toMatch(new RegExp(`ECONNREFUSED 127\\.0\\.0\\.1:${port}`));
    expect(fields['err']).toBeInstanceOf(Error);
    expect(message).toContain('PayPal POST /v1/oauth2/token failed');
    // Said of paying what is due, the same failure leaves the trip as it was (and books nothing it could not).
    expect(nobody.restated(PAY_DUE_PAYPAL_MESSAGES).message).toBe(
      'PayPal could not be reached. The payment did not go through and your trip is unchanged; please try again in ' +
        'a few minutes.',
    );
  });
});

describe('the local PayPal keeps PayPal’s rules', () => {
  const token = async () => {
    const response = await fetch(`${fake.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  };
  const post = async (body: unknown, headers: Record<string, string>) => {
    const response = await fetch(`${fake.url}/v2/checkout/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };

  it('refuses a call without a valid bearer token, and bodies PayPal would refuse', async () => {
    const unit = { amount: { currency_code: 'USD', value: '10.00' } };
    expect((await post({ intent: 'CAPTURE', purchase_units: [unit] }, {})).status).toBe(401);
    expect((await post({ intent: 'CAPTURE', purchase_units: [unit] }, { authorization: 'Bearer forged' })).status).toBe(
      401,
    );
    const auth = { authorization: `Bearer ${await token()}` };
    const threeDecimals = await post(
      { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '10.005' } }] },
      auth,
    );
    expect(threeDecimals.status).toBe(400);
    expect(threeDecimals.body).toMatchObject({ name: 'INVALID_REQUEST', details: [{ issue: 'DECIMAL_PRECISION' }] });
    expect((await post({ intent: 'CAPTURE', purchase_units: [] }, auth)).status).toBe(400);
    expect((await post({ purchase_units: [unit] }, auth)).body.details[0].issue).toBe('MISSING_REQUIRED_PARAMETER');
    const asNumber = await post(
      { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: 10 } }] },
      auth,
    );
    expect(asNumber.status).toBe(400);
    const ok = await post({ intent: 'CAPTURE', purchase_units: [unit] }, auth);
    expect(ok).toMatchObject({ status: 201, body: { status: 'CREATED' } });
    expect(ok.body.links).toContainEqual(expect.objectContaining({ rel: 'approve' }));
  });

  it('serves the JS SDK stand-in for its client id only', async () => {
    const script = await fetch(`${fake.sdkUrl}?client-id=${fake.clientId}&currency=USD&components=buttons`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    const text = await script.text();
    expect(text).toContain('window.paypal');
    expect(text).toContain(`${fake.url}`);
    expect((await fetch(`${fake.sdkUrl}?client-id=someone-else`)).status).toBe(400);
  });
});
