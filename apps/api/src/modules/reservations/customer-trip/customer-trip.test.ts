import { randomUUID } from 'node:crypto';
import {
  CUSTOMER_CANCEL_MESSAGES,
  CUSTOMER_CHANGE_MESSAGES,
  customerRefund,
  EDIT_MESSAGES,
  formatMoney,
  type Configuration,
  type CustomerTrip,
} from '@livery/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, reservations } from '../../../db/schema.js';
import { useTestAppWithPaypal } from '../../../test/paypal-app.js';
import { inHours, seededBookingIds } from '../../../test/booking.js';
import { ADMIN, bearer, DISPATCHER, signedIn, userWithPermissions, type Headers } from '../../../test/helper.js';
import { lifecycleHelpers } from '../../../test/lifecycle.js';
import { CUSTOMER_TRIP_MESSAGES } from './customer-trip-service.js';

// PayPal's stand-in (decisions 040, 043): a customer pays at booking and is refunded on cancelling.
const { ctx, paypal: fake } = await useTestAppWithPaypal({
  rateLimitMax: 1_000_000,
  publicUrl: 'https://livery.example',
});
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const ids = seededBookingIds(ctx);
const { call, bookPaid, bookUnpaid, assign, setStatus, rowsOf, trip } = lifecycleHelpers(ctx, ids);

const OFFICE_NUMBER = '+1 212 555 0100';

const newCustomer = async () => {
  const user = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
  return { ...user, headers: bearer(user.token) };
};
const tripOf = (headers: Headers, id: number) => call('GET', `/reservations/${id}/trip`, headers);
const dataOf = (response: { json: () => { data: unknown } }) => response.json().data as CustomerTrip;
const cancelOwn = (headers: Headers, id: number, version: number) =>
  call('POST', `/reservations/${id}/customer-cancel`, headers, { version });

