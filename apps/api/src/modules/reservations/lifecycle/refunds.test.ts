import { businessDate, formatMoney, fromCents, toCents } from '@livery/domain';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { reservationRefunds } from '../../../db/schema.js';
import { useTestAppWithPaypal } from '../../../test/paypal-app.js';
import { seededBookingIds } from '../../../test/booking.js';
import { CUSTOMER, DISPATCHER, signedIn, type Headers } from '../../../test/helper.js';
import { lifecycleHelpers } from '../../../test/lifecycle.js';
import { LIFECYCLE_MESSAGES } from './lifecycle-moves.js';
import { REFUND_MESSAGES } from './refund-service.js';

// PayPal's stand-in, started before the app that talks to it (decisions 040, 043): nothing here reaches paypal.com.
const { ctx, paypal: fake } = await useTestAppWithPaypal({
  rateLimitMax: 1_000_000,
});
afterEach(async () => {
  fake.setOutage(null);
  await ctx.app.db.execute(sql`drop trigger if exists livery_test_fail on mail_outbox`);
});
const customer = signedIn(ctx, CUSTOMER);
const dispatcher = signedIn(ctx, DISPATCHER);
const ids = seededBookingIds(ctx);
const { call, bookPaid, rowsOf, dataOf } = lifecycleHelpers(ctx, ids);

const cancel = (headers: Headers, id: number, body: object) =>
  call('POST', `/reservations/${id}/cancel`, headers, body);
const refundedAtPaypal = (captureId: string) =>
  fake.refundsOf(captureId).reduce((cents, r) => cents + toCents(Number(r.amount.value)), 0);

