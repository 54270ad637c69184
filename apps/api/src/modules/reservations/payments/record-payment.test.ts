import {
  businessDate,
  formatMoney,
  fromCents,
  paymentReason,
  RECORD_PAYMENT_MESSAGES,
  toCents,
  type ReservationListItem,
} from '@livery/domain';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, reservationPayments, reservations } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { useTestAppWithPaypal } from '../../../test/paypal-app.js';
import { seededBookingIds } from '../../../test/booking.js';
import {
  ADMIN,
  bearer,
  CUSTOMER,
  DISPATCHER,
  signedIn,
  userWithPermissions,
  type Headers,
} from '../../../test/helper.js';
import { lifecycleHelpers } from '../../../test/lifecycle.js';

// PayPal's stand-in (decision 040) for the trips paid at booking: nothing here reaches paypal.com.
const { ctx, paypal: fake } = await useTestAppWithPaypal({
  rateLimitMax: 1_000_000,
  publicUrl: 'https://livery.example',
});
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const customer = signedIn(ctx, CUSTOMER);
const ids = seededBookingIds(ctx);
const { call, bookUnpaid, bookPaid, setStatus, rowsOf, details, dataOf } = lifecycleHelpers(ctx, ids);

const stale = AppError.staleVersion('reservation').message;
const today = () => businessDate(new Date(), 'America/New_York');
const pay = (headers: Headers, id: number, body: object) => call('POST', `/reservations/${id}/payments`, headers, body);
const cash = (amount: number, version: number, more: object = {}) => ({
  method: 'cash',
  amount,
  paidOn: today(),
  version,
  ...more,
});

const customerId = async () => (await call('GET', '/me', customer)).json().data.user.id as number;

/** What the database holds of a leg's payments, and its record-payment audit rows, oldest first. */
async function paymentRows(id: number) {
  const db = ctx.app.db;
  const rows = await db
    .select()
    .from(reservationPayments)
    .where(eq(reservationPayments.reservationId, id))
    .orderBy(asc(reservationPayments.id));
  const audits = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'reservation'), eq(auditLog.entityId, id), eq(auditLog.action, 'record-payment')))
    .orderBy(asc(auditLog.id));
  return { rows, audits };
}