/** Saves the customer policy as the admin. */
async function setPolicy(policy: Partial<Configuration['customerPolicy']>) {
  const record = (await call('GET', '/configurations', admin)).json().data as Configuration;
  const response = await call('PUT', '/configurations/1', admin, {
    version: record.version,
    customerPolicy: { ...record.customerPolicy, ...policy },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Moves a leg's pickup to `hours` from now (to the second), keeping its version. */
const pickUpIn = (id: number, hours: number) =>
  ctx.app.db
    .update(reservations)
    .set({ pickUpAt: new Date(Date.now() + hours * 3_600_000) })
    .where(eq(reservations.id, id));

const mailTo = (to: string) => ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

beforeEach(async () => {
  await setPolicy({ cancelCutoffHours: 24, cancelFeePercentage: 0, officeEmail: '' });
});

describe('GET /reservations/{id}/trip: the trip as its traveller reads it', () => {
  it('shows its customer the route, cars, price lines, paid and due, and what they may do now', async () => {
    const traveller = await newCustomer();
    const booked = await bookPaid(traveller.headers, fake);
    const response = await tripOf(traveller.headers, booked.id);
    expect(response.statusCode, response.body).toBe(200);
    const data = dataOf(response);
    expect(data).toMatchObject({
      id: booked.id,
      number: `A${booked.id}`,
      status: 'created',
      tripType: 'from-airport',
      isReturn: false,
      linkedLeg: null,
      pickUpLocation: 'JFK Terminal 4',
      dropOffLocation: '20 W 34th St, New York, NY 10001',
      stops: [],
      passengerName: 'Paying Traveller',
      cars: [{ carName: 'Sedan', driverFirstName: null }],
      amount: booked.total,
      paidAmount: booked.total,
      balanceDue: 0,
      refunded: 0,
      officeNumber: OFFICE_NUMBER,
      cancellation: { cutoffHours: 24, feePercentage: 0, refundNow: booked.total },
      may: { pay: false, change: true, cancel: true },
      changeRefusal: null,
      cancelRefusal: null,
      version: booked.version,
    });
    // Its price in lines a traveller reads, adding up to what they pay; no method text.
    expect(data.priceLines.length).toBeGreaterThan(0);
    expect(data.priceLines.every((line) => Object.keys(line).sort().join() === 'amount,label')).toBe(true);
    expect(data.priceLines.reduce((cents, line) => cents + Math.round(line.amount * 100), 0)).toBe(
      Math.round(booked.total * 100),
    );
    // Their confirmation leads to this page.
    const [confirmation] = await mailTo(booked.email);
    expect(confirmation?.text).toContain(`See your trip: https://livery.example/trips/${booked.id}`);
    // No staff field.
    for (const field of ['customerId', 'transactionId', 'paypalCustomerId', 'history', 'payments', 'email'])
      expect(data).not.toHaveProperty(field);
    expect(response.body).not.toContain(booked.transactionId ?? 'no capture');
  });

  it('names the driver by first name once assigned, and offers paying what is due', async () => {
    const traveller = await newCustomer();
    const booked = await bookUnpaid(dispatcher, { customerId: traveller.id });
    const unpaid = dataOf(await tripOf(traveller.headers, booked.id));
    expect(unpaid).toMatchObject({ status: 'unpaid', paidAmount: 0, balanceDue: booked.total });
    expect(unpaid.may.pay).toBe(true);
    const driver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    await assign(booked.id, driver.id);
    expect(dataOf(await tripOf(traveller.headers, booked.id)).cars).toEqual([
      { carName: 'Sedan', driverFirstName: 'Test' },
    ]);
  });

  it('is its customer’s and its booker’s only: another customer, its driver and staff without details get a 404', async () => {
    const traveller = await newCustomer();
    const clerk = await userWithPermissions(ctx.app, [
      'reservations:create',
      'reservations:create-without-payment',
      'reservations:search-user',
    ]);
    const booked = await bookUnpaid(bearer(clerk.token), { customerId: traveller.id });
    expect((await tripOf(traveller.headers, booked.id)).statusCode).toBe(200);
    // Who booked it reads it and may cancel it for the traveller.
    const asBooker = dataOf(await tripOf(bearer(clerk.token), booked.id));
    expect(asBooker.may.cancel).toBe(true);

    const driver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    await assign(booked.id, driver.id);
    const stranger = await newCustomer();
    const viewer = await userWithPermissions(ctx.app, [
      'reservations:view',
      'reservations:cancel',
      'reservations:edit',
    ]);
    for (const headers of [stranger.headers, bearer(driver.token), bearer(viewer.token)]) {
      const response = await tripOf(headers, booked.id);
      expect(response.statusCode).toBe(404);
      // The same answer as an id that does not exist: ids cannot be probed.
      expect(response.json()).toEqual((await tripOf(headers, 999_999)).json());
    }
    // Staff with reservations:details see what the customer sees, but the customer's cancel is not theirs.
    const staff = dataOf(await tripOf(dispatcher, booked.id));
    expect(staff).toMatchObject({ id: booked.id, cancelRefusal: null });
    expect(staff.may.cancel).toBe(false);
    // A draft is not a trip.
    const draft = (await call('POST', '/reservation-drafts', traveller.headers, { state: { trip: trip() } })).json();
    expect((await tripOf(traveller.headers, draft.data.id)).statusCode).toBe(404);
    expect((await tripOf({}, booked.id)).statusCode).toBe(401);
  });

  it('says past the cut-off whom to call, and within 6 hours that only the office may change it', async () => {
    const traveller = await newCustomer();
    const booked = await bookUnpaid(dispatcher, { customerId: traveller.id });
    await pickUpIn(booked.id, 5);
    const data = dataOf(await tripOf(traveller.headers, booked.id));
    expect(data.may).toEqual({ pay: true, change: false, cancel: false });
    expect(data.cancelRefusal).toBe(CUSTOMER_CANCEL_MESSAGES.cutoff(24, OFFICE_NUMBER));
    expect(data.changeRefusal).toBe(EDIT_MESSAGES.tooLate);
  });
});

describe('POST /reservations/{id}/customer-cancel', () => {
  it('cancels a PayPal-paid trip, refunds it less the fee, and tells the customer and the office', async () => {
    const office = `office-${randomUUID().slice(0, 8)}@example.com`;
    await setPolicy({ cancelFeePercentage: 10, officeEmail: office });
    const traveller = await newCustomer();
    const booked = await bookPaid(traveller.headers, fake);
    const before = dataOf(await tripOf(traveller.headers, booked.id));
    const refund = customerRefund(booked.total, 10);
    expect(before.cancellation.refundNow).toBe(refund);

    const response = await cancelOwn(traveller.headers, booked.id, booked.version);
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf(response)).toMatchObject({
      status: 'cancelled',
      refunded: refund,
      balanceDue: 0,
      may: { pay: false, change: false, cancel: false },
      cancelRefusal: CUSTOMER_CANCEL_MESSAGES.already,
    });
    // PayPal refunded exactly that of the booking's capture.
    expect(fake.refundsOf(booked.transactionId ?? '').map((r) => r.amount.value)).toEqual([refund.toFixed(2)]);

    const { row, history, audits, refunds, mail } = await rowsOf(booked.id, booked.email);
    expect(row).toMatchObject({ status: 'cancelled', version: booked.version + 1 });
    expect(refunds).toMatchObject([{ amount: refund }]);
    expect(history[0]).toMatchObject({
      fromStatus: 'created',
      toStatus: 'cancelled',
      actorId: traveller.id,
      reason: CUSTOMER_TRIP_MESSAGES.cancelledReason,
    });
    expect(audits.at(-1)?.after).toMatchObject({
      status: 'cancelled',
      byCustomer: true,
      feePercentage: 10,
      fee: Math.round((booked.total - refund) * 100) / 100,
      refund: { amount: refund },
    });
    const told = mail.find((m) => m.subject.endsWith(`Trip A${booked.id} cancelled`));
    expect(told?.text).toContain(`${formatMoney(refund)} was refunded to your PayPal account`);
    expect(told?.text).toContain(`https://livery.example/trips/${booked.id}`);
    const [notice] = await mailTo(office);
    expect(notice?.subject).toBe(`Trip A${booked.id} cancelled by the customer`);
    expect(notice?.text).toContain(`cancelled online by ${traveller.email}`);
    expect(notice?.text).toContain(`Refunded to their PayPal account: ${formatMoney(refund)}`);
    expect(notice?.text).toContain('10% cancellation fee');
  });

  it('allows it until the cut-off and refuses it past it, naming the office’s number, writing nothing', async () => {
    await setPolicy({ cancelCutoffHours: 24 });
    const traveller = await newCustomer();
    const early = await bookUnpaid(dispatcher, { customerId: traveller.id });
    const late = await bookUnpaid(dispatcher, { customerId: traveller.id });
    await pickUpIn(early.id, 24 + 2 / 60);
    await pickUpIn(late.id, 24 - 2 / 60);

    const refused = await cancelOwn(traveller.headers, late.id, late.version);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(CUSTOMER_CANCEL_MESSAGES.cutoff(24, OFFICE_NUMBER));
    const untouched = await rowsOf(late.id, late.email);
    expect(untouched.row).toMatchObject({ status: 'unpaid', version: late.version });
    expect(untouched.audits).toEqual([]);
    expect(untouched.mail.filter((m) => m.subject.includes('cancelled'))).toEqual([]);

    const allowed = await cancelOwn(traveller.headers, early.id, early.version);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(dataOf(allowed)).toMatchObject({ status: 'cancelled', refunded: 0 });

    // The office's cut-off is the one that counts: at 0 hours the late one may go too.
    await setPolicy({ cancelCutoffHours: 0 });
    expect((await cancelOwn(traveller.headers, late.id, late.version)).statusCode).toBe(200);
  });

  it('refuses a stale version and a second cancel, refunding once; tells every administrator without an office address', async () => {
    const traveller = await newCustomer();
    const booked = await bookPaid(traveller.headers, fake);
    const stale = await cancelOwn(traveller.headers, booked.id, booked.version + 5);
    expect(stale.statusCode).toBe(409);
    expect((await rowsOf(booked.id)).row?.status).toBe('created');

    const first = await cancelOwn(traveller.headers, booked.id, booked.version);
    expect(first.statusCode, first.body).toBe(200);
    const again = await cancelOwn(traveller.headers, booked.id, booked.version);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(CUSTOMER_CANCEL_MESSAGES.already);
    expect(fake.refundsOf(booked.transactionId ?? '')).toHaveLength(1);
    expect((await rowsOf(booked.id)).history.filter((h) => h.toStatus === 'cancelled')).toHaveLength(1);
    const notices = await ctx.app.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.to, ADMIN.email), eq(mailOutbox.subject, `Trip A${booked.id} cancelled by the customer`)),
      );
    expect(notices).toHaveLength(1);
  });

  it('is for the trip’s own customer only: anyone else’s trip is a 404, staff cancel through their own route', async () => {
    const traveller = await newCustomer();
    const booked = await bookUnpaid(dispatcher, { customerId: traveller.id });
    const driver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    await assign(booked.id, driver.id);
    const stranger = await newCustomer();
    const version = (await rowsOf(booked.id)).row!.version;
    // Staff who did not book it (the dispatcher did: the account that booked a trip may cancel it as its customer).
    const staff = await userWithPermissions(ctx.app, ['reservations:cancel', 'reservations:details']);
    for (const headers of [stranger.headers, bearer(driver.token), bearer(staff.token)]) {
      const response = await cancelOwn(headers, booked.id, version);
      expect(response.statusCode).toBe(404);
    }
    expect((await rowsOf(booked.id)).row?.status).toBe('assigned');
    // An assigned trip is still the customer's to cancel.
    expect((await cancelOwn(traveller.headers, booked.id, version)).statusCode).toBe(200);
  });

  it('refuses a completed trip by its status, naming the office, and a malformed body', async () => {
    const traveller = await newCustomer();
    const booked = await bookUnpaid(dispatcher, { customerId: traveller.id });
    const version = await setStatus(booked.id, 'completed');
    const response = await cancelOwn(traveller.headers, booked.id, version);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(CUSTOMER_CANCEL_MESSAGES.status('completed', OFFICE_NUMBER));
    const malformed = await call('POST', `/reservations/${booked.id}/customer-cancel`, traveller.headers, {
      version: 'one',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('cancels nothing when PayPal refuses the refund, and says whom to call', async () => {
    const traveller = await newCustomer();
    const booked = await bookPaid(traveller.headers, fake);
    fake.setOutage(503);
    try {
      const response = await cancelOwn(traveller.headers, booked.id, booked.version);
      expect(response.statusCode).toBe(502);
      expect(response.json().error.message).toBe(CUSTOMER_TRIP_MESSAGES.refundFailed(OFFICE_NUMBER));
    } finally {
      fake.setOutage(null);
    }
    const { row, refunds } = await rowsOf(booked.id);
    expect(row).toMatchObject({ status: 'created', version: booked.version });
    expect(refunds).toEqual([]);
  });
});

describe('POST /reservations/{id}/customer-cancel: every online payment refunded the same way (issue 38)', () => {
  /** Opens and captures an order for what is due on the trip, from its page (decision 051). */
  async function payDueOnline(headers: Headers, id: number): Promise<string> {
    const opened = await call('POST', `/reservations/${id}/payments/paypal/orders`, headers, {});
    expect(opened.statusCode, opened.body).toBe(201);
    const orderId = opened.json().data.orderId as string;
    fake.approve(orderId);
    const paid = await call('POST', `/reservations/${id}/payments/paypal/capture`, headers, { orderId });
    expect(paid.statusCode, paid.body).toBe(200);
    return fake.order(orderId)?.captures[0]?.id ?? '';
  }
  const receiptsTo = (email: string) =>
    ctx.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, '%Receipt:%')))
      .orderBy(asc(mailOutbox.id));

  it('refunds a payment made from the trip page less the fee, as one made at booking', async () => {
    const office = `office-${randomUUID().slice(0, 8)}@example.com`;
    await setPolicy({ cancelFeePercentage: 10, officeEmail: office });
    const traveller = await newCustomer();
    const booked = await bookUnpaid(dispatcher, { customerId: traveller.id });
    const captureId = await payDueOnline(traveller.headers, booked.id);
    const refund = customerRefund(booked.total, 10);
    const before = dataOf(await tripOf(traveller.headers, booked.id));
    expect(before.cancellation.refundNow).toBe(refund);

    const response = await cancelOwn(traveller.headers, booked.id, before.version);
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf(response)).toMatchObject({ status: 'cancelled', refunded: refund });
    expect(fake.refundsOf(captureId).map((r) => r.amount.value)).toEqual([refund.toFixed(2)]);
    const [notice] = await mailTo(office);
    expect(notice?.text).toContain(`Refunded to their PayPal account: ${formatMoney(refund)}`);
    expect(notice?.text).not.toContain('by hand');
  });

  it('refunds the booking’s payment and one made later from the trip page together, the fee taken once', async () => {
    await setPolicy({ cancelFeePercentage: 10 });
    const traveller = await newCustomer();
    const booked = await bookPaid(traveller.headers, fake);
    // An addon the office adds makes something due, which the traveller pays from the trip's page.
    const addon = await call('POST', '/addons', admin, { name: `Flowers ${booked.id}`, amount: 20, isActive: true });
    expect(addon.statusCode, addon.body).toBe(201);
    const added = await call('POST', `/reservations/${booked.id}/addons`, dispatcher, {
      addonId: addon.json().data.id,
      version: booked.version,
    });
    expect(added.statusCode, added.body).toBe(200);
    const dueCapture = await payDueOnline(traveller.headers, booked.id);
    const paidCents = Math.round(booked.total * 100) + 2000;
    const refundCents = Math.round(customerRefund(paidCents / 100, 10) * 100);
    const before = dataOf(await tripOf(traveller.headers, booked.id));
    expect(before).toMatchObject({ paidAmount: paidCents / 100, balanceDue: 0 });
    expect(before.cancellation.refundNow).toBe(refundCents / 100);

    const response = await cancelOwn(traveller.headers, booked.id, before.version);
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf(response)).toMatchObject({
      status: 'cancelled',
      refunded: refundCents / 100,
      paidAmount: (paidCents - refundCents) / 100,
    });
    // Drawn from the payments in the order they were made: the booking's in full, then the rest of the later one.
    const bookingCents = Math.round(booked.total * 100);
    expect(fake.refundsOf(booked.transactionId ?? '').map((r) => r.amount.value)).toEqual([
      (bookingCents / 100).toFixed(2),
    ]);
    expect(fake.refundsOf(dueCapture).map((r) => r.amount.value)).toEqual([
      ((refundCents - bookingCents) / 100).toFixed(2),
    ]);
    const { refunds, audits } = await rowsOf(booked.id);
    expect(refunds).toHaveLength(2);
    expect(audits.at(-1)?.after).toMatchObject({
      byCustomer: true,
      fee: (paidCents - refundCents) / 100,
      refund: { amount: refundCents / 100 },
    });

    // Three receipts: the booking's payment, the one from the trip page, and the refund with the fee kept.
    const receipts = await receiptsTo(booked.email);
    expect(receipts.map((mail) => mail.subject)).toEqual([
      `Livery — Receipt: ${formatMoney(booked.total)} paid for trip A${booked.id}`,
      `Livery — Receipt: ${formatMoney(20)} paid for trip A${booked.id}`,
      `Livery — Receipt: ${formatMoney(refundCents / 100)} refunded for trip A${booked.id}`,
    ]);
    const refundReceipt = receipts[2]?.text ?? '';
    expect(refundReceipt).toContain(`Paid for this trip: ${formatMoney(paidCents / 100)}.`);
    expect(refundReceipt).toContain(
      `Cancellation fee kept: ${formatMoney((paidCents - refundCents) / 100)} (10% of what was paid online).`,
    );
    expect(refundReceipt).toContain(`See your trip: https://livery.example/trips/${booked.id}`);
  });
});

