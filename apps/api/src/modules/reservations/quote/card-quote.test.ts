import { randomUUID } from 'node:crypto';
import { SERVICE_MESSAGES, type Quote } from '@livery/domain';
import { sampleCardBody } from '@livery/domain/testing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, reservations, reservationSlots, users } from '../../../db/schema.js';
import { ADMIN, caller, CUSTOMER, DISPATCHER, signedIn, useTestApp, type Headers } from '../../../test/helper.js';
import { seededBookingIds, tripFrom } from '../../../test/booking.js';

/**
 * Decision 092: a trip picked up while a published card is in force is priced by it — the service booked, its
 * lines in the card's order, the card kept with the booking — and one picked up before stays decision 036's.
 */
const ctx = useTestApp();
const call = caller(ctx);
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const customer = signedIn(ctx, CUSTOMER);
const visitor: Headers = {};
const ids = seededBookingIds(ctx);

/** The card is in force from 2031; trips before it are priced as before. */
const EFFECTIVE = '2031-01-01T05:00:00.000Z';
const IN_FORCE = '2031-03-10T10:00';
const trip = (overrides: Record<string, unknown> = {}) => tripFrom(ids, { pickUpAt: IN_FORCE, ...overrides });
const quote = (headers: Headers, body: object) => call('POST', '/reservations/quote', headers, body);

