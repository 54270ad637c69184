import { randomUUID } from 'node:crypto';
import { formatMoney, type Quote } from '@livery/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox, reservations, reservationStatusChanges } from '../../../db/schema.js';
import { PAYPAL_MESSAGES } from '../../../lib/paypal.js';
import { useTestAppWithPaypal } from '../../../test/paypal-app.js';
import {
  bearer,
  caller,
  createTestApp,
  CUSTOMER,
  DISPATCHER,
  signedIn,
  userWithPermissions,
  type Headers,
} from '../../../test/helper.js';
import { inHours, seededBookingIds, tripFrom } from '../../../test/booking.js';
import { BOOKING_MESSAGES } from '../core/index.js';
import { PAYMENT_MESSAGES } from './paypal-capture-service.js';

// PayPal's stand-in, started before the app that talks to it (decision 040): nothing here reaches paypal.com.
const { ctx, paypal: fake } = await useTestAppWithPaypal();
afterEach(() => {
  fake.setOutage(null);
  fake.setCaptureAmount(null);
  fake.setCaptureDelay(0);
});
const call = caller(ctx);
const customer = signedIn(ctx, CUSTOMER);
const dispatcher = signedIn(ctx, DISPATCHER);

const ids = seededBookingIds(ctx);
const trip = (overrides: Record<string, unknown> = {}) => tripFrom(ids, overrides);

async function totalOf(headers: Headers, tripBody: object): Promise<number> {
  const response = await call('POST', '/reservations/quote', headers, tripBody);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as Quote).total;
}

/** The buttons' createOrder, then the payer approving in PayPal's window. */
async function paidOrder(headers: Headers, tripBody: object, options: { approve?: boolean } = {}) {
  const expectedTotal = await totalOf(headers, tripBody);
  const created = await call('POST', '/reservations/paypal/orders', headers, { trip: tripBody, expectedTotal });
  expect(created.statusCode, created.body).toBe(201);
  const orderId = created.json().data.orderId as string;
  if (options.approve !== false) fake.approve(orderId);
  return { orderId, expectedTotal };
}

const booking = (email: string, tripBody: object, expectedTotal: number, orderId: string) => ({
  trip: tripBody,
  customer: { name: 'Paula Payer', email, phoneNumber: '+1 212 555 0199' },
  termsAccepted: true,
  expectedTotal,
  payment: { kind: 'paypal', orderId },
});
const book = (headers: Headers, body: object, key: string = randomUUID()) =>
  call('POST', '/reservations', { ...headers, 'idempotency-key': key }, body);
const bookedWith = (email: string) => ctx.app.db.select().from(reservations).where(eq(reservations.email, email));

describe('GET /payments/paypal/config', () => {
  it('tells anyone what the browser needs to load the SDK', async () => {
    const response = await call('GET', '/payments/paypal/config', {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      available: true,
      clientId: fake.clientId,
      sdkUrl: fake.sdkUrl,
      currency: 'USD',
    });
  });
});