/** The list's row of one trip (searched by its number). */
async function listRow(headers: Headers, id: number): Promise<ReservationListItem | undefined> {
  const response = await call('GET', `/reservations?search=A${id}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().dataItems as ReservationListItem[]).find((r) => r.id === id);
}

describe('POST /reservations/:id/payments', () => {
  it('records payments on an unpaid trip until it is paid: paid and due follow, history and audit, unpaid → created', async () => {
    const trip = await bookUnpaid(dispatcher, { customerId: await customerId() });
    const totalCents = toCents(trip.total);
    const firstCents = Math.floor(totalCents * 0.4);
    const before = dataOf(await details(dispatcher, trip.id));
    expect(before).toMatchObject({ paidAmount: 0, balanceDue: trip.total, payments: [] });
    expect(before.actions).toContain('recordPayment');

    const first = await pay(dispatcher, trip.id, cash(fromCents(firstCents), trip.version, { reference: ' R-17 ' }));
    expect(first.statusCode, first.body).toBe(200);
    const partly = dataOf(first);
    expect(partly).toMatchObject({
      status: 'unpaid',
      version: trip.version + 1,
      paidAmount: fromCents(firstCents),
      balanceDue: fromCents(totalCents - firstCents),
    });
    expect(partly.payments).toEqual([
      {
        id: expect.any(Number),
        method: 'cash',
        amount: fromCents(firstCents),
        paidOn: today(),
        reference: 'R-17',
        paypalCaptureId: null,
        actorId: expect.any(Number),
        actorName: 'Dan Dispatcher',
        createdAt: expect.any(String),
      },
    ]);
    const firstReason = paymentReason({ method: 'cash', amount: fromCents(firstCents), reference: 'R-17' });
    expect(partly.history[0]).toMatchObject({ from: 'unpaid', to: 'unpaid', reason: firstReason });
    // The list shows it without a join, and so does its customer's details.
    expect(await listRow(dispatcher, trip.id)).toMatchObject({
      paidAmount: fromCents(firstCents),
      balanceDue: fromCents(totalCents - firstCents),
    });
    expect(dataOf(await details(customer, trip.id))).toMatchObject({ balanceDue: fromCents(totalCents - firstCents) });

    const rest = await pay(dispatcher, trip.id, {
      method: 'check',
      amount: fromCents(totalCents - firstCents),
      paidOn: today(),
      version: trip.version + 1,
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const paid = dataOf(rest);
    expect(paid).toMatchObject({ status: 'created', paidAmount: trip.total, balanceDue: 0 });
    expect(paid.payments.map((p) => p.method)).toEqual(['check', 'cash']);
    expect(paid.history[0]).toMatchObject({ from: 'unpaid', to: 'created' });
    expect(paid.actions).not.toContain('recordPayment');

    const { row, history } = await rowsOf(trip.id);
    expect(row).toMatchObject({ status: 'created', paidAmount: trip.total, version: trip.version + 2 });
    expect(history.map((h) => h.toStatus)).toEqual(['created', 'unpaid', 'unpaid']);
    const { rows, audits } = await paymentRows(trip.id);
    expect(rows).toHaveLength(2);
    expect(audits).toMatchObject([
      {
        before: { status: 'unpaid', version: trip.version, paidAmount: 0 },
        after: { status: 'unpaid', paidAmount: fromCents(firstCents), payment: { method: 'cash', reference: 'R-17' } },
      },
      { before: { status: 'unpaid' }, after: { status: 'created', paidAmount: trip.total } },
    ]);

    // Paid in full: nothing more is taken.
    const more = await pay(dispatcher, trip.id, cash(1, trip.version + 2));
    expect(more.statusCode).toBe(400);
    expect(more.json().error.fields).toEqual({ amount: RECORD_PAYMENT_MESSAGES.nothingDue });
  });

  it('says how the trip was paid (issue 38): unpaid until a payment, then its method, and mixed once a second pays', async () => {
    const inFull = await bookUnpaid(dispatcher, { customerId: await customerId() });
    expect(await listRow(dispatcher, inFull.id)).toMatchObject({ paymentType: 'unpaid' });
    expect((await pay(dispatcher, inFull.id, cash(inFull.total, inFull.version))).statusCode).toBe(200);
    expect(await listRow(dispatcher, inFull.id)).toMatchObject({ paymentType: 'cash', balanceDue: 0 });
    expect(dataOf(await details(dispatcher, inFull.id))).toMatchObject({ paymentType: 'cash' });
    expect((await rowsOf(inFull.id)).row.paymentType).toBe('cash');

    const twoWays = await bookUnpaid(dispatcher, { customerId: await customerId() });
    const half = fromCents(Math.floor(toCents(twoWays.total) / 2));
    expect((await pay(dispatcher, twoWays.id, cash(half, twoWays.version))).statusCode).toBe(200);
    expect(await listRow(dispatcher, twoWays.id)).toMatchObject({ paymentType: 'cash' });
    const rest = { method: 'check', amount: fromCents(toCents(twoWays.total) - toCents(half)), paidOn: today() };
    expect((await pay(dispatcher, twoWays.id, { ...rest, version: twoWays.version + 1 })).statusCode).toBe(200);
    expect(await listRow(dispatcher, twoWays.id)).toMatchObject({ paymentType: 'mixed', balanceDue: 0 });
    const { audits } = await paymentRows(twoWays.id);
    expect(audits.map((a) => [a.before, a.after])).toMatchObject([
      [{ paymentType: 'unpaid' }, { paymentType: 'cash' }],
      [{ paymentType: 'cash' }, { paymentType: 'mixed' }],
    ]);
  });

  it('refuses more than the balance due, 0, a date after today and a stale version, writing nothing', async () => {
    const trip = await bookUnpaid(dispatcher);
    const before = await rowsOf(trip.id);
    const over = await pay(dispatcher, trip.id, cash(fromCents(toCents(trip.total) + 1), trip.version));
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields).toEqual({ amount: RECORD_PAYMENT_MESSAGES.moreThanDue(trip.total) });
    const zero = await pay(dispatcher, trip.id, cash(0, trip.version));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.fields?.amount).toBe(RECORD_PAYMENT_MESSAGES.notMoreThanZero);
    const tomorrow = new Date(Date.now() + 36 * 3_600_000);
    const future = await pay(dispatcher, trip.id, cash(1, trip.version, { paidOn: businessDate(tomorrow) }));
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ paidOn: RECORD_PAYMENT_MESSAGES.futureDate });
    const paypal = await pay(dispatcher, trip.id, cash(1, trip.version, { method: 'paypal' }));
    expect(paypal.statusCode).toBe(400);
    const old = await pay(dispatcher, trip.id, cash(1, trip.version - 1));
    expect(old.statusCode).toBe(409);
    expect(old.json().error.message).toBe(stale);
    const unknown = await pay(dispatcher, 2_000_000_000, cash(1, 1));
    expect(unknown.statusCode).toBe(404);
    expect(await rowsOf(trip.id)).toEqual(before);
    expect((await paymentRows(trip.id)).rows).toEqual([]);
  });

  it('refuses a cancelled and a duplicate trip by status (409 naming it), and a draft', async () => {
    for (const status of ['cancelled', 'duplicate'] as const) {
      const trip = await bookUnpaid(dispatcher);
      const version = await setStatus(trip.id, status);
      const response = await pay(dispatcher, trip.id, cash(1, version));
      expect(response.statusCode, status).toBe(409);
      expect(response.json().error.message).toBe(RECORD_PAYMENT_MESSAGES.offTheBooks(status));
    }
    const draft = await call('POST', '/reservation-drafts', dispatcher, { state: { step: 1 } });
    expect(draft.statusCode, draft.body).toBe(201);
    const { id, version } = draft.json().data as { id: number; version: number };
    const response = await pay(dispatcher, id, cash(1, version));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(RECORD_PAYMENT_MESSAGES.draft);
  });

  it('takes a payment on a completed trip, and is refused to a customer (even their own trip) and a driver', async () => {
    const trip = await bookUnpaid(dispatcher, { customerId: await customerId() });
    const version = await setStatus(trip.id, 'completed');
    const own = await pay(customer, trip.id, cash(1, version));
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toContain('reservations:record-payment');
    const driver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    expect((await pay(bearer(driver.token), trip.id, cash(1, version))).statusCode).toBe(403);
    const recorder = await userWithPermissions(ctx.app, ['reservations:record-payment']);
    const response = await pay(bearer(recorder.token), trip.id, cash(1, version));
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf(response)).toMatchObject({ status: 'completed', paidAmount: 1 });
    // The details answer as staff: they read it all.
    expect(dataOf(await pay(admin, trip.id, cash(2, version + 1))).paidAmount).toBe(3);
  });

  it('records one of ten identical payments sent at once at one version; the others read the stale version', async () => {
    const trip = await bookUnpaid(dispatcher);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pay(dispatcher, trip.id, cash(5, trip.version))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().error.message).toBe(stale);
    expect((await paymentRows(trip.id)).rows).toHaveLength(1);
    expect((await rowsOf(trip.id)).row).toMatchObject({ paidAmount: 5, version: trip.version + 1 });
  });
});

describe('PayPal payments at booking (decision 051)', () => {
  it('records the booking’s capture as a payment of each leg it paid for: paid in full, both legs', async () => {
    const trip = await bookPaid(customer, fake, { roundTrip: true });
    const outbound = dataOf(await details(dispatcher, trip.id));
    const back = dataOf(await details(dispatcher, trip.returnId!));
    for (const leg of [outbound, back]) {
      // Booked paid (created; staff opening it mark it viewed).
      expect(['created', 'viewed']).toContain(leg.status);
      expect(leg).toMatchObject({ paidAmount: leg.amount, balanceDue: 0 });
      expect(leg.payments).toMatchObject([
        { method: 'paypal', amount: leg.amount, paypalCaptureId: trip.transactionId, paidOn: today() },
      ]);
      expect(leg.actions).not.toContain('recordPayment');
    }
    expect(toCents(outbound.amount ?? 0) + toCents(back.amount ?? 0)).toBe(toCents(trip.total));
    expect(await listRow(dispatcher, trip.id)).toMatchObject({ paidAmount: outbound.amount, balanceDue: 0 });
  });

  it('keeps the balance right through a refund on cancelling: what was given back is no longer paid', async () => {
    const trip = await bookPaid(customer, fake);
    const cancelled = await call('POST', `/reservations/${trip.id}/cancel`, dispatcher, {
      version: trip.version,
      refund: { kind: 'partial', amount: 10 },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(dataOf(cancelled)).toMatchObject({
      status: 'cancelled',
      paidAmount: fromCents(toCents(trip.total) - 1000),
      balanceDue: 0,
    });
  });

  it('puts "Pay online" in the confirmation of a trip booked unpaid for a customer’s account, while PayPal is on', async () => {
    const forCustomer = await bookUnpaid(dispatcher, { customerId: await customerId() });
    const [mail] = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, forCustomer.email));
    expect(mail?.text).toContain(`Pay online: https://livery.example/trips/${forCustomer.id}`);
    expect(mail?.html).toContain(`<a href="https://livery.example/trips/${forCustomer.id}">Pay online</a>`);
    // A walk-in without an account cannot open the page; a paid trip owes nothing.
    const walkIn = await bookUnpaid(dispatcher);
    const paid = await bookPaid(customer, fake);
    for (const email of [walkIn.email, paid.email]) {
      const [sent] = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(sent?.subject).toContain('Booking confirmed');
      expect(sent?.text).not.toContain('Pay online');
    }
  });

  it('says in the "trip changed" e-mail what is due: the new total less what was paid', async () => {
    const trip = await bookUnpaid(dispatcher);
    const paid = await pay(dispatcher, trip.id, cash(20, trip.version));
    expect(paid.statusCode, paid.body).toBe(200);
    const addon = await call('POST', '/addons', admin, { name: `Water ${trip.id}`, amount: 5, isActive: true });
    expect(addon.statusCode, addon.body).toBe(201);
    const added = await call('POST', `/reservations/${trip.id}/addons`, dispatcher, {
      addonId: addon.json().data.id,
      version: trip.version + 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(dataOf(added)).toMatchObject({ paidAmount: 20, balanceDue: fromCents(toCents(trip.total) + 500 - 2000) });
    const mails = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, trip.email));
    const changed = mails.find((m) => m.subject.includes('changed'));
    expect(changed?.text).toContain(
      `You paid ${formatMoney(20)}: ${formatMoney(fromCents(toCents(trip.total) + 500 - 2000))} more is due.`,
    );
  });
});

