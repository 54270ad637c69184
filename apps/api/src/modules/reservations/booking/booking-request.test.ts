import { randomUUID } from 'node:crypto';
import { BOOKING_REQUEST_WORDS } from '@livery/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, reservations, reservationStatusChanges, users } from '../../../db/schema.js';
import { seededBookingIds, tripFrom } from '../../../test/booking.js';
import { caller, CUSTOMER, signedIn, useTestApp, type Headers } from '../../../test/helper.js';
import { BOOKING_MESSAGES } from '../core/index.js';

/**
 * A customer who cannot pay online is not stuck (issue 22, decision 055): while the server has no PayPal credentials
 * (the test app has none), they may send the trip as a request. It is booked unpaid and the office is told.
 */
const ctx = useTestApp({ publicUrl: 'https://livery.example' });
const call = caller(ctx);
const customer = signedIn(ctx, CUSTOMER);
const ids = seededBookingIds(ctx);

async function send(headers: Headers, kind: 'request' | 'unpaid', email: string) {
  const trip = tripFrom(ids);
  const quoted = await call('POST', '/reservations/quote', headers, trip);
  expect(quoted.statusCode, quoted.body).toBe(200);
  return call(
    'POST',
    '/reservations',
    { ...headers, 'idempotency-key': randomUUID() },
    {
      trip,
      customer: { name: 'Rita Request', email, phoneNumber: '+1 212 555 0177' },
      termsAccepted: true,
      expectedTotal: quoted.json().data.total,
      payment: { kind },
    },
  );
}

describe('POST /reservations with payment { kind: request }', () => {
  it('books the customer’s trip unpaid, says so in its history, and tells the office', async () => {
    const admins = await ctx.app.db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true));
    const adminEmails = admins.map((a) => a.email);
    const before = await ctx.app.db.select().from(mailOutbox).where(inArray(mailOutbox.to, adminEmails));

    const response = await send(customer, 'request', 'rita@example.com');
    expect(response.statusCode, response.body).toBe(201);
    const { reservation, warnings } = response.json().data;
    expect(reservation).toMatchObject({ status: 'unpaid', paymentType: 'unpaid', email: 'rita@example.com' });
    expect(warnings).toEqual([BOOKING_MESSAGES.requestSent]);
    const [row] = await ctx.app.db.select().from(reservations).where(eq(reservations.id, reservation.id));
    const [me] = await ctx.app.db.select().from(users).where(eq(users.email, CUSTOMER.email));
    expect(row?.customerId).toBe(me?.id);
    const history = await ctx.app.db
      .select()
      .from(reservationStatusChanges)
      .where(eq(reservationStatusChanges.reservationId, reservation.id));
    expect(history).toMatchObject([{ toStatus: 'unpaid', reason: BOOKING_MESSAGES.requested }]);

    // No office e-mail is configured: every administrator is told, with what to confirm and the link.
    const after = await ctx.app.db.select().from(mailOutbox).where(inArray(mailOutbox.to, adminEmails));
    const notices = after.slice(before.length);
    expect(notices.map((m) => m.to).sort()).toEqual([...adminEmails].sort());
    expect(notices[0]?.subject).toBe(`Booking request ${reservation.number} to confirm (not paid)`);
    expect(notices[0]?.text).toContain('Customer: Rita Request, rita@example.com, +1 212 555 0177');
    expect(notices[0]?.text).toContain(`https://livery.example/reservation/details/${reservation.id}`);
  });

  it('e-mails the customer what the screen says: a request received, the office will confirm (issue 38, item 7)', async () => {
    const response = await send(customer, 'request', 'rita3@example.com');
    expect(response.statusCode, response.body).toBe(201);
    const { reservation, requested } = response.json().data;
    // The screen reads this to say "Request sent", not "Booked".
    expect(requested).toBe(true);
    const mails = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'rita3@example.com'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Livery — ${BOOKING_REQUEST_WORDS.mailSubject}`);
    expect(mail?.subject).not.toContain('confirmed');
    expect(mail?.text).toContain(BOOKING_REQUEST_WORDS.pending);
    expect(mail?.text).not.toMatch(/booking confirmed|is booked/i);
    expect(mail?.html).toContain('The trip is not confirmed yet and nothing is paid');
    // The trip as asked for, priced, and the customer's page.
    expect(mail?.text).toContain(`${reservation.number} Trip: pickup`);
    expect(mail?.text).toContain(`See your trip: https://livery.example/trips/${reservation.id}`);
  });

  it('leaves booking as unpaid to those who may (a customer may not), PayPal or not', async () => {
    const response = await send(customer, 'unpaid', 'rita2@example.com');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(BOOKING_MESSAGES.withoutPayment);
  });
});