describe('paying with PayPal', () => {
  it('a customer books a one-way trip paying with PayPal: created, with the capture as transaction id', async () => {
    const tripBody = trip();
    const { orderId, expectedTotal } = await paidOrder(customer, tripBody);
    const order = fake.order(orderId);
    expect(order?.purchaseUnits).toEqual([
      expect.objectContaining({
        amount: { currency_code: 'USD', value: expectedTotal.toFixed(2) },
        custom_id: expect.stringMatching(/^livery-user-\d+$/),
      }),
    ]);

    const response = await book(customer, booking('paula@example.com', tripBody, expectedTotal, orderId));
    expect(response.statusCode, response.body).toBe(201);
    const { reservation } = response.json().data;
    const captured = fake.order(orderId);
    expect(captured?.status).toBe('COMPLETED');
    expect(reservation).toMatchObject({
      status: 'created',
      paymentType: 'paypal',
      amount: expectedTotal,
      transactionId: captured?.captures[0]?.id,
      paypalCustomerId: captured?.payerId,
    });
    const history = await ctx.app.db
      .select()
      .from(reservationStatusChanges)
      .where(eq(reservationStatusChanges.reservationId, reservation.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'created', reason: 'Paid by PayPal' }]);
    const mail = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'paula@example.com'));
    // The confirmation, and the payment's receipt (issue 38, decision 079).
    expect(mail.map((m) => m.subject)).toEqual([
      expect.stringContaining('Booking confirmed'),
      `Livery — Receipt: ${formatMoney(expectedTotal)} paid for trip A${reservation.id}`,
    ]);
  });

  it('pays for both legs of a round trip with one capture, held by the outbound', async () => {
    const tripBody = trip({ returnTrip: { pickUpAt: inHours(100), stops: [] } });
    const { orderId, expectedTotal } = await paidOrder(customer, tripBody);
    const response = await book(customer, booking('round@example.com', tripBody, expectedTotal, orderId));
    expect(response.statusCode, response.body).toBe(201);
    const { reservation, returnReservation } = response.json().data;
    expect(reservation).toMatchObject({ status: 'created', transactionId: fake.order(orderId)?.captures[0]?.id });
    expect(returnReservation).toMatchObject({
      status: 'created',
      paymentType: 'paypal',
      transactionId: null,
      paypalCustomerId: reservation.paypalCustomerId,
    });
  });

  it('books once and captures once when the booking is replayed 20 times at once with different keys', async () => {
    const tripBody = trip();
    const { orderId, expectedTotal } = await paidOrder(customer, tripBody);
    const body = booking('replay@example.com', tripBody, expectedTotal, orderId);
    const before = { ...fake.stats };
    fake.setCaptureDelay(25);
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(customer, body)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([201, ...Array(19).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().error.message).toBe(PAYMENT_MESSAGES.used);
    expect(fake.stats.captures - before.captures).toBe(1);
    expect(fake.stats.overlappingCaptures).toBe(before.overlappingCaptures);
    expect(await bookedWith('replay@example.com')).toHaveLength(1);
  });

  it('refuses a capture of another amount than the server’s price, and books nothing', async () => {
    const tripBody = trip();
    const { orderId, expectedTotal } = await paidOrder(customer, tripBody);
    fake.setCaptureAmount('1.00');
    const response = await book(customer, booking('short@example.com', tripBody, expectedTotal, orderId));
    expect(response.statusCode, response.body).toBe(502);
    const captureId = fake.order(orderId)?.captures[0]?.id ?? '';
    expect(response.json().error).toEqual({
      code: 'BAD_GATEWAY',
      message: PAYMENT_MESSAGES.capturedOther('USD 1.00', Math.round(expectedTotal * 100), captureId),
    });
    // Asked again, the same capture is read back and refused again.
    fake.setCaptureAmount(null);
    expect((await book(customer, booking('short@example.com', tripBody, expectedTotal, orderId))).statusCode).toBe(502);
    expect(await bookedWith('short@example.com')).toHaveLength(0);
  });

  it('refuses, before anything is captured, an order for another amount, another account’s, or not approved', async () => {
    const captures = fake.stats.captures;
    const oneCar = trip();
    const twoCars = trip({ cars: [{ carId: ids.sedan, count: 2 }], passengers: 5 });
    const { orderId } = await paidOrder(customer, oneCar);
    const twoCarsTotal = await totalOf(customer, twoCars);
    const otherAmount = await book(customer, booking('other@example.com', twoCars, twoCarsTotal, orderId));
    expect(otherAmount.statusCode).toBe(409);
    expect(otherAmount.json().error.message).toMatch(/^This PayPal payment is for USD [\d.]+, but the trip costs \$/);

    const stranger = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    const oneCarTotal = await totalOf(customer, oneCar);
    const notTheirs = await book(bearer(stranger.token), booking('other@example.com', oneCar, oneCarTotal, orderId));
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().error.fields).toEqual({ payment: PAYMENT_MESSAGES.otherAccount });

    const unapproved = await paidOrder(customer, oneCar, { approve: false });
    const early = await book(customer, booking('other@example.com', oneCar, oneCarTotal, unapproved.orderId));
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe(PAYPAL_MESSAGES.notApproved);

    for (const junk of ['NOSUCHORDER00000', 'not an order'])
      expect(
        (await book(customer, booking('other@example.com', oneCar, oneCarTotal, junk))).json().error,
      ).toMatchObject({ code: 'VALIDATION', message: PAYPAL_MESSAGES.notFound });
    expect(fake.stats.captures).toBe(captures);
    expect(await bookedWith('other@example.com')).toHaveLength(0);
  });

  it('answers a clear 502 when PayPal is down or silent, books nothing, and books once it is back', async () => {
    const tripBody = trip();
    const { orderId, expectedTotal } = await paidOrder(customer, tripBody);
    const body = booking('outage@example.com', tripBody, expectedTotal, orderId);
    fake.setOutage(503);
    const down = await book(customer, body);
    expect(down.statusCode).toBe(502);
    expect(down.json().error.code).toBe('BAD_GATEWAY');
    expect(down.json().error.message).toMatch(/^PayPal answered with an error .*Nothing was booked/);
    const noOrder = await call('POST', '/reservations/paypal/orders', customer, { trip: tripBody, expectedTotal });
    expect(noOrder.statusCode).toBe(502);

    fake.setOutage('no-answer');
    const silent = await book(customer, body);
    expect(silent.statusCode).toBe(502);
    expect(silent.json().error.message).toBe(PAYPAL_MESSAGES.timeout);
    expect(await bookedWith('outage@example.com')).toHaveLength(0);

    fake.setOutage(null);
    const back = await book(customer, body);
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().data.reservation.status).toBe('created');
  });

  it('keeps one access token for every call', async () => {
    // Every test above called PayPal many times with this app's client.
    expect(fake.stats.tokensIssued).toBe(1);
  });
});

