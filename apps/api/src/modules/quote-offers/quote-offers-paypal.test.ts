import { QUOTE_OFFER_MESSAGES, type OpenQuoteOffer, type Quote, type SentQuoteOffer } from '@livery/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox, quoteOffers, reservations } from '../../db/schema.js';
import { seededBookingIds, tripFrom } from '../../test/booking.js';
import { caller, DISPATCHER, signedIn } from '../../test/helper.js';
import { useTestAppWithPaypal } from '../../test/paypal-app.js';

/**
 * Accepting a quote by paying it (decision 090): the configuration's default `pay-online` with PayPal configured.
 * PayPal is the local stand-in (decision 040), started before the app; nothing here reaches paypal.com.
 */
const { ctx, paypal: fake } = await useTestAppWithPaypal({ publicUrl: 'https://livery.example' });
afterEach(() => {
  fake.setCaptureAmount(null);
  fake.setCaptureDelay(0);
});
const call = caller(ctx);
const dispatcher = signedIn(ctx, DISPATCHER);
const ids = seededBookingIds(ctx);

let mailbox = 0;
const nextEmail = () => `paid-quote${++mailbox}-${Date.now()}@example.com`;

/** Sends a quote of the usual trip and reads its token from the customer's e-mail. */
async function sent() {
  const email = nextEmail();
  const trip = tripFrom(ids);
  const priced = await call('POST', '/reservations/quote', dispatcher, trip);
  const expectedTotal = (priced.json().data as Quote).total;
  const response = await call('POST', '/quotes', dispatcher, {
    trip,
    customer: { name: 'Pat Paying', email, phoneNumber: '+1 212 555 0143' },
    expectedTotal,
  });
  expect(response.statusCode, response.body).toBe(201);
  const [mail] = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const token = /\/quote\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  return { data: response.json().data as SentQuoteOffer, token, email };
}

const orderFor = (token: string) => call('POST', `/quotes/open/${token}/paypal-order`, {});
const accept = (token: string, body: object = {}) => call('POST', `/quotes/open/${token}/accept`, {}, body);
const bookedWith = (email: string) => ctx.app.db.select().from(reservations).where(eq(reservations.email, email));

/** The Pay button: an order opened for the quote, then the payer approving it in PayPal's window. */
async function approvedOrder(token: string): Promise<string> {
  const response = await orderFor(token);
  expect(response.statusCode, response.body).toBe(201);
  const orderId = response.json().data.orderId as string;
  fake.approve(orderId);
  return orderId;
}

describe('accepting a quote by paying it with PayPal', () => {
  it('tells the page to pay, and opens an order for exactly the quoted total, marked as the quote’s', async () => {
    const { data, token } = await sent();
    expect(((await call('GET', `/quotes/open/${token}`, {})).json().data as OpenQuoteOffer).acceptMode).toBe('paypal');
    const response = await orderFor(token);
    expect(response.statusCode, response.body).toBe(201);
    expect(fake.order(response.json().data.orderId)?.purchaseUnits).toEqual([
      expect.objectContaining({
        amount: { currency_code: 'USD', value: data.quote.total.toFixed(2) },
        custom_id: `livery-quote-${data.quote.id}`,
      }),
    ]);
  });

  it('captures the order once and books the trip paid at the quoted total', async () => {
    const { data, token, email } = await sent();
    const orderId = await approvedOrder(token);
    const before = fake.stats.captures;
    const response = await accept(token, { orderId });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.requested).toBe(false);
    expect(fake.stats.captures - before).toBe(1);
    const [trip] = await bookedWith(email);
    expect(trip).toMatchObject({
      id: response.json().data.reservationId,
      amount: data.quote.total,
      status: 'created',
      paymentType: 'paypal',
      transactionId: fake.order(orderId)?.captures[0]?.id,
    });
    // The same order again books nothing more: the quote is taken.
    expect((await accept(token, { orderId })).statusCode).toBe(409);
    expect(fake.stats.captures - before).toBe(1);
    expect(await bookedWith(email)).toHaveLength(1);
  });

  it('asks for the payment first: Accept without an order is a 400 on orderId', async () => {
    const { token, email } = await sent();
    const response = await accept(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ orderId: QUOTE_OFFER_MESSAGES.payFirst });
    expect(await bookedWith(email)).toHaveLength(0);
  });

  it('refuses a capture PayPal made for another amount, and books nothing', async () => {
    const { token, email, data } = await sent();
    const orderId = await approvedOrder(token);
    fake.setCaptureAmount('1.00');
    const response = await accept(token, { orderId });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toMatch(/PayPal took USD 1\.00 instead of/);
    expect(await bookedWith(email)).toHaveLength(0);
    const [row] = await ctx.app.db.select().from(quoteOffers).where(eq(quoteOffers.id, data.quote.id));
    expect(row?.acceptedReservationId).toBeNull();
  });

  it('refuses an order opened for another quote, before anything is captured', async () => {
    const first = await sent();
    const second = await sent();
    const orderId = await approvedOrder(first.token);
    const before = fake.stats.captures;
    const response = await accept(second.token, { orderId });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('payment');
    expect(fake.stats.captures).toBe(before);
    expect(await bookedWith(second.email)).toHaveLength(0);
  });

  it('books one trip and captures once when accepted twice at once with the same payment', async () => {
    const { token, email } = await sent();
    const orderId = await approvedOrder(token);
    const before = fake.stats.captures;
    fake.setCaptureDelay(25);
    const answers = await Promise.all([accept(token, { orderId }), accept(token, { orderId })]);
    expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([201, 409]);
    const won = answers.find((a) => a.statusCode === 201)?.json().data;
    expect(answers.find((a) => a.statusCode === 409)?.json().error.message).toBe(
      `${QUOTE_OFFER_MESSAGES.alreadyAccepted}: it is trip ${won.reservationNumber}.`,
    );
    expect(fake.stats.captures - before).toBe(1);
    expect(await bookedWith(email)).toHaveLength(1);
  });

  it('opens no order for a quote already accepted', async () => {
    const { token } = await sent();
    expect((await accept(token, { orderId: await approvedOrder(token) })).statusCode).toBe(201);
    const again = await orderFor(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already accepted/);
  });
});
