import { randomUUID } from 'node:crypto';
import {
  ADDRESS_MESSAGES,
  EDIT_MESSAGES,
  INVALID_DISCOUNT_CODE,
  RESERVATION_MESSAGES,
  type BookedTrip,
  type Quote,
} from '@livery/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  mailOutbox,
  reservationSlots,
  reservations,
  reservationStatusChanges,
  users,
} from '../../../db/schema.js';
import {
  ADMIN,
  bearer,
  caller,
  CUSTOMER,
  DISPATCHER,
  signedIn,
  userWithPermissions,
  useTestApp,
  type Headers,
} from '../../../test/helper.js';
import { inHours, seededBookingIds, tripFrom } from '../../../test/booking.js';
import { QUOTE_MESSAGES } from '../quote/index.js';
import { BOOKING_MESSAGES } from '../core/index.js';
import { BOOKED_TRIP_MESSAGES } from './booked-trip-service.js';

const ctx = useTestApp();
const call = caller(ctx);
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const customer = signedIn(ctx, CUSTOMER);
const visitor: Headers = {};

const ids = seededBookingIds(ctx);
const trip = (overrides: Record<string, unknown> = {}) => tripFrom(ids, overrides);

const quote = async (headers: Headers, body: object) => call('POST', '/reservations/quote', headers, body);
const sumOf = (amounts: number[]) => amounts.reduce((total, a) => total + Math.round(a * 100), 0) / 100;

