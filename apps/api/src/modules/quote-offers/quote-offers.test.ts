import { QUOTE_OFFER_MESSAGES, type OpenQuoteOffer, type Quote, type SentQuoteOffer } from '@livery/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configurations, mailOutbox, quoteOffers, reservations, users } from '../../db/schema.js';
import { seededBookingIds, tripFrom } from '../../test/booking.js';
import { caller, CUSTOMER, DISPATCHER, signedIn, useTestApp, type Headers } from '../../test/helper.js';

/** Quotes the customer accepts (issue 39, decision 090). The test app has no PayPal: Accept pays online → a request. */
const ctx = useTestApp({ publicUrl: 'https://livery.example' });
const call = caller(ctx);
const dispatcher = signedIn(ctx, DISPATCHER);
const customer = signedIn(ctx, CUSTOMER);
const ids = seededBookingIds(ctx);

let mailbox = 0;
/** A fresh address per quote, so each test reads its own e-mail. */
const nextEmail = () => `quoted${++mailbox}-${Date.now()}@example.com`;

async function totalOf(trip: object): Promise<number> {
  const response = await call('POST', '/reservations/quote', dispatcher, trip);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as Quote).total;
}

async function sendQuote(email: string, overrides: Record<string, unknown> = {}, headers: Headers = dispatcher) {
  const trip = tripFrom(ids);
  return call('POST', '/quotes', headers, {
    trip,
    customer: { name: 'Quinn Quoted', email, phoneNumber: '+1 212 555 0142' },
    expectedTotal: await totalOf(trip),
    ...overrides,
  });
}

/** Sends a quote and reads its link's token from the customer's e-mail, as the customer would. */
async function sent(email = nextEmail(), overrides: Record<string, unknown> = {}) {
  const response = await sendQuote(email, overrides);
  expect(response.statusCode, response.body).toBe(201);
  const [mail] = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const token = /\/quote\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  return { data: response.json().data as SentQuoteOffer, mail, token, email };
}

const open = (token: string) => call('GET', `/quotes/open/${token}`, {});
const accept = (token: string, body: object = {}) => call('POST', `/quotes/open/${token}/accept`, {}, body);

