import { businessDate, RECORD_PAYMENT_MESSAGES, toCents } from '@livery/domain';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, reservationPayments, reservations } from '../../../db/schema.js';
import { useTestAppWithPaypal } from '../../../test/paypal-app.js';
import { seededBookingIds } from '../../../test/booking.js';
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
import { lifecycleHelpers } from '../../../test/lifecycle.js';
import { PAY_DUE_MESSAGES, payDueReferenceOf } from './pay-due-paypal-service.js';
import { PAYMENT_MESSAGES } from '../paypal/index.js';

// PayPal's stand-in, started before the app that talks to it (decision 040): nothing here reaches paypal.com.
const { ctx, paypal: fake } = await useTestAppWithPaypal({
  rateLimitMax: 1_000_000,
  paypalTimeoutMs: 3000,
});
afterEach(() => {
  fake.setCaptureDelay(0);
  fake.setCaptureAmount(null);
});
const customer = signedIn(ctx, CUSTOMER);
const dispatcher = signedIn(ctx, DISPATCHER);
const ids = seededBookingIds(ctx);
const { call, bookUnpaid, assign, rowsOf, details, dataOf } = lifecycleHelpers(ctx, ids);

const customerId = async () => (await call('GET', '/me', customer)).json().data.user.id as number;
const openOrder = (headers: Headers, id: number, body: object = {}) =>
  call('POST', `/reservations/${id}/payments/paypal/orders`, headers, body);
const capture = (headers: Headers, id: number, orderId: string) =>
  call('POST', `/reservations/${id}/payments/paypal/capture`, headers, { orderId });

/** An order for what is due on the trip, opened as `headers` and approved by the payer in PayPal's window. */
async function approvedOrder(headers: Headers, id: number, expectedAmount?: number): Promise<string> {
  const opened = await openOrder(headers, id, expectedAmount === undefined ? {} : { expectedAmount });
  expect(opened.statusCode, opened.body).toBe(201);
  const orderId = opened.json().data.orderId as string;
  fake.approve(orderId);
  return orderId;
}

const paymentsOf = (id: number) =>
  ctx.app.db.select().from(reservationPayments).where(eq(reservationPayments.reservationId, id));