describe('POST /reservations/quote', () => {
  it('prices a one-way trip for a visitor, every line explained and the total their sum', async () => {
    const response = await quote(visitor, trip());
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as Quote;
    expect(data).toMatchObject({ tripType: 'from-airport', isRoundTrip: false, warnings: [] });
    const [leg] = data.legs;
    expect(leg?.milesSource).toBe('great-circle');
    // JFK Terminal 4 to the Empire State Building: about 13 miles in a straight line, more by road.
    expect(leg?.miles).toBeGreaterThan(13);
    expect(leg?.miles).toBeLessThan(25);
    expect(leg?.lines[0]).toMatchObject({ kind: 'car', label: expect.stringContaining('Sedan') });
    expect(leg?.lines.every((line) => line.explanation.length > 0)).toBe(true);
    expect(sumOf(leg?.lines.map((l) => l.amount) ?? [])).toBe(leg?.total);
    expect(data.total).toBe(leg?.total);
  });

  it('prices a round trip with two stops, a general code, 20 % gratuity and meet & greet on the airport leg', async () => {
    const response = await quote(
      dispatcher,
      trip({
        stops: [{ placeId: ids.plaza, address: 'The Plaza Hotel' }, { address: '1 Main St, Somewhere' }],
        miles: 31.5,
        returnTrip: { pickUpAt: inHours(96), stops: [] },
        cars: [
          { carId: ids.sedan, count: 2 },
          { carId: ids.suv, count: 1 },
        ],
        passengers: 8,
        meetAndGreet: true,
        gratuity: { kind: 'percentage', percentage: 20 },
        discountCode: 'welcome10',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as Quote;
    const [outbound, back] = data.legs;
    expect(outbound).toMatchObject({ leg: 'outbound', miles: 31.5, milesSource: 'staff', stops: 2 });
    expect(back).toMatchObject({ leg: 'return', milesSource: 'great-circle', stops: 0 });
    const kinds = (leg: typeof outbound) => leg?.lines.map((l) => l.kind);
    expect(kinds(outbound)).toEqual(
      expect.arrayContaining(['car', 'discount', 'gratuity', 'meet-and-greet', 'extra-stops']),
    );
    expect(kinds(back)).not.toContain('meet-and-greet');
    expect(kinds(back)).not.toContain('extra-stops');
    expect(outbound?.discountCode).toMatchObject({ code: 'WELCOME10', applies: true });
    for (const leg of data.legs) expect(sumOf(leg.lines.map((l) => l.amount))).toBe(leg.total);
    expect(data.total).toBe(sumOf(data.legs.map((l) => l.total)));
  });

  it('keeps point-to-point trips and hand-set miles for those allowed', async () => {
    const pointToPoint = trip({
      tripType: 'point-to-point',
      pickUp: { placeId: ids.plaza, address: 'The Plaza Hotel' },
    });
    const refused = await quote(visitor, pointToPoint);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(QUOTE_MESSAGES.pointToPoint);
    expect((await quote(dispatcher, pointToPoint)).statusCode).toBe(200);

    const miles = await quote(customer, trip({ miles: 5 }));
    expect(miles.statusCode).toBe(403);
    expect(miles.json().error.message).toBe(QUOTE_MESSAGES.milesByStaff);
  });

  it('answers each mistake on its field', async () => {
    const fieldOf = async (body: object) => {
      const response = await quote(dispatcher, body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().error.fields as Record<string, string>;
    };
    expect(await fieldOf(trip({ dropOff: { address: '1 Main St' } }))).toEqual({
      dropOff: ADDRESS_MESSAGES.unplaceableStaff,
    });
    expect(await fieldOf(trip({ pickUp: { placeId: ids.plaza, address: 'Plaza' } }))).toEqual({
      pickUp: RESERVATION_MESSAGES.airportRequired,
    });
    expect(await fieldOf(trip({ pickUp: { placeId: 999_999, address: 'Gone' } }))).toEqual({
      pickUp: QUOTE_MESSAGES.unknownPlace,
    });
    expect(await fieldOf(trip({ cars: [{ carId: 999_999, count: 1 }] }))).toEqual({
      'cars.0.carId': QUOTE_MESSAGES.carUnavailable,
    });
    expect(await fieldOf(trip({ cars: [{ carId: ids.sprinter, count: 3 }] }))).toEqual({
      'cars.0.count': 'At most 2 Sprinter cars',
    });
    expect(await fieldOf(trip({ passengers: 4 }))).toEqual({ cars: RESERVATION_MESSAGES.seats });
    expect(await fieldOf(trip({ discountCode: 'NOPE' }))).toEqual({ discountCode: INVALID_DISCOUNT_CODE });
    expect(await fieldOf(trip({ pickUpAt: inHours(-2) }))).toEqual({ pickUpAt: QUOTE_MESSAGES.pastPickup });
    expect(await fieldOf(trip({ pickUpAt: '2031-03-09T02:30' }))).toEqual({ pickUpAt: QUOTE_MESSAGES.skippedTime });
    expect(await fieldOf(trip({ amount: 1 }))).toHaveProperty('amount');
    const toAirport = trip({
      tripType: 'to-airport',
      pickUp: { placeId: ids.empireState, address: 'Empire State Building' },
      dropOff: { placeId: ids.jfk, address: 'JFK' },
      meetAndGreet: true,
    });
    expect(await fieldOf(toAirport)).toEqual({ meetAndGreet: QUOTE_MESSAGES.meetAndGreet });
  });

  it('warns about a pickup within 24 hours, and within 6 hours for those who may not book it', async () => {
    const soon = await quote(customer, trip({ pickUpAt: inHours(20) }));
    expect(soon.json().data.warnings).toEqual([QUOTE_MESSAGES.within24Hours]);
    const verySoon = await quote(customer, trip({ pickUpAt: inHours(5) }));
    expect(verySoon.json().data.warnings).toEqual([QUOTE_MESSAGES.within6Hours]);
    expect((await quote(dispatcher, trip({ pickUpAt: inHours(5) }))).json().data.warnings).toEqual([]);
  });
});

const booker = (overrides: Record<string, unknown> = {}) => ({
  trip: trip(),
  customer: { name: 'Ada Traveller', email: 'ada@example.com', phoneNumber: '+1 212 555 0100' },
  termsAccepted: true,
  payment: { kind: 'unpaid' },
  ...overrides,
});

async function priced(headers: Headers, body: ReturnType<typeof booker>) {
  const response = await quote(headers, body.trip);
  expect(response.statusCode, response.body).toBe(200);
  return { ...body, expectedTotal: (response.json().data as Quote).total };
}

const bookWith = (headers: Headers, body: object, key: string = randomUUID()) =>
  call('POST', '/reservations', { ...headers, 'idempotency-key': key }, body);

async function rowsOf(id: number) {
  const db = ctx.app.db;
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  const slots = await db.select().from(reservationSlots).where(eq(reservationSlots.reservationId, id));
  const history = await db
    .select()
    .from(reservationStatusChanges)
    .where(eq(reservationStatusChanges.reservationId, id));
  const audits = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'reservation'), eq(auditLog.entityId, id)));
  return { row, slots, history, audits };
}

describe('POST /reservations', () => {
  it('books a one-way trip without payment: the amount, cars, driver slots, history, audit and e-mail', async () => {
    const body = await priced(
      dispatcher,
      booker({ trip: trip({ cars: [{ carId: ids.sedan, count: 2 }], passengers: 5 }) }),
    );
    const response = await bookWith(dispatcher, body);
    expect(response.statusCode, response.body).toBe(201);
    const { reservation, returnReservation, warnings } = response.json().data;
    expect(reservation).toMatchObject({
      number: `A${reservation.id}`,
      status: 'unpaid',
      paymentType: 'unpaid',
      amount: body.expectedTotal,
      name: 'Ada Traveller',
      pickUpLocation: 'JFK Terminal 4',
      cars: [{ carId: ids.sedan, name: 'Sedan', count: 2 }],
    });
    expect(returnReservation).toBeNull();
    expect(warnings).toEqual([]);
    const { row, slots, history, audits } = await rowsOf(reservation.id);
    expect(row?.priceBreakdown).toMatchObject({ total: body.expectedTotal });
    expect(slots).toHaveLength(2);
    expect(sumOf(slots.map((s) => s.driverShare))).toBe(body.expectedTotal);
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'unpaid' }]);
    expect(audits).toHaveLength(1);
    const mail = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ada@example.com'));
    expect(mail.at(-1)?.text).toContain(`Amount: $`);
    expect(mail.at(-1)?.text).toContain(`A${reservation.id}`);
  });

  it('books a round trip as two reservations linked both ways, pickup and dropoff swapped', async () => {
    const body = await priced(
      dispatcher,
      booker({ trip: trip({ returnTrip: { pickUpAt: inHours(100), stops: [] } }) }),
    );
    const response = await bookWith(dispatcher, body);
    expect(response.statusCode, response.body).toBe(201);
    const { reservation, returnReservation } = response.json().data;
    expect(reservation.parentOf).toBe(returnReservation.id);
    expect(reservation.parentOfNumber).toBe(`A${returnReservation.id}`);
    expect(returnReservation.childOf).toBe(reservation.id);
    expect(returnReservation.pickUpLocation).toBe(reservation.dropOffLocation);
    expect(returnReservation.dropOffLocation).toBe(reservation.pickUpLocation);
    expect(sumOf([reservation.amount, returnReservation.amount])).toBe(body.expectedTotal);
  });

  it('books once per Idempotency-Key, even for requests sent together', async () => {
    const body = await priced(
      dispatcher,
      booker({ customer: { name: 'Key Test', email: 'key@example.com', phoneNumber: '2125550101' } }),
    );
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => bookWith(dispatcher, body, key)));
    const bookedIds = new Set(answers.map((a) => a.json().data?.reservation.id));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(bookedIds.size).toBe(1);
    const rows = await ctx.app.db.select().from(reservations).where(eq(reservations.email, 'key@example.com'));
    expect(rows).toHaveLength(1);

    const reused = await bookWith(dispatcher, { ...body, customer: { ...body.customer, name: 'Other' } }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.message).toBe(BOOKING_MESSAGES.keyReused);
    const missing = await call('POST', '/reservations', dispatcher, body);
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a total other than the server’s with the new quote, and writes nothing', async () => {
    const body = await priced(
      dispatcher,
      booker({ customer: { name: 'Price Test', email: 'price@example.com', phoneNumber: '2125550102' } }),
    );
    const response = await bookWith(dispatcher, { ...body, expectedTotal: body.expectedTotal - 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(BOOKING_MESSAGES.priceChanged);
    expect(response.json().data.total).toBe(body.expectedTotal);
    const rows = await ctx.app.db.select().from(reservations).where(eq(reservations.email, 'price@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('enforces who may book what: without payment, for someone else, within 6 hours', async () => {
    const unpaid = await bookWith(customer, await priced(customer, booker()));
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json().error.message).toBe(BOOKING_MESSAGES.withoutPayment);

    const clerk = await userWithPermissions(ctx.app, ['reservations:create', 'reservations:create-without-payment']);
    const asClerk = bearer(clerk.token);
    const forOther = await bookWith(
      asClerk,
      await priced(asClerk, booker({ customer: { ...booker().customer, customerId: 1 } })),
    );
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().error.message).toBe(BOOKING_MESSAGES.forSomeoneElse);

    const soon = await priced(asClerk, booker({ trip: trip({ pickUpAt: inHours(5) }) }));
    const refused = await bookWith(asClerk, soon);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(QUOTE_MESSAGES.within6Hours);

    const tomorrow = await bookWith(asClerk, await priced(asClerk, booker({ trip: trip({ pickUpAt: inHours(20) }) })));
    expect(tomorrow.statusCode, tomorrow.body).toBe(201);
    expect(tomorrow.json().data.warnings).toEqual([QUOTE_MESSAGES.within24Hours]);
    // The clerk booked for themselves: no search-user permission.
    expect(tomorrow.json().data.reservation.customerId).toBe(clerk.id);

    const byAdmin = await bookWith(admin, await priced(admin, booker({ trip: trip({ pickUpAt: inHours(5) }) })));
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect(byAdmin.json().data.reservation.customerId).toBeNull();
  });

  it('needs a signed-in user with reservations:create', async () => {
    expect((await bookWith(visitor, await priced(visitor, booker()))).statusCode).toBe(401);
    const driver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    expect((await bookWith(bearer(driver.token), await priced(visitor, booker()))).statusCode).toBe(403);
  });
});