/** The same token with one character changed. */
const changed = (token: string) => `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;

describe('sending a quote', () => {
  it('prices the trip as a booking does, saves it, and e-mails its lines, total and link; only the hash is kept', async () => {
    const { data, mail, token } = await sent();
    expect(data.quote).toMatchObject({ status: 'sent', name: 'Quinn Quoted', reservationId: null });
    expect(data.quote.number).toBe(`Q${data.quote.id}`);
    // 32 random bytes in base64url: 43 characters, 256 bits.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.link).toBe(`https://livery.example/quote/${token}`);
    expect(mail?.subject).toBe(`Livery — Your quote ${data.quote.number}`);
    expect(mail?.text).toContain(`Amount: $${data.quote.total.toFixed(2)}`);
    expect(mail?.text).toMatch(/Sedan/);
    const [row] = await ctx.app.db.select().from(quoteOffers).where(eq(quoteOffers.id, data.quote.id));
    expect(row?.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    // Valid 7 days by default (the configuration's), never past the pickup (two days away in tripFrom).
    expect(new Date(data.quote.expiresAt).getTime()).toBeLessThanOrEqual(new Date(data.quote.pickUpAt).getTime());
  });

  it('keeps the days asked for, and refuses 0, 61, a fraction and a huge number on validDays', async () => {
    const { data } = await sent(nextEmail(), { validDays: 1 });
    const days = (new Date(data.quote.expiresAt).getTime() - new Date(data.quote.sentAt).getTime()) / 86_400_000;
    expect(days).toBeCloseTo(1, 3);
    for (const validDays of [0, 61, 1.5, 1e308, '3']) {
      const response = await sendQuote(nextEmail(), { validDays });
      expect(response.statusCode, String(validDays)).toBe(400);
      expect(response.json().error.fields).toHaveProperty('validDays');
    }
  });

  it('refuses a NUL character and a huge number in the body, naming the field, and writes nothing', async () => {
    const before = await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(quoteOffers);
    const nul = await sendQuote(nextEmail(), {
      customer: { name: 'Quinn\u0000', email: nextEmail(), phoneNumber: '+1 212 555 0142' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.fields).toHaveProperty(['customer.name']);
    const huge = await sendQuote(nextEmail(), { expectedTotal: 1e308 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.fields).toHaveProperty('expectedTotal');
    const passengers = await call('POST', '/quotes', dispatcher, {
      trip: tripFrom(ids, { passengers: 1e12 }),
      customer: { name: 'Quinn', email: nextEmail(), phoneNumber: '+1 212 555 0142' },
      expectedTotal: 10,
    });
    expect(passengers.statusCode).toBe(400);
    expect(passengers.json().error.fields).toHaveProperty(['trip.passengers']);
    const after = await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(quoteOffers);
    expect(after).toEqual(before);
  });

  it('answers 409 with the new breakdown when the total is not the one shown, and is staff’s only', async () => {
    const stale = await sendQuote(nextEmail(), { expectedTotal: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.total).toBeGreaterThan(1);
    expect((await sendQuote(nextEmail(), {}, customer)).statusCode).toBe(403);
    expect((await sendQuote(nextEmail(), {}, {})).statusCode).toBe(401);
  });
});

describe('the link', () => {
  it('opens the quote without an account: the trip, each line, the total, until when and how Accept books', async () => {
    const { data, token } = await sent();
    const response = await open(token);
    expect(response.statusCode, response.body).toBe(200);
    const offer = response.json().data as OpenQuoteOffer;
    expect(offer).toMatchObject({
      number: data.quote.number,
      status: 'sent',
      acceptMode: 'request',
      officePhone: expect.any(String),
      reservationId: null,
    });
    expect(offer.quote.total).toBe(data.quote.total);
    expect(offer.quote.legs[0]?.lines.length).toBeGreaterThan(0);
    expect(response.body).not.toContain('tokenHash');
  });

  it('is a 404 with one character changed, cut short or made up, saying nothing of whether it existed', async () => {
    const { token } = await sent();
    for (const wrong of [changed(token), token.slice(0, 42), 'x'.repeat(43), '1']) {
      const response = await open(wrong);
      expect(response.statusCode, wrong).toBe(404);
      expect(response.json().error.message).toBe(QUOTE_OFFER_MESSAGES.invalidLink);
      expect((await accept(wrong)).statusCode).toBe(404);
    }
  });

  it('lets no one read a quote by its id but staff: a customer gets 403, the link opens only its own quote', async () => {
    const first = await sent();
    const second = await sent();
    expect((await call('GET', `/quotes/${second.data.quote.id}`, customer)).statusCode).toBe(403);
    expect((await call('GET', `/quotes/${second.data.quote.id}`, {})).statusCode).toBe(401);
    expect((await open(first.token)).json().data.number).toBe(first.data.quote.number);
    const staff = await call('GET', `/quotes/${second.data.quote.id}`, dispatcher);
    expect(staff.json().data).toMatchObject({ id: second.data.quote.id, sentByName: expect.any(String) });
  });
});

describe('accepting a quote', () => {
  it('books the trip at the quoted price for a new customer account, with the quote’s lines as its breakdown', async () => {
    const { data, token, email } = await sent();
    const response = await accept(token);
    expect(response.statusCode, response.body).toBe(201);
    const { reservationId, requested } = response.json().data;
    expect(requested).toBe(true);
    const [trip] = await ctx.app.db.select().from(reservations).where(eq(reservations.id, reservationId));
    const [account] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    expect(trip).toMatchObject({ amount: data.quote.total, status: 'unpaid', customerId: account?.id });
    const [row] = await ctx.app.db.select().from(quoteOffers).where(eq(quoteOffers.id, data.quote.id));
    expect((trip?.priceBreakdown as { lines: unknown[] }).lines).toEqual(row?.quote.legs[0]?.lines);
    // The new account chooses its password by e-mail; the booking's own e-mail goes too.
    const mails = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining('Set your password'), expect.stringContaining('request')]),
    );
    const reopened = (await open(token)).json().data as OpenQuoteOffer;
    expect(reopened).toMatchObject({ status: 'accepted', reservationId, reservationNumber: `A${reservationId}` });
  });

  it('is not priced again: a changed rate after sending leaves the booked amount at the quote', async () => {
    const { data, token } = await sent();
    await ctx.app.db.execute(sql`update cars set to_multiply = to_multiply + 1 where id = ${ids.sedan}`);
    try {
      const response = await accept(token);
      expect(response.statusCode, response.body).toBe(201);
      const [trip] = await ctx.app.db
        .select()
        .from(reservations)
        .where(eq(reservations.id, response.json().data.reservationId));
      expect(trip?.amount).toBe(data.quote.total);
    } finally {
      await ctx.app.db.execute(sql`update cars set to_multiply = to_multiply - 1 where id = ${ids.sedan}`);
    }
  });

  it('books an existing customer’s trip on their account, unpaid when the configuration says so', async () => {
    await ctx.app.db.update(configurations).set({ quoteAcceptance: 'book-unpaid' });
    try {
      const { token } = await sent(CUSTOMER.email);
      expect((await open(token)).json().data.acceptMode).toBe('unpaid');
      const response = await accept(token);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.requested).toBe(false);
      const [trip] = await ctx.app.db
        .select()
        .from(reservations)
        .where(eq(reservations.id, response.json().data.reservationId));
      const [me] = await ctx.app.db.select().from(users).where(eq(users.email, CUSTOMER.email));
      expect(trip).toMatchObject({ customerId: me?.id, status: 'unpaid', paymentType: 'unpaid' });
      // The customer reads it as their own trip.
      expect((await call('GET', `/reservations/${trip?.id}/trip`, customer)).statusCode).toBe(200);
    } finally {
      await ctx.app.db.update(configurations).set({ quoteAcceptance: 'pay-online' });
    }
  });

  it('books once when accepted twice at once: one trip, and a 409 naming it', async () => {
    const { token, email } = await sent();
    const answers = await Promise.all([accept(token), accept(token)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const won = answers.find((a) => a.statusCode === 201)?.json().data;
    const lost = answers.find((a) => a.statusCode === 409)?.json().error.message;
    expect(lost).toBe(`${QUOTE_OFFER_MESSAGES.alreadyAccepted}: it is trip ${won.reservationNumber}.`);
    const trips = await ctx.app.db.select().from(reservations).where(eq(reservations.email, email));
    expect(trips).toHaveLength(1);
    // Once accepted, it says so again later.
    expect((await accept(token)).statusCode).toBe(409);
  });

  it('refuses an expired quote with the office’s number, and books nothing', async () => {
    const { data, token, email } = await sent();
    await ctx.app.db
      .update(quoteOffers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(quoteOffers.id, data.quote.id));
    expect((await open(token)).json().data.status).toBe('expired');
    const response = await accept(token);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/expired/);
    expect(await ctx.app.db.select().from(reservations).where(eq(reservations.email, email))).toHaveLength(0);
  });

  it('refuses a PayPal order when Accept does not pay online', async () => {
    const { token } = await sent();
    const response = await accept(token, { orderId: 'ABC123' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('orderId');
  });
});

describe('GET /quotes', () => {
  it('lists the quotes by status, searches by customer and number, sorts by each field', async () => {
    const a = await sent();
    const b = await sent();
    await accept(b.token);
    const byStatus = async (status: string) =>
      (await call('GET', `/quotes?status=${status}&limit=500`, dispatcher)).json().dataItems as { id: number }[];
    expect((await byStatus('sent')).map((q) => q.id)).toContain(a.data.quote.id);
    expect((await byStatus('sent')).map((q) => q.id)).not.toContain(b.data.quote.id);
    expect((await byStatus('accepted')).map((q) => q.id)).toContain(b.data.quote.id);
    const found = await call('GET', `/quotes?search=${encodeURIComponent(a.email)}`, dispatcher);
    expect(found.json().dataItems.map((q: { id: number }) => q.id)).toEqual([a.data.quote.id]);
    const byNumber = await call('GET', `/quotes?search=${a.data.quote.number}`, dispatcher);
    expect(byNumber.json().dataItems.map((q: { id: number }) => q.id)).toContain(a.data.quote.id);
    for (const sort of ['id', 'name', 'pickUpAt', 'total', 'sentAt', 'expiresAt', 'status'])
      for (const order of [sort, `-${sort}`])
        expect((await call('GET', `/quotes?sort=${order}`, dispatcher)).statusCode, order).toBe(200);
    expect((await call('GET', '/quotes?sort=colour', dispatcher)).statusCode).toBe(400);
    expect((await call('GET', '/quotes?status=lost', dispatcher)).statusCode).toBe(400);
    expect((await call('GET', '/quotes', customer)).statusCode).toBe(403);
  });
});