describe('POST /reservations/paypal/orders', () => {
  it('opens the order at the server’s price only: another total is the 409 with the new quote', async () => {
    const tripBody = trip();
    const expectedTotal = await totalOf(dispatcher, tripBody);
    const refused = await call('POST', '/reservations/paypal/orders', dispatcher, {
      trip: tripBody,
      expectedTotal: expectedTotal - 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(BOOKING_MESSAGES.priceChanged);
    expect(refused.json().data.total).toBe(expectedTotal);
    const strict = await call('POST', '/reservations/paypal/orders', dispatcher, {
      trip: tripBody,
      expectedTotal,
      amount: 1,
    });
    expect(strict.statusCode).toBe(400);
    expect((await call('POST', '/reservations/paypal/orders', {}, { trip: tripBody, expectedTotal })).statusCode).toBe(
      401,
    );
  });

  it('refuses a pickup within 6 hours to those who may not book it, as booking does', async () => {
    const soon = trip({ pickUpAt: inHours(5) });
    const response = await call('POST', '/reservations/paypal/orders', customer, {
      trip: soon,
      expectedTotal: await totalOf(customer, soon),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('without PayPal credentials', () => {
  it('says PayPal is unavailable, and a PayPal order or booking is a 400 that says so', async () => {
    const { app, close } = await createTestApp();
    try {
      const config = await app.inject({ method: 'GET', url: '/api/v1/payments/paypal/config' });
      expect(config.json().data).toMatchObject({ available: false, clientId: null, currency: 'USD' });
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: CUSTOMER.email, password: CUSTOMER.password },
      });
      const headers = bearer(login.json().data.token);
      const tripBody = trip();
      const order = await app.inject({
        method: 'POST',
        url: '/api/v1/reservations/paypal/orders',
        headers,
        payload: { trip: tripBody, expectedTotal: 100 },
      });
      expect(order.statusCode).toBe(400);
      expect(order.json().error).toMatchObject({
        message: BOOKING_MESSAGES.paypalUnavailable,
        fields: { payment: BOOKING_MESSAGES.paypalUnavailable },
      });
      const booked = await app.inject({
        method: 'POST',
        url: '/api/v1/reservations',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        payload: booking('nopaypal@example.com', tripBody, 100, 'ABC123'),
      });
      expect(booked.statusCode).toBe(400);
      expect(booked.json().error.message).toBe(BOOKING_MESSAGES.paypalUnavailable);
    } finally {
      await close();
    }
  });
});

describe('a booking request without payment (decision 055)', () => {
  it('is refused while PayPal is available: the customer pays online', async () => {
    const tripBody = trip();
    const response = await book(customer, {
      ...booking('request@example.com', tripBody, await totalOf(customer, tripBody), 'unused'),
      payment: { kind: 'request' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: BOOKING_MESSAGES.requestWhilePaypal,
      fields: { payment: BOOKING_MESSAGES.requestWhilePaypal },
    });
    expect(await bookedWith('request@example.com')).toHaveLength(0);
  });
});
