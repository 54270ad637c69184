import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paypalClient, PaypalError, type PaypalClient } from './paypal.js';
import { startFakePaypal, type FakePaypal } from '../test/stand-ins/paypal/server.js';

let fake: FakePaypal;
let paypal: PaypalClient;
beforeAll(async () => {
  fake = await startFakePaypal();
  paypal = paypalClient({
    apiBase: fake.url,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    timeoutMs: 2000,
  });
});
afterAll(() => fake.close());
afterEach(() => fake.setOutage(null));

/** An order for `cents`, approved and captured: its capture id. */
async function captured(cents: number): Promise<string> {
  const { id } = await paypal.createOrder({
    amountCents: cents,
    currency: 'USD',
    referenceId: 'livery-trip',
    customId: 'livery-user-1',
    description: 'Livery trip',
    requestId: randomUUID(),
  });
  fake.approve(id);
  const order = await paypal.captureOrder(id, `capture-${id}`);
  const captureId = order.purchase_units?.[0]?.payments?.captures?.[0]?.id;
  if (!captureId) throw new Error('no capture');
  return captureId;
}

async function failureOf(promise: Promise<unknown>): Promise<PaypalError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaypalError);
  return error as PaypalError;
}

const refund = (captureId: string, amountCents?: number, requestId = randomUUID()) =>
  paypal.refundCapture(captureId, {
    currency: 'USD',
    requestId,
    ...(amountCents === undefined ? {} : { amountCents }),
  });

describe('refunds through Payments v2 against the local PayPal', () => {
  it('shows a capture with its amount and status, which follows the refunds', async () => {
    const captureId = await captured(10_000);
    expect(await paypal.getCapture(captureId)).toMatchObject({
      id: captureId,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '100.00' },
    });
    await refund(captureId, 2500);
    expect((await paypal.getCapture(captureId)).status).toBe('PARTIALLY_REFUNDED');
    await refund(captureId);
    expect((await paypal.getCapture(captureId)).status).toBe('REFUNDED');
  });

  it('refunds part, then what is left with an empty body, and refuses more with PayPal’s 422s', async () => {
    const captureId = await captured(10_000);
    const part = await refund(captureId, 3000);
    expect(part).toMatchObject({ status: 'COMPLETED', amount: { currency_code: 'USD', value: '30.00' } });
    const exceeded = await failureOf(refund(captureId, 7001));
    expect(exceeded.paypal).toMatchObject({ status: 422, issue: 'REFUND_AMOUNT_EXCEEDED' });
    const rest = await refund(captureId);
    expect(rest.amount?.value).toBe('70.00');
    const none = await failureOf(refund(captureId, 1));
    expect(none.paypal).toMatchObject({ status: 422, issue: 'CAPTURE_FULLY_REFUNDED' });
    expect(fake.refundsOf(captureId).map((r) => r.amount.value)).toEqual(['30.00', '70.00']);
  });

  it('answers the same PayPal-Request-Id with the same refund, and refunds once', async () => {
    const captureId = await captured(5000);
    const requestId = randomUUID();
    const before = fake.stats.refunds;
    const first = await refund(captureId, 1000, requestId);
    const again = await refund(captureId, 1000, requestId);
    expect(again.id).toBe(first.id);
    expect(fake.stats.refunds).toBe(before + 1);
    expect(fake.refundsOf(captureId)).toHaveLength(1);
  });

  it('counts a refund made in PayPal’s dashboard: no more than is left goes through the API', async () => {
    const captureId = await captured(5000);
    fake.refundOutside(captureId, '45.00');
    expect((await failureOf(refund(captureId, 1000))).paypal.issue).toBe('REFUND_AMOUNT_EXCEEDED');
    expect((await refund(captureId)).amount?.value).toBe('5.00');
  });

  it('answers an unknown capture with PayPal’s 404, a malformed id without calling PayPal, an outage with a 502', async () => {
    expect((await failureOf(paypal.getCapture('NOSUCHCAPTURE1234'))).paypal.status).toBe(404);
    expect((await failureOf(refund('NOSUCHCAPTURE1234', 100))).paypal.status).toBe(404);
    const malformed = await failureOf(refund('../v1/oauth2/token', 100));
    expect(malformed.paypal.status).toBeNull();
    const captureId = await captured(2000);
    fake.setOutage(503);
    const down = await failureOf(refund(captureId, 100));
    expect(down).toMatchObject({ code: 'BAD_GATEWAY', statusCode: 502 });
    fake.setOutage(null);
    expect(fake.refundsOf(captureId)).toHaveLength(0);
  });
});
