import { businessDate, formatMoney, fromCents, toCents } from '@livery/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox, reservations } from '../../../db/schema.js';
import { PAYPAL_MESSAGES } from '../../../lib/paypal.js';
import { useTestAppWithPaypal } from '../../../test/paypal-app.js';
import { seededBookingIds } from '../../../test/booking.js';
import { CUSTOMER, DISPATCHER, signedIn, type Headers } from '../../../test/helper.js';
import { lifecycleHelpers } from '../../../test/lifecycle.js';

/**
 * The customer's receipts (issue 38, item 8; decision 079): one e-mail per payment — cash the office records, PayPal
 * at booking, PayPal from the trip's page — and per refund, written with the money in one transaction, so a payment
 * sent several times at once is one receipt. A trip without an e-mail gets none.
 */
const { ctx, paypal: fake } = await useTestAppWithPaypal({
  rateLimitMax: 1_000_000,
  publicUrl: 'https://livery.example',
  paypalTimeoutMs: 3000,
});
afterEach(() => {
  fake.setCaptureDelay(0);
  fake.setOutage(null);
});
const dispatcher = signedIn(ctx, DISPATCHER);
const customer = signedIn(ctx, CUSTOMER);
const ids = seededBookingIds(ctx);
const { call, bookUnpaid, bookPaid } = lifecycleHelpers(ctx, ids);

const customerId = async () => (await call('GET', '/me', customer)).json().data.user.id as number;
const today = () => businessDate(new Date(), 'America/New_York');
const receiptsTo = (email: string) =>
  ctx.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, '%Receipt:%')))
    .orderBy(asc(mailOutbox.id));
const payCash = (id: number, amount: number, version: number) =>
  call('POST', `/reservations/${id}/payments`, dispatcher, { method: 'cash', amount, paidOn: today(), version });

/** Opens an order for what is due as `headers`, approved by the payer in PayPal's window. */
async function approvedDueOrder(headers: Headers, id: number): Promise<string> {
  const opened = await call('POST', `/reservations/${id}/payments/paypal/orders`, headers, {});
  expect(opened.statusCode, opened.body).toBe(201);
  const orderId = opened.json().data.orderId as string;
  fake.approve(orderId);
  return orderId;
}
const captureDue = (headers: Headers, id: number, orderId: string) =>
  call('POST', `/reservations/${id}/payments/paypal/capture`, headers, { orderId });