describe('PUT /reservations/{id}: the customer changes their own trip', () => {
  const change = (headers: Headers, id: number, body: object) => call('PUT', `/reservations/${id}`, headers, body);
  const bodyFor = async (headers: Headers, version: number, pickUpHours: number) => {
    const changed = trip({ pickUpAt: inHours(pickUpHours), cars: [{ carId: ids.suv, count: 1 }] });
    const quote = await call('POST', '/reservations/quote', headers, changed);
    return {
      trip: changed,
      customer: {
        name: 'Lifecycle Traveller',
        email: `own-${randomUUID()}@example.com`,
        phoneNumber: '+1 212 555 0142',
      },
      expectedTotal: quote.json().data.total as number,
      version,
    };
  };

  it('lets the trip’s own customer change it under the staff’s rules, and nobody else without reservations:edit', async () => {
    const traveller = await newCustomer();
    const booked = await bookUnpaid(dispatcher, { customerId: traveller.id });
    const body = await bodyFor(traveller.headers, booked.version, 90);

    const driver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    await ctx.app.db.update(reservations).set({ status: 'unpaid' }).where(eq(reservations.id, booked.id));
    const stranger = await newCustomer();
    const looker = await userWithPermissions(ctx.app, ['reservations:details', 'reservations:view']);
    for (const headers of [stranger.headers, bearer(driver.token), bearer(looker.token)]) {
      expect((await change(headers, booked.id, body)).statusCode).toBe(404);
    }

    const response = await change(traveller.headers, booked.id, body);
    expect(response.statusCode, response.body).toBe(200);
    // The e-mail saying it changed leads to the trip's page.
    const [changed] = await mailTo(body.customer.email);
    expect(changed?.subject).toMatch(/Your trip was changed$/);
    expect(changed?.text).toContain(`See your trip: https://livery.example/trips/${booked.id}`);
    expect(response.json().data.reservation).toMatchObject({ id: booked.id, customerId: traveller.id });
    expect(response.json().data.reservation.cars).toMatchObject([{ name: 'SUV', count: 1 }]);
  });

  it('holds the customer’s change to the cancellation cut-off, so a trip past it is not moved away, then cancelled', async () => {
    // Issue 38: 11 hours away with a 24-hour cut-off ("call the office to cancel"), moved to next week, cancelled.
    const traveller = await newCustomer();
    const soon = await bookUnpaid(dispatcher, { customerId: traveller.id });
    await pickUpIn(soon.id, 11);
    const cutoff = CUSTOMER_CHANGE_MESSAGES.cutoff(24, OFFICE_NUMBER);
    // Said where the customer would try: their trip's page and the update screen's read.
    const page = dataOf(await tripOf(traveller.headers, soon.id));
    expect(page.may).toMatchObject({ change: false, cancel: false });
    expect(page.changeRefusal).toBe(cutoff);
    const booking = await call('GET', `/reservations/${soon.id}/booking`, traveller.headers);
    expect(booking.json().data.editRefusal).toBe(cutoff);

    const body = await bodyFor(traveller.headers, soon.version, 7 * 24);
    const preview = await call('POST', `/reservations/${soon.id}/quote`, traveller.headers, body.trip);
    expect(preview.statusCode).toBe(403);
    const moved = await change(traveller.headers, soon.id, body);
    expect(moved.statusCode).toBe(403);
    expect(moved.json().error.message).toBe(cutoff);
    const untouched = await rowsOf(soon.id);
    expect(untouched.row?.version).toBe(soon.version);
    expect((await cancelOwn(traveller.headers, soon.id, soon.version)).statusCode).toBe(403);

    // Past the cut-off the change is the office's: staff who edit trips may still move it.
    const byOffice = await change(dispatcher, soon.id, await bodyFor(dispatcher, soon.version, 7 * 24));
    expect(byOffice.statusCode, byOffice.body).toBe(200);
  });

  it('refuses the customer within 6 hours of pickup and once the trip is cancelled', async () => {
    const traveller = await newCustomer();
    const soon = await bookUnpaid(dispatcher, { customerId: traveller.id });
    await pickUpIn(soon.id, 5);
    const tooLate = await change(traveller.headers, soon.id, await bodyFor(traveller.headers, soon.version, 90));
    expect(tooLate.statusCode).toBe(403);
    expect(tooLate.json().error.message).toBe(EDIT_MESSAGES.tooLate);

    const gone = await bookUnpaid(dispatcher, { customerId: traveller.id });
    const cancelled = await cancelOwn(traveller.headers, gone.id, gone.version);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const final = await change(
      traveller.headers,
      gone.id,
      await bodyFor(traveller.headers, dataOf(cancelled).version, 90),
    );
    expect(final.statusCode).toBe(409);
    expect(final.json().error.message).toBe(EDIT_MESSAGES.finalStatus('cancelled'));
    expect(
      (await ctx.app.db.select().from(auditLog).where(eq(auditLog.entityId, gone.id))).every(
        (row) => row.action !== 'update',
      ),
    ).toBe(true);
  });
});