describe('paying what is due online with PayPal', () => {
  it('lets the trip’s customer pay the balance: one capture for exactly that, a PayPal payment, unpaid → created', async () => {
    const trip = await bookUnpaid(dispatcher, { customerId: await customerId() });
    // Part of it was paid in cash at the office: the rest is due online.
    const cash = await call('POST', `/reservations/${trip.id}/payments`, dispatcher, {
      method: 'cash',
      amount: 10,
      paidOn: businessDate(new Date()),
      version: trip.version,
    });
    expect(cash.statusCode, cash.body).toBe(200);
    const dueCents = toCents(trip.total) - 1000;
    const orderId = await approvedOrder(customer, trip.id, dueCents / 100);
    expect(fake.order(orderId)?.purchaseUnits[0]).toMatchObject({
      reference_id: payDueReferenceOf(trip.id),
      amount: { currency_code: 'USD', value: (dueCents / 100).toFixed(2) },
    });

    const paid = await capture(customer, trip.id, orderId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toEqual({ balanceDue: 0, status: 'created' });
    const captureId = fake.order(orderId)?.captures[0]?.id;
    const own = dataOf(await details(customer, trip.id));
    // Cash at the office, then PayPal: paid two ways (issue 38: it stayed "unpaid").
    expect(own).toMatchObject({ status: 'created', paidAmount: trip.total, balanceDue: 0, paymentType: 'mixed' });
    expect(own.payments[0]).toMatchObject({
      method: 'paypal',
      amount: dueCents / 100,
      paypalCaptureId: captureId,
      actorName: 'Cara Customer',
    });
    const { history } = await rowsOf(trip.id);
    expect(history[0]).toMatchObject({ fromStatus: 'unpaid', toStatus: 'created' });
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, trip.id), eq(auditLog.action, 'record-payment')));
    expect(audits).toHaveLength(2);

    // Nothing is due any more: no order is opened.
    const again = await openOrder(customer, trip.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(RECORD_PAYMENT_MESSAGES.nothingDue);
  });

  it('captures and records once when the capture is sent twice at once, and again later', async () => {
    const trip = await bookUnpaid(dispatcher, { customerId: await customerId() });
    const orderId = await approvedOrder(customer, trip.id);
    fake.setCaptureDelay(200);
    const capturesBefore = fake.stats.captures;
    const answers = await Promise.all([capture(customer, trip.id, orderId), capture(customer, trip.id, orderId)]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data).toEqual({ balanceDue: 0, status: 'created' });
    }
    const later = await capture(customer, trip.id, orderId);
    expect(later.statusCode, later.body).toBe(200);
    expect(fake.stats.captures - capturesBefore).toBe(1);
    expect(await paymentsOf(trip.id)).toHaveLength(1);
    expect((await rowsOf(trip.id)).row).toMatchObject({ paidAmount: trip.total, version: trip.version + 1 });
  });

  it('is for the trip’s customer, who booked it, or staff with the permission; a reader without it 403, anyone else 404', async () => {
    const trip = await bookUnpaid(dispatcher, { customerId: await customerId() });
    const stranger = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    expect((await openOrder(bearer(stranger.token), trip.id)).statusCode).toBe(404);
    expect((await capture(bearer(stranger.token), trip.id, 'ABC123')).statusCode).toBe(404);
    const reader = await userWithPermissions(ctx.app, ['reservations:details']);
    const refused = await openOrder(bearer(reader.token), trip.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(PAY_DUE_MESSAGES.notYours);
    const driver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    // The driver of its car may read the trip, not pay it.
    await assign(trip.id, driver.id);
    expect((await openOrder(bearer(driver.token), trip.id)).statusCode).toBe(403);
    // Who booked it (the dispatcher, who also holds the permission) and staff with the permission may.
    expect((await openOrder(dispatcher, trip.id)).statusCode).toBe(201);
    const recorder = await userWithPermissions(ctx.app, ['reservations:record-payment']);
    expect((await openOrder(bearer(recorder.token), trip.id)).statusCode).toBe(201);
    expect((await openOrder(customer, 2_000_000_000)).statusCode).toBe(404);
  });

  it('refuses an order whose balance changed, another trip’s order and another account’s, capturing nothing', async () => {
    const cid = await customerId();
    const trip = await bookUnpaid(dispatcher, { customerId: cid });
    const other = await bookUnpaid(dispatcher, { customerId: cid });

    const changed = await openOrder(customer, trip.id, { expectedAmount: trip.total - 1 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.message).toBe(PAY_DUE_MESSAGES.balanceChanged(trip.total));

    const orderId = await approvedOrder(customer, trip.id);
    const capturesBefore = fake.stats.captures;
    const wrongTrip = await capture(customer, other.id, orderId);
    expect(wrongTrip.statusCode).toBe(400);
    expect(wrongTrip.json().error.message).toBe(PAY_DUE_MESSAGES.otherTrip);
    const wrongPayer = await capture(dispatcher, trip.id, orderId);
    expect(wrongPayer.statusCode).toBe(400);
    expect(wrongPayer.json().error.message).toBe(PAYMENT_MESSAGES.otherAccount);

    // A payment recorded by the office meanwhile: the order is no longer for what is due.
    const cash = await call('POST', `/reservations/${trip.id}/payments`, dispatcher, {
      method: 'card-terminal',
      amount: 5,
      paidOn: businessDate(new Date()),
      version: trip.version,
    });
    expect(cash.statusCode, cash.body).toBe(200);
    const stale = await capture(customer, trip.id, orderId);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(
      PAY_DUE_MESSAGES.orderAmount(`USD ${trip.total.toFixed(2)}`, toCents(trip.total) - 500),
    );
    expect(fake.stats.captures).toBe(capturesBefore);
    expect(await paymentsOf(trip.id)).toHaveLength(1);

    const notApproved = await openOrder(customer, other.id);
    const unapproved = await capture(customer, other.id, notApproved.json().data.orderId);
    expect(unapproved.statusCode).toBe(400);
    expect(await paymentsOf(other.id)).toHaveLength(0);
  });

  it('refuses a capture PayPal made for another amount, recording nothing', async () => {
    const trip = await bookUnpaid(dispatcher, { customerId: await customerId() });
    const orderId = await approvedOrder(customer, trip.id);
    fake.setCaptureAmount('1.00');
    const response = await capture(customer, trip.id, orderId);
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toContain('PayPal took USD 1.00');
    expect(await paymentsOf(trip.id)).toHaveLength(0);
  });

  it('says payment online is unavailable without PayPal configured (a 400), for opening and capturing', async () => {
    const bare = await createTestApp({ rateLimitMax: 1_000_000 });
    try {
      const login = await bare.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: DISPATCHER.email, password: DISPATCHER.password },
      });
      const headers = bearer(login.json().data.token as string);
      const bareCall = caller({ app: bare.app });
      // A trip the dispatcher may take payments for: who may pay is decided before PayPal is asked for (decision 071).
      const [trip] = await bare.app.db
        .insert(reservations)
        .values({ status: 'unpaid', tripType: 'from-airport' })
        .returning({ id: reservations.id });
      for (const [path, body] of [
        ['orders', {}],
        ['capture', { orderId: 'ABC123' }],
      ] as const) {
        const response = await bareCall('POST', `/reservations/${trip!.id}/payments/paypal/${path}`, headers, body);
        expect(response.statusCode, path).toBe(400);
        expect(response.json().error).toMatchObject({
          message: PAY_DUE_MESSAGES.unavailable,
          fields: { payment: PAY_DUE_MESSAGES.unavailable },
        });
      }
    } finally {
      await bare.close();
    }
  });
});