describe('receipts', () => {
  it('sends a receipt for each cash payment the office records: amount, method, trip, balance left', async () => {
    const trip = await bookUnpaid(dispatcher, { customerId: await customerId() });
    const first = await payCash(trip.id, 20, trip.version);
    expect(first.statusCode, first.body).toBe(200);
    const restCents = toCents(trip.total) - 2000;
    const second = await payCash(trip.id, fromCents(restCents), trip.version + 1);
    expect(second.statusCode, second.body).toBe(200);

    const [cash, rest, ...more] = await receiptsTo(trip.email);
    expect(more).toEqual([]);
    expect(cash?.subject).toBe(`Livery — Receipt: ${formatMoney(20)} paid for trip A${trip.id}`);
    expect(cash?.text).toContain(`Amount: ${formatMoney(20)}. Method: Cash. Paid on ${today()}.`);
    expect(cash?.text).toContain(`Trip A${trip.id}, pickup `);
    expect(cash?.text).toContain(`Balance due: ${formatMoney(fromCents(restCents))}.`);
    expect(cash?.text).toContain(`See your trip: https://livery.example/trips/${trip.id}`);
    expect(rest?.text).toContain(`Amount: ${formatMoney(fromCents(restCents))}. Method: Cash.`);
    expect(rest?.text).toContain('Balance due: nothing, the trip is paid in full.');
  });

  it('sends none for a walk-in without an e-mail, and no link for a trip on no account', async () => {
    const walkIn = await bookUnpaid(dispatcher);
    await ctx.app.db.update(reservations).set({ email: null }).where(eq(reservations.id, walkIn.id));
    expect((await payCash(walkIn.id, 10, walkIn.version)).statusCode).toBe(200);
    const after = await ctx.app.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.text, `%Trip A${walkIn.id},%`));
    expect(after.filter((mail) => mail.subject.includes('Receipt'))).toEqual([]);

    // With an e-mail but no account: the receipt, without a page it could not open.
    const noAccount = await bookUnpaid(dispatcher);
    expect((await payCash(noAccount.id, 10, noAccount.version)).statusCode).toBe(200);
    const [receipt] = await receiptsTo(noAccount.email);
    expect(receipt?.text).toContain(`Amount: ${formatMoney(10)}. Method: Cash.`);
    expect(receipt?.text).not.toContain('See your trip');
  });

  it('sends one receipt for a PayPal payment at booking, naming both legs of a round trip it paid for', async () => {
    const trip = await bookPaid(customer, fake, { roundTrip: true });
    const receipts = await receiptsTo(trip.email);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt?.subject).toBe(
      `Livery — Receipt: ${formatMoney(trip.total)} paid for trip A${trip.id} and A${trip.returnId}`,
    );
    expect(receipt?.text).toContain(`Method: PayPal. Paid on ${today()}.`);
    expect(receipt?.text).toContain(`Trip A${trip.id}, pickup`);
    expect(receipt?.text).toContain(`Trip A${trip.returnId}, pickup`);
    expect(receipt?.text).toContain('Balance due: nothing, the trips are paid in full.');
  });

  it('sends one receipt for a payment from the trip page, however often the capture is sent at once', async () => {
    const trip = await bookUnpaid(dispatcher, { customerId: await customerId() });
    const orderId = await approvedDueOrder(customer, trip.id);
    fake.setCaptureDelay(150);
    const answers = await Promise.all(Array.from({ length: 5 }, () => captureDue(customer, trip.id, orderId)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect((await captureDue(customer, trip.id, orderId)).statusCode).toBe(200);
    const receipts = await receiptsTo(trip.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain(`Amount: ${formatMoney(trip.total)}. Method: PayPal.`);
    expect(receipts[0]?.text).toContain('Balance due: nothing, the trip is paid in full.');
  });

  it('sends a receipt for the office’s refund on cancelling: refunded, paid and kept', async () => {
    const trip = await bookPaid(customer, fake);
    const cancelled = await call('POST', `/reservations/${trip.id}/cancel`, dispatcher, {
      version: trip.version,
      refund: { kind: 'partial', amount: 10 },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const receipts = await receiptsTo(trip.email);
    expect(receipts.map((mail) => mail.subject)).toEqual([
      `Livery — Receipt: ${formatMoney(trip.total)} paid for trip A${trip.id}`,
      `Livery — Receipt: ${formatMoney(10)} refunded for trip A${trip.id}`,
    ]);
    const refund = receipts[1]?.text ?? '';
    expect(refund).toContain(`Refunded: ${formatMoney(10)}. Method: PayPal.`);
    expect(refund).toContain(`Paid for this trip: ${formatMoney(trip.total)}.`);
    expect(refund).toContain(`Kept: ${formatMoney(fromCents(toCents(trip.total) - 1000))}.`);
    expect(refund).toContain('It is cancelled.');
  });
});

describe('paying what is due when PayPal fails (issue 38, item 26)', () => {
  it('says the payment did not go through and the trip is unchanged — never "Nothing was booked"', async () => {
    const trip = await bookUnpaid(dispatcher, { customerId: await customerId() });
    const orderId = await approvedDueOrder(customer, trip.id);
    fake.setOutage(503);
    const failed = await captureDue(customer, trip.id, orderId);
    expect(failed.statusCode).toBe(502);
    const { message } = failed.json().error as { message: string };
    expect(message).toMatch(/^PayPal answered with an error .*\. The payment did not go through and your trip is/);
    expect(message).not.toContain('Nothing was booked');
    const opening = await call('POST', `/reservations/${trip.id}/payments/paypal/orders`, customer, {});
    expect(opening.statusCode).toBe(502);
    expect(opening.json().error.message).not.toContain('Nothing was booked');
    // A booking that fails the same way still says nothing was booked.
    expect(PAYPAL_MESSAGES.down('')).toContain('Nothing was booked');
    fake.setOutage(null);
    // Nothing was recorded, and nothing is mailed until it goes through.
    expect(await receiptsTo(trip.email)).toEqual([]);
    expect((await captureDue(customer, trip.id, orderId)).statusCode).toBe(200);
    expect(await receiptsTo(trip.email)).toHaveLength(1);
  });
});