async function quoted(headers: Headers, body: object): Promise<Quote> {
  const response = await quote(headers, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Quote;
}

async function refusal(body: object): Promise<Record<string, string>> {
  const response = await quote(dispatcher, body);
  expect(response.statusCode, response.body).toBe(400);
  return response.json().error.fields as Record<string, string>;
}

let cardId = 0;
beforeAll(async () => {
  const body = sampleCardBody();
  const [sedan, suv, shuttle] = body.classes;
  sedan!.carId = ids.sedan;
  suv!.carId = ids.suv;
  shuttle!.carId = ids.sprinter;
  shuttle!.name = 'Sprinter';
  for (const rate of body.flatRates) rate.carId = rate.carId === 1 ? ids.sedan : ids.suv;
  const card = {
    ...body,
    name: `Card quote ${randomUUID()}`,
    taxes: [{ name: 'Sales tax', percentage: 8.875, taxable: ['base'] }],
    fees: { ...body.fees, airports: [{ airport: 'JFK', amount: 5 }] },
  };
  const created = await call('POST', '/rate-cards', admin, { card });
  expect(created.statusCode, created.body).toBe(201);
  cardId = created.json().data.id;
  const published = await call('POST', `/rate-cards/${cardId}/publish`, admin, {
    effectiveFrom: EFFECTIVE,
    version: 1,
  });
  expect(published.statusCode, published.body).toBe(200);
});

const amounts = (quote: Quote) => quote.legs[0]!.lines.map((line) => [line.kind, line.amount]);

describe('a trip priced by the card in force at its pickup', () => {
  it('prices JFK → the Empire State Building flat, taxes the base and charges the airport fee', async () => {
    const data = await quoted(visitor, trip());
    expect(data).toMatchObject({ service: 'flat', rateCardId: cardId, total: 108.43 });
    // $95.00 flat; 8.875 % of $95.00 = $8.43125 → $8.43; JFK's fee $5.00 a car.
    expect(amounts(data)).toEqual([
      ['car', 95],
      ['tax', 8.43],
      ['airport-fee', 5],
    ]);
    expect(data.legs[0]).toMatchObject({
      service: { type: 'flat', fromZone: 2, toZone: 1, pricedByDistance: false },
      pickupKind: 'domestic-airport',
      airports: ['JFK'],
    });
    expect(data.legs[0]!.lines[0]!.explanation).toMatch(/JFK/);
  });

  it('bills 2 h 10 min hourly as the 3-hour minimum, and books it keeping the card', async () => {
    const hourly = trip({ service: 'hourly', durationMinutes: 130 });
    const data = await quoted(visitor, hourly);
    // 3 h × $95.00 = $285.00; 8.875 % = $25.29375 → $25.29; the pickup is at JFK: $5.00.
    expect(data).toMatchObject({ service: 'hourly', total: 315.29 });
    expect(data.legs[0]!.service).toEqual({ type: 'hourly', minutes: 130 });
    expect(data.legs[0]!.lines[0]!.explanation).toMatch(/3 h/);

    const booked = await call(
      'POST',
      '/reservations',
      { ...dispatcher, 'idempotency-key': randomUUID() },
      {
        trip: hourly,
        customer: { name: 'Ada Hourly', email: 'ada.hourly@example.com', phoneNumber: '+1 212 555 0100' },
        termsAccepted: true,
        payment: { kind: 'unpaid' },
        expectedTotal: 315.29,
      },
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().data.reservation.id as number;
    const [row] = await ctx.app.db.select().from(reservations).where(eq(reservations.id, id));
    // The board and the assign question keep the car the 2 h 10 min booked.
    expect(row).toMatchObject({ rateCardId: cardId, amount: 315.29, bookedMinutes: 130 });
    expect(row?.priceBreakdown).toMatchObject({
      service: { type: 'hourly', minutes: 130 },
      trip: { service: 'hourly' },
    });
    // Not yet in force, the card has priced a booked trip: it is kept.
    const removed = await call('DELETE', `/rate-cards/${cardId}`, admin);
    expect(removed.statusCode, removed.body).toBe(409);
    expect(removed.json().error.message).toMatch(/has priced booked trips/);
  });

  it('shows the customer’s trip page, the confirmation e-mail and the driver’s share from the same lines', async () => {
    const hourly = trip({ service: 'hourly', durationMinutes: 130, cars: [{ carId: ids.suv, count: 1 }] });
    const data = await quoted(customer, hourly);
    const email = `lines-${randomUUID()}@example.com`;
    const [cara] = await ctx.app.db.select().from(users).where(eq(users.email, CUSTOMER!.email));
    // The office books it on the customer's account, unpaid.
    const booked = await call(
      'POST',
      '/reservations',
      { ...dispatcher, 'idempotency-key': randomUUID() },
      {
        trip: hourly,
        customer: { name: 'Cara Lines', email, phoneNumber: '+1 212 555 0100', customerId: cara!.id },
        termsAccepted: true,
        payment: { kind: 'unpaid' },
        expectedTotal: data.total,
      },
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().data.reservation.id as number;
    const lines = data.legs[0]!.lines.map(({ label, amount }) => ({ label, amount }));
    // SUV: 2 h 10 min + 30 min garage each way, billed, in 30-min steps: 3 h 30 min, at least 4 h × $125.00.
    expect(lines).toEqual([
      { label: 'SUV × 1', amount: 500 },
      { label: 'Sales tax 8.875%', amount: 44.38 },
      { label: 'Airport fee JFK', amount: 5 },
    ]);

    const page = await call('GET', `/reservations/${id}/trip`, customer);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.priceLines).toEqual(lines);
    expect(page.json().data.service).toBe('Hourly / as directed, 2 h 10 min booked');
    const [mail] = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    for (const line of lines) expect(mail?.text).toContain(`${line.label}: $${line.amount.toFixed(2)}`);
    expect(mail?.text).toContain('Hourly / as directed, 2 h 10 min booked');
    // The driver's share is the work (base through gratuity), not the tax or the airport's fee.
    const slots = await ctx.app.db.select().from(reservationSlots).where(eq(reservationSlots.reservationId, id));
    expect(slots.map((slot) => slot.driverShare)).toEqual([500]);
  });

  it('prices a round trip flat both ways, the airport fee on each leg', async () => {
    const data = await quoted(dispatcher, trip({ returnTrip: { pickUpAt: '2031-03-12T18:00', stops: [] } }));
    expect(data.legs.map((leg) => leg.total)).toEqual([108.43, 108.43]);
    expect(data.total).toBe(216.86);
  });

  it('refuses what the card does not sell, on the field at fault', async () => {
    expect(await refusal(trip({ service: 'hourly' }))).toEqual({ durationMinutes: SERVICE_MESSAGES.durationNeeded });
    expect(await refusal(trip({ service: 'hourly', durationMinutes: 0 }))).toEqual({
      durationMinutes: SERVICE_MESSAGES.durationPositive,
    });
    expect(await refusal(trip({ service: 'hourly', durationMinutes: -60 }))).toEqual({
      durationMinutes: SERVICE_MESSAGES.durationPositive,
    });
    expect(
      await refusal(trip({ service: 'hourly', durationMinutes: 60, returnTrip: { pickUpAt: '2031-03-12T18:00' } })),
    ).toEqual({ returnTrip: SERVICE_MESSAGES.noReturnHourly });
    // The Sprinter is sold by the seat only.
    expect(
      await refusal(trip({ service: 'hourly', durationMinutes: 60, cars: [{ carId: ids.sprinter, count: 1 }] })),
    ).toHaveProperty('cars.0.carId');
    expect(
      await refusal(
        trip({
          service: 'per-seat',
          cars: [
            { carId: ids.sprinter, count: 1 },
            { carId: ids.sedan, count: 1 },
          ],
        }),
      ),
    ).toEqual({ cars: SERVICE_MESSAGES.oneClassPerSeat });
  });

  it('prices seats on a shared ride by the passenger', async () => {
    const data = await quoted(
      visitor,
      trip({ service: 'per-seat', passengers: 3, cars: [{ carId: ids.sprinter, count: 1 }] }),
    );
    // 3 × $25.00 = $75.00; tax $6.65625 → $6.66; JFK $5.00.
    expect(amounts(data)).toEqual([
      ['car', 75],
      ['tax', 6.66],
      ['airport-fee', 5],
    ]);
  });

  it('tells anyone what a pickup may be booked as: the card’s services, or transfers alone', async () => {
    const servicesAt = async (query: string) =>
      (await call('GET', `/rate-cards/services${query}`, visitor)).json().data.services as string[];
    expect(await servicesAt(`?at=${IN_FORCE}`)).toEqual(['transfer', 'hourly', 'per-seat']);
    expect(await servicesAt('?at=2030-06-10T10:00')).toEqual(['transfer']);
    expect((await call('GET', '/rate-cards/services?at=tomorrow', visitor)).statusCode).toBe(400);
  });

  it('keeps decision 036’s engine for a pickup before any card, where only transfers are sold', async () => {
    const before = trip({ pickUpAt: '2030-06-10T10:00' });
    const data = await quoted(visitor, before);
    expect(data.rateCardId).toBeUndefined();
    expect(data.legs[0]!.service).toBeUndefined();
    expect(await refusal({ ...before, service: 'hourly', durationMinutes: 120 })).toEqual({
      service: SERVICE_MESSAGES.noCard,
    });
  });
});