describe('a change of a partly paid trip', () => {
  it('tells the customer the new total less what was paid', async () => {
    const trip = await bookUnpaid(dispatcher);
    const paid = await pay(dispatcher, trip.id, cash(20, trip.version));
    expect(paid.statusCode, paid.body).toBe(200);
    const changed = { ...(await call('GET', `/reservations/${trip.id}/booking`, dispatcher)).json().data };
    const newTrip = { ...changed.trip, cars: [{ carId: ids.suv, count: 1 }] };
    const preview = await call('POST', `/reservations/${trip.id}/quote`, dispatcher, newTrip);
    expect(preview.statusCode, preview.body).toBe(200);
    const total = preview.json().data.total as number;
    const response = await call('PUT', `/reservations/${trip.id}`, dispatcher, {
      trip: newTrip,
      customer: changed.customer,
      expectedTotal: total,
      version: trip.version + 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const mails = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, trip.email));
    const mail = mails.find((m) => m.subject.endsWith('Your trip was changed'));
    const due = fromCents(toCents(total) - 2000);
    expect(mail?.text).toContain(`You paid ${formatMoney(20)}: ${formatMoney(due)} more is due.`);
    expect(dataOf(await details(dispatcher, trip.id))).toMatchObject({ paidAmount: 20, balanceDue: due });
  });
});

describe('the paid amount in the database', () => {
  it('is never below 0 and a payment is never 0 or of an unknown method (the table’s checks)', async () => {
    const trip = await bookUnpaid(dispatcher);
    await expect(
      ctx.app.db.update(reservations).set({ paidAmount: -1 }).where(eq(reservations.id, trip.id)),
    ).rejects.toThrow();
    await expect(
      ctx.app.db
        .insert(reservationPayments)
        .values({ reservationId: trip.id, method: 'barter', amount: 1, paidOn: today() }),
    ).rejects.toThrow();
    await expect(
      ctx.app.db
        .insert(reservationPayments)
        .values({ reservationId: trip.id, method: 'cash', amount: 0, paidOn: today() }),
    ).rejects.toThrow();
    await expect(
      ctx.app.db
        .insert(reservationPayments)
        .values({ reservationId: trip.id, method: 'paypal', amount: 1, paidOn: today() }),
    ).rejects.toThrow();
  });
});