describe('drafts', () => {
  const state = () => ({
    step: 3,
    trip: trip(),
    customer: { name: 'Draft Person', email: 'draft@example.com' },
  });

  it('saves the wizard whole, resumes it, saves again at its version, and proceeds to a booking', async () => {
    const created = await call('POST', '/reservation-drafts', dispatcher, { state: state() });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json().data;
    expect(draft).toMatchObject({ number: `A${draft.id}`, status: 'draft', version: 1, state: state() });
    const [row] = await ctx.app.db.select().from(reservations).where(eq(reservations.id, draft.id));
    expect(row).toMatchObject({ status: 'draft', name: 'Draft Person', pickUpLocation: 'JFK Terminal 4' });

    const read = await call('GET', `/reservation-drafts/${draft.id}`, dispatcher);
    expect(read.json().data.state).toEqual(state());
    const saved = await call('PUT', `/reservation-drafts/${draft.id}`, dispatcher, {
      state: { ...state(), step: 4 },
      version: 1,
    });
    expect(saved.json().data).toMatchObject({ version: 2, state: { step: 4 } });
    const stale = await call('PUT', `/reservation-drafts/${draft.id}`, dispatcher, { state: state(), version: 1 });
    expect(stale.statusCode).toBe(409);

    const body = await priced(dispatcher, booker());
    const booked = await bookWith(dispatcher, { ...body, draftId: draft.id });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.reservation).toMatchObject({ id: draft.id, number: draft.number, status: 'unpaid' });
    const { row: after, history } = await rowsOf(draft.id);
    expect(after?.draftState).toBeNull();
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'draft'],
      ['draft', 'unpaid'],
    ]);
    // No longer a draft: it cannot be opened, saved or booked as one again.
    expect((await call('GET', `/reservation-drafts/${draft.id}`, dispatcher)).statusCode).toBe(404);
    expect((await bookWith(dispatcher, { ...body, draftId: draft.id })).statusCode).toBe(404);
  });

  it('keeps a customer’s draft theirs: another customer gets a 404, staff may open it', async () => {
    const mine = (await call('POST', '/reservation-drafts', customer, { state: state() })).json().data;
    const other = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    const asOther = bearer(other.token);
    expect((await call('GET', `/reservation-drafts/${mine.id}`, asOther)).statusCode).toBe(404);
    expect((await call('PUT', `/reservation-drafts/${mine.id}`, asOther, { state: {}, version: 1 })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/reservation-drafts/${mine.id}`, asOther)).statusCode).toBe(404);
    expect((await call('GET', `/reservation-drafts/${mine.id}`, dispatcher)).statusCode).toBe(200);
    const deleted = await call('DELETE', `/reservation-drafts/${mine.id}`, customer);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `/reservation-drafts/${mine.id}`, customer)).statusCode).toBe(404);
  });

  it('refuses a draft that is not an object or too large, and a booked trip through the draft calls', async () => {
    expect((await call('POST', '/reservation-drafts', dispatcher, { state: [] })).statusCode).toBe(400);
    const huge = { state: { notes: 'x'.repeat(70 * 1024) } };
    expect((await call('POST', '/reservation-drafts', dispatcher, huge)).statusCode).toBe(400);
    const booked = await bookWith(dispatcher, await priced(dispatcher, booker()));
    const id = booked.json().data.reservation.id;
    expect((await call('DELETE', `/reservation-drafts/${id}`, admin)).statusCode).toBe(404);
  });
});

describe('PUT /reservations/{id}', () => {
  const update = (headers: Headers, id: number, body: object) => call('PUT', `/reservations/${id}`, headers, body);

  async function bookedBy(headers: Headers, tripOverrides: Record<string, unknown> = {}) {
    const response = await bookWith(headers, await priced(headers, booker({ trip: trip(tripOverrides) })));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as {
      reservation: { id: number; version: number; amount: number };
      returnReservation: { id: number } | null;
    };
  }

  it('prices the changed trip again and answers the previous total; both legs of a round trip change', async () => {
    const { reservation, returnReservation } = await bookedBy(dispatcher, {
      returnTrip: { pickUpAt: inHours(120), stops: [] },
    });
    const changed = trip({
      cars: [{ carId: ids.suv, count: 1 }],
      returnTrip: { pickUpAt: inHours(130), stops: [] },
    });
    const expectedTotal = (await quote(dispatcher, changed)).json().data.total;
    // Either leg's id opens the trip; the version is the one of the leg given.
    const response = await update(dispatcher, returnReservation!.id, {
      trip: changed,
      customer: booker().customer,
      expectedTotal,
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.reservation).toMatchObject({ id: reservation.id, version: 2, cars: [{ name: 'SUV', count: 1 }] });
    expect(data.returnReservation).toMatchObject({ id: returnReservation!.id, version: 2 });
    expect(sumOf([data.reservation.amount, data.returnReservation.amount])).toBe(expectedTotal);
    expect(data.previousTotal).toBeGreaterThan(0);
    // The customer is told, with the trip as it is now and what is due (it is unpaid).
    const mail = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, booker().customer.email));
    const changedMail = mail.filter((m) => m.subject.endsWith('Your trip was changed')).at(-1);
    expect(changedMail?.text).toContain(`A${reservation.id} Trip: pickup`);
    expect(changedMail?.text).toContain('The trip is not paid yet:');
    const stale = await update(dispatcher, reservation.id, {
      trip: changed,
      customer: booker().customer,
      expectedTotal,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const oneWay = await update(dispatcher, reservation.id, {
      trip: trip(),
      customer: booker().customer,
      expectedTotal,
      version: 2,
    });
    expect(oneWay.statusCode).toBe(400);
    expect(oneWay.json().error.message).toBe(BOOKING_MESSAGES.roundTripShape);
  });

  it('refuses a non-admin 5 hours before pickup, lets an admin, and keeps others’ trips hidden', async () => {
    const { reservation } = await bookedBy(admin, { pickUpAt: inHours(5) });
    const body = {
      trip: trip({ pickUpAt: inHours(5) }),
      customer: booker().customer,
      expectedTotal: reservation.amount,
      version: 1,
    };
    const refused = await update(dispatcher, reservation.id, body);
    expect(refused.statusCode).toBe(403);
    // Staff are told whom to ask, in the sentence their screens show where Edit would be (issue 38 item 12).
    expect(refused.json().error.message).toBe(EDIT_MESSAGES.tooLateForStaff);
    const byAdmin = await update(admin, reservation.id, body);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const { reservation: far } = await bookedBy(admin);
    const movedClose = await update(dispatcher, far.id, { ...body, expectedTotal: far.amount });
    expect(movedClose.statusCode, movedClose.body).toBe(403);
    expect(movedClose.json().error.message).toBe(EDIT_MESSAGES.tooLateForStaff);

    const { reservation: later } = await bookedBy(dispatcher);
    const stranger = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    const hidden = await update(bearer(stranger.token), later.id, { ...body, trip: trip(), version: 1 });
    expect(hidden.statusCode).toBe(404);
  });

  it('lets an editor send back the customer and affiliate the trip has; choosing others needs the permissions', async () => {
    const affiliateOf = async (name: string) => {
      const created = await call('POST', '/affiliates', admin, { name });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().data.id as number;
    };
    const desk = await affiliateOf(`Desk ${randomUUID()}`);
    const other = await affiliateOf(`Other ${randomUUID()}`);
    const traveller = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    const customer = { ...booker().customer, customerId: traveller.id, affiliateId: desk };
    const booked = await bookWith(dispatcher, await priced(dispatcher, booker({ customer })));
    expect(booked.statusCode, booked.body).toBe(201);
    const { id, amount } = booked.json().data.reservation as { id: number; amount: number };

    // Reservations:edit without :search-user or :search-affiliate.
    const editor = bearer((await userWithPermissions(ctx.app, ['reservations:edit', 'reservations:create'])).token);
    const body = { trip: trip(), expectedTotal: amount, version: 1 };
    const choosesAnother = await update(editor, id, { ...body, customer: { ...customer, affiliateId: other } });
    expect(choosesAnother.statusCode).toBe(403);
    expect(choosesAnother.json().error.message).toBe(BOOKING_MESSAGES.affiliate);
    const leftOut = await update(editor, id, {
      ...body,
      customer: { ...booker().customer, affiliateId: other },
    });
    expect(leftOut.statusCode).toBe(403);
    const kept = await update(editor, id, { ...body, customer });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.reservation).toMatchObject({ customerId: traveller.id, affiliateId: desk });
  });

  it('refuses a cancelled trip with a message naming its status', async () => {
    const { reservation } = await bookedBy(dispatcher);
    await ctx.app.db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, reservation.id));
    const response = await update(dispatcher, reservation.id, {
      trip: trip(),
      customer: booker().customer,
      expectedTotal: reservation.amount,
      version: 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(BOOKING_MESSAGES.finalStatus('cancelled'));
  });
});

describe('GET /reservations/{id}/booking', () => {
  const read = (headers: Headers, id: number) => call('GET', `/reservations/${id}/booking`, headers);
  const bookedTrip = async (headers: Headers, id: number) => {
    const response = await read(headers, id);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as BookedTrip;
  };
  const expectNotFound = async (headers: Headers, id: number) => {
    const response = await read(headers, id);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().error.message).toBe('This reservation was not found. It may have been deleted.');
  };

  async function book(headers: Headers, body: ReturnType<typeof booker>) {
    const priced_ = await priced(headers, body);
    const response = await bookWith(headers, priced_);
    expect(response.statusCode, response.body).toBe(201);
    const { reservation, returnReservation } = response.json().data;
    return {
      id: reservation.id as number,
      returnId: (returnReservation?.id ?? null) as number | null,
      total: priced_.expectedTotal,
    };
  }

  const roundTrip = (overrides: Record<string, unknown> = {}) =>
    trip({
      stops: [{ placeId: ids.plaza, address: 'The Plaza Hotel' }, { address: '1 Main St, Somewhere' }],
      miles: 31.5,
      returnTrip: { pickUpAt: inHours(96), stops: [{ placeId: ids.plaza, address: 'The Plaza Hotel' }] },
      cars: [
        { carId: ids.sedan, count: 2 },
        { carId: ids.suv, count: 1 },
      ],
      passengers: 8,
      meetAndGreet: true,
      discountCode: 'welcome10',
      isBagsChecked: true,
      ...overrides,
    });

  async function demoCustomerId() {
    const [row] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, CUSTOMER.email));
    return row!.id;
  }

  it('gives back the trip as booked, by either leg’s id, and it quotes to the same total', async () => {
    const customerId = await demoCustomerId();
    const affiliate = (await call('GET', '/reservations/lookups/affiliates?limit=1', dispatcher)).json().dataItems[0];
    const sent = roundTrip({ gratuity: { kind: 'percentage', percentage: 20 } });
    const customerSent = {
      customerId,
      name: 'Cara Customer',
      email: 'cara@example.com',
      phoneNumber: '+1 212 555 0199',
      affiliateId: affiliate.id,
      hotelName: 'The Plaza',
      flightNumber: 'B6 123',
      airline: 'JetBlue',
      comments: 'Two child seats',
    };
    const booked = await book(dispatcher, booker({ trip: sent, customer: customerSent }));
    expect(booked.returnId).not.toBeNull();

    const data = await bookedTrip(dispatcher, booked.id);
    expect(data).toEqual({
      id: booked.id,
      number: `A${booked.id}`,
      status: 'unpaid',
      returnId: booked.returnId,
      returnNumber: `A${booked.returnId}`,
      returnStatus: 'unpaid',
      version: 1,
      trip: { ...sent, service: 'transfer' },
      customer: customerSent,
      customerLabel: 'Cara Customer (customer@livery.test)',
      affiliateName: affiliate.name,
      total: booked.total,
      paymentType: 'unpaid',
      transactionId: null,
      editRefusal: null,
    });
    expect(await bookedTrip(dispatcher, booked.returnId!)).toEqual(data);

    const again = await quote(dispatcher, data.trip);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.total).toBe(booked.total);

    // The customer it was booked for reads it too, and may change it three days ahead.
    expect(await bookedTrip(customer, booked.returnId!)).toMatchObject({ id: booked.id, editRefusal: null });
  });

  it('keeps the trip changed by PUT /reservations/{id}', async () => {
    const booked = await book(dispatcher, booker({ trip: roundTrip() }));
    const changed = roundTrip({ cars: [{ carId: ids.suv, count: 2 }], discountCode: undefined, stops: [] });
    const expectedTotal = (await quote(dispatcher, changed)).json().data.total;
    const updated = await call('PUT', `/reservations/${booked.id}`, dispatcher, {
      trip: changed,
      customer: booker().customer,
      expectedTotal,
      version: 1,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const data = await bookedTrip(dispatcher, booked.returnId!);
    expect(data).toMatchObject({ version: 2, total: expectedTotal, trip: { cars: [{ carId: ids.suv, count: 2 }] } });
    expect(data.trip.discountCode).toBeUndefined();
    expect(data.trip.stops).toEqual([]);
  });

  it('is its customer’s, its creator’s and staff’s: anyone else, an unknown id and a draft get a 404', async () => {
    const customerId = await demoCustomerId();
    const theirs = await book(dispatcher, booker({ customer: { ...booker().customer, customerId } }));
    const walkIn = await book(admin, booker());
    expect(await bookedTrip(customer, theirs.id)).toMatchObject({ customer: { customerId } });
    await expectNotFound(customer, walkIn.id);
    const other = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    await expectNotFound(bearer(other.token), theirs.id);

    // A dispatcher reads any trip; staff who only look or duplicate read it but may not change it.
    expect(await bookedTrip(dispatcher, walkIn.id)).toMatchObject({ customerLabel: null, editRefusal: null });
    for (const permission of ['reservations:details', 'reservations:duplicate'] as const) {
      const staff = await userWithPermissions(ctx.app, [permission]);
      expect(await bookedTrip(bearer(staff.token), walkIn.id)).toMatchObject({
        id: walkIn.id,
        editRefusal: BOOKED_TRIP_MESSAGES.editPermission,
      });
    }
    const viewer = await userWithPermissions(ctx.app, ['reservations:view']);
    await expectNotFound(bearer(viewer.token), walkIn.id);

    // Its creator without any of those permissions reads it and may change it.
    const clerk = await userWithPermissions(ctx.app, ['reservations:create', 'reservations:create-without-payment']);
    const mine = await book(bearer(clerk.token), booker());
    expect(await bookedTrip(bearer(clerk.token), mine.id)).toMatchObject({ id: mine.id, editRefusal: null });

    const draft = (await call('POST', '/reservation-drafts', dispatcher, { state: { trip: trip() } })).json().data;
    await expectNotFound(dispatcher, draft.id);
    await expectNotFound(admin, 999_999);
    expect((await read(admin, 0)).statusCode).toBe(400);
    expect((await read(visitor, walkIn.id)).statusCode).toBe(401);
    // The drafts' and look-ups' routes stay theirs.
    expect((await call('GET', `/reservation-drafts/${draft.id}`, dispatcher)).statusCode).toBe(200);
    expect((await call('GET', '/reservations/lookups/affiliates', dispatcher)).statusCode).toBe(200);
    expect((await call('GET', '/reservation-drafts/booking', dispatcher)).statusCode).toBe(400);
  });

  it('says why it may not be changed: 6 hours before pickup for non-admins, or a final status', async () => {
    const soon = await book(admin, booker({ trip: trip({ pickUpAt: inHours(5) }) }));
    expect((await bookedTrip(admin, soon.id)).editRefusal).toBeNull();
    expect((await bookedTrip(dispatcher, soon.id)).editRefusal).toBe(EDIT_MESSAGES.tooLateForStaff);

    const later = await book(dispatcher, booker({ trip: roundTrip() }));
    await ctx.app.db.update(reservations).set({ status: 'completed' }).where(eq(reservations.id, later.returnId!));
    const completed = await bookedTrip(admin, later.id);
    expect(completed).toMatchObject({ status: 'unpaid', returnStatus: 'completed' });
    expect(completed.editRefusal).toBe(EDIT_MESSAGES.finalStatus('completed'));

    const oneWay = await book(dispatcher, booker());
    await ctx.app.db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, oneWay.id));
    expect(await bookedTrip(dispatcher, oneWay.id)).toMatchObject({
      status: 'cancelled',
      returnId: null,
      editRefusal: 'This reservation is cancelled: it can no longer be changed.',
    });
  });

  it('rebuilds the trip of a reservation booked before its breakdown kept it', async () => {
    const legacy = async (sent: ReturnType<typeof trip>) => {
      const booked = await book(dispatcher, booker({ trip: sent }));
      const legIds = [booked.id, ...(booked.returnId === null ? [] : [booked.returnId])];
      await ctx.app.db
        .update(reservations)
        .set({ priceBreakdown: sql`${reservations.priceBreakdown} - 'trip'` })
        .where(inArray(reservations.id, legIds));
      const [row] = await ctx.app.db.select().from(reservations).where(eq(reservations.id, booked.id));
      expect(row?.priceBreakdown).not.toHaveProperty('trip');
      const data = await bookedTrip(dispatcher, booked.returnId ?? booked.id);
      const again = await quote(dispatcher, data.trip);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().data.total).toBe(booked.total);
      return data.trip;
    };

    const sent = roundTrip();
    // The code as the breakdown holds it; the hand-set miles of the outbound only, the return's are computed.
    expect(await legacy(sent)).toEqual({
      ...sent,
      service: 'transfer',
      discountCode: 'WELCOME10',
      gratuity: { kind: 'none' },
    });
    // Meet & greet on a round trip to the airport is charged on the return, where the airport pickup is.
    const toAirport = trip({
      tripType: 'to-airport',
      service: 'transfer',
      pickUp: { placeId: ids.empireState, address: 'Empire State Building' },
      dropOff: { placeId: ids.jfk, address: 'JFK' },
      returnTrip: { pickUpAt: inHours(96), stops: [] },
      meetAndGreet: true,
    });
    expect(await legacy(toAirport)).toMatchObject({ meetAndGreet: true, returnTrip: { stops: [] } });
  });
});

describe('the booking flow’s look-ups', () => {
  it('find customers with reservations:search-user and affiliates with :search-affiliate, nothing more', async () => {
    const clerk = await userWithPermissions(ctx.app, ['reservations:search-user', 'reservations:search-affiliate']);
    const asClerk = bearer(clerk.token);
    const customers = await call('GET', '/reservations/lookups/customers?search=lopez', asClerk);
    expect(customers.statusCode, customers.body).toBe(200);
    expect(customers.json().dataItems).toEqual([
      {
        id: expect.any(Number),
        fullName: 'Maria Lopez',
        email: 'maria.lopez@example.com',
        phoneNumber: expect.any(String),
      },
    ]);
    // Staff and drivers are not customers.
    expect((await call('GET', '/reservations/lookups/customers?search=dispatcher', asClerk)).json().count).toBe(0);
    const affiliates = await call('GET', '/reservations/lookups/affiliates?limit=2', asClerk);
    expect(affiliates.json().dataItems).toHaveLength(2);
    expect(Object.keys(affiliates.json().dataItems[0])).toEqual(['id', 'name']);
    // The Customers screen's own list stays closed to them.
    expect((await call('GET', '/users?role=customer', asClerk)).statusCode).toBe(403);
    expect((await call('GET', '/reservations/lookups/customers', customer)).statusCode).toBe(403);
    expect((await call('GET', '/reservations/lookups/customers?limit=500', asClerk)).statusCode).toBe(400);
  });
});

describe('a draft with text that is not valid Unicode', () => {
  it('is refused with a 400, not stored (PostgreSQL’s jsonb cannot hold a lone surrogate)', async () => {
    const response = await call('POST', '/reservation-drafts', dispatcher, { state: { id: '\ud800' } });
    expect(response.statusCode).toBe(400);
  });
});