describe('refunds on cancelling a trip paid with PayPal', () => {
  it('refunds everything: PayPal refunds the capture, Livery keeps and shows the refund, the e-mail says how much', async () => {
    const trip = await bookPaid(customer, fake);
    const captureId = trip.transactionId ?? '';
    const response = await cancel(dispatcher, trip.id, { version: trip.version, refund: { kind: 'full' } });
    expect(response.statusCode, response.body).toBe(200);
    const data = dataOf(response);
    expect(data.status).toBe('cancelled');
    const [paypalRefund] = fake.refundsOf(captureId);
    expect(paypalRefund?.amount).toEqual({ currency_code: 'USD', value: trip.total.toFixed(2) });
    expect(data.refunds).toEqual([
      {
        id: expect.any(Number),
        captureId,
        paypalRefundId: paypalRefund?.id,
        status: 'COMPLETED',
        amount: trip.total,
        actorId: expect.any(Number),
        actorName: 'Dan Dispatcher',
        at: expect.any(String),
      },
    ]);
    const { refunds, audits, mail } = await rowsOf(trip.id, trip.email);
    expect(refunds).toHaveLength(1);
    expect(audits[0]?.after).toMatchObject({ status: 'cancelled', refund: { amount: trip.total } });
    const sent = mail.find((m) => m.subject.includes('cancelled'));
    expect(sent?.text).toContain(`${formatMoney(trip.total)} was refunded to your PayPal account`);
    // Its customer sees the refund too.
    expect(dataOf(await call('GET', `/reservations/${trip.id}`, customer)).refunds).toHaveLength(1);
  });

  it('refunds part of a round trip per leg, never more than is left, and everything left once both are cancelled', async () => {
    const trip = await bookPaid(customer, fake, { roundTrip: true });
    const captureId = trip.transactionId ?? '';
    const back = dataOf(await call('GET', `/reservations/${trip.returnId}`, dispatcher));
    const outbound = dataOf(await call('GET', `/reservations/${trip.id}`, dispatcher));

    // The outbound still rides on the same payment: not everything back for the return.
    const all = await cancel(dispatcher, back.id, { version: back.version, refund: { kind: 'full' } });
    expect(all.statusCode).toBe(409);
    expect(all.json().error.message).toBe(REFUND_MESSAGES.otherLegBooked(`A${trip.id}`));

    const part = await cancel(dispatcher, back.id, {
      version: back.version,
      refund: { kind: 'partial', amount: back.amount },
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(dataOf(part).refunds).toMatchObject([{ captureId, amount: back.amount }]);

    const leftCents = toCents(trip.total) - toCents(back.amount ?? 0);
    const tooMuch = await cancel(dispatcher, trip.id, {
      version: outbound.version,
      refund: { kind: 'partial', amount: fromCents(leftCents + 1) },
    });
    expect(tooMuch.statusCode).toBe(400);
    const message = REFUND_MESSAGES.tooMuch(fromCents(leftCents), trip.total, back.amount ?? 0);
    expect(tooMuch.json().error).toMatchObject({ message, fields: { 'refund.amount': message } });
    expect((await rowsOf(trip.id)).row?.status).toBe('viewed');

    const rest = await cancel(dispatcher, trip.id, { version: outbound.version, refund: { kind: 'full' } });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(dataOf(rest).refunds).toMatchObject([{ amount: fromCents(leftCents) }]);
    expect(refundedAtPaypal(captureId)).toBe(toCents(trip.total));
    const rows = await ctx.app.db.select().from(reservationRefunds).where(eq(reservationRefunds.captureId, captureId));
    expect(rows.map((r) => toCents(r.amount)).reduce((a, b) => a + b, 0)).toBe(toCents(trip.total));
  });

  it('refuses what PayPal refuses (a refund made in PayPal directly left less), and cancels nothing', async () => {
    const trip = await bookPaid(customer, fake);
    const captureId = trip.transactionId ?? '';
    fake.refundOutside(captureId, fromCents(toCents(trip.total) - 100).toFixed(2));
    const before = await rowsOf(trip.id, trip.email);
    const response = await cancel(dispatcher, trip.id, {
      version: trip.version,
      refund: { kind: 'partial', amount: 5 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(REFUND_MESSAGES.paypalHasLess);
    expect(await rowsOf(trip.id, trip.email)).toEqual(before);
    // Everything PayPal still holds: what it says is left.
    const rest = await cancel(dispatcher, trip.id, { version: trip.version, refund: { kind: 'full' } });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(dataOf(rest).refunds).toMatchObject([{ amount: 1 }]);
  });

  it('cancels nothing and refunds nothing while PayPal is down, with a 502 that says to try again', async () => {
    const trip = await bookPaid(customer, fake);
    fake.setOutage(503);
    const response = await cancel(dispatcher, trip.id, { version: trip.version, refund: { kind: 'full' } });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toMatch(/^PayPal could not make the refund now .*The trip was not cancelled/);
    fake.setOutage(null);
    expect((await rowsOf(trip.id)).row?.status).toBe('created');
    expect(fake.refundsOf(trip.transactionId ?? '')).toHaveLength(0);
  });

  it('records the refund once when Livery failed after PayPal refunded: the retry gets the same refund back', async () => {
    const trip = await bookPaid(customer, fake);
    const captureId = trip.transactionId ?? '';
    const before = await rowsOf(trip.id, trip.email);
    await ctx.app.db.execute(sql`create or replace function livery_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'the outbox is broken'; end $$`);
    await ctx.app.db.execute(sql`create trigger livery_test_fail before insert on mail_outbox
      for each row execute function livery_test_fail()`);
    const body = { version: trip.version, refund: { kind: 'partial', amount: 10 } };
    const failed = await cancel(dispatcher, trip.id, body);
    expect(failed.statusCode).toBe(500);
    // PayPal refunded; nothing of the cancel was written (status, history, audit, refund row, e-mail).
    expect(fake.refundsOf(captureId)).toHaveLength(1);
    expect(await rowsOf(trip.id, trip.email)).toEqual(before);

    await ctx.app.db.execute(sql`drop trigger livery_test_fail on mail_outbox`);
    const retried = await cancel(dispatcher, trip.id, body);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(fake.refundsOf(captureId)).toHaveLength(1);
    expect(dataOf(retried).refunds).toMatchObject([{ paypalRefundId: fake.refundsOf(captureId)[0]?.id, amount: 10 }]);
  });

  it('refunds once when 20 dispatchers cancel with a refund at once; the others are told it is cancelled', async () => {
    const trip = await bookPaid(customer, fake);
    const captureId = trip.transactionId ?? '';
    const requests = fake.stats.refundRequests;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        cancel(dispatcher, trip.id, { version: trip.version, refund: { kind: 'full' } }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([200, ...Array(19).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().error.message).toBe(LIFECYCLE_MESSAGES.already('cancelled'));
    expect(fake.refundsOf(captureId)).toHaveLength(1);
    expect(fake.stats.refundRequests - requests).toBe(1);
    expect((await rowsOf(trip.id)).refunds).toHaveLength(1);
  });

  it('says so when PayPal does not know the trip’s payment, and cancels nothing', async () => {
    const trip = await bookPaid(customer, fake);
    await ctx.app.db.execute(sql`update reservations set transaction_id = 'NOSUCHCAPTURE0001' where id = ${trip.id}`);
    const response = await cancel(dispatcher, trip.id, { version: trip.version, refund: { kind: 'full' } });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toBe(REFUND_MESSAGES.unknownCapture('NOSUCHCAPTURE0001'));
    expect((await rowsOf(trip.id)).row?.status).toBe('created');
  });

  it('refunds the booking’s PayPal payment of a trip paid partly in cash since (its payment type mixed)', async () => {
    const trip = await bookPaid(customer, fake);
    // Made dearer, the difference paid in cash at the office: the type becomes mixed (decision 078).
    await ctx.app.db.execute(sql`update reservations set amount = amount + 10 where id = ${trip.id}`);
    const paid = await call('POST', `/reservations/${trip.id}/payments`, dispatcher, {
      method: 'cash',
      amount: 10,
      paidOn: businessDate(new Date(), 'America/New_York'),
      version: trip.version,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await rowsOf(trip.id)).row?.paymentType).toBe('mixed');
    const response = await cancel(dispatcher, trip.id, { version: trip.version + 1, refund: { kind: 'full' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(refundedAtPaypal(trip.transactionId ?? '')).toBe(toCents(trip.total));
  });

  it('refuses a refund larger than the payment before asking PayPal', async () => {
    const trip = await bookPaid(customer, fake);
    const requests = fake.stats.refundRequests;
    const response = await cancel(dispatcher, trip.id, {
      version: trip.version,
      refund: { kind: 'partial', amount: trip.total + 0.01 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(REFUND_MESSAGES.tooMuch(trip.total, trip.total, 0));
    expect(fake.stats.refundRequests).toBe(requests);
    expect((await rowsOf(trip.id)).row?.status).toBe('created');
  });
});
