import { whatIfLineSchema, type WhatIfLine } from '@livery/domain';
import { sampleCardBody } from '@livery/domain/testing';
import { count, eq } from 'drizzle-orm';
import { planWhatIf, runWhatIf } from './what-if-service.js';
import { describe, expect, it } from 'vitest';
import { auditLog, rateCards, reservations } from '../../db/schema.js';
import {
  ADMIN,
  bearer,
  caller,
  CUSTOMER,
  DISPATCHER,
  DRIVER,
  signedIn,
  useTestApp,
  userWithPermissions,
} from '../../test/helper.js';

const ctx = useTestApp();
const call = caller(ctx);
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const customer = signedIn(ctx, CUSTOMER);
const driver = signedIn(ctx, DRIVER);

/** The sample card with the Sedan 10 % up: $3.30 a mile, $104.50 an hour. */
function raised() {
  const card = { ...sampleCardBody(), name: `What if ${Math.random()}` };
  const sedan = card.classes[0]!;
  sedan.transfer!.toMultiply = 3.3;
  sedan.hourly!.perHour = 104.5;
  return card;
}

async function draft(): Promise<number> {
  const response = await call('POST', '/rate-cards', admin, { card: raised() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const sedan = [{ carId: 1, name: 'Sedan', cars: 1, toMultiply: 3, toAdd: 10, minimumRate: 50 }];
const shuttle = [{ carId: 3, name: 'Sprinter', cars: 1, toMultiply: 3, toAdd: 10, minimumRate: 50 }];

/** A leg written as a booking stores it (a `QuoteLeg` with the trip), far from the seed's trips. */
async function insertLeg(pickUpAt: string, leg: Record<string, unknown>, status = 'created') {
  const breakdown = {
    leg: 'outbound',
    pickUpAt,
    miles: 0,
    milesSource: 'staff',
    milesPrecision: 'staff',
    stops: 0,
    cars: sedan,
    discountCode: null,
    surges: [],
    configuration: {
      meetAndGreet: { amount: 25, percentage: 0, charged: false },
      maxMilesSurge: { maxMiles: 100, amount: 25 },
      extraStopCharges: { amount: 10 },
    },
    driverShares: [],
    trip: { gratuity: { kind: 'none' } },
    ...leg,
  };
  const [row] = await ctx.app.db
    .insert(reservations)
    .values({
      status,
      tripType: 'point-to-point',
      name: 'Walt Whatif',
      pickUpAt: new Date(pickUpAt),
      amount: Number(breakdown.total),
      priceBreakdown: breakdown,
    })
    .returning({ id: reservations.id });
  return row!.id;
}

/** Runs it and reads the lines, each checked against the documented schema. */
async function whatIf(id: number, body: object, headers = admin) {
  const response = await call('POST', `/rate-cards/${id}/what-if`, headers, body);
  const lines: WhatIfLine[] =
    response.statusCode === 200
      ? response.body
          .trim()
          .split('\n')
          .map((line) => whatIfLineSchema.parse(JSON.parse(line)))
      : [];
  return { response, lines };
}

const written = async () => {
  const [trips] = await ctx.app.db.select({ n: count() }).from(reservations);
  const [audit] = await ctx.app.db.select({ n: count() }).from(auditLog);
  const cards = await ctx.app.db.select({ id: rateCards.id, version: rateCards.version }).from(rateCards);
  return { trips: trips!.n, audit: audit!.n, cards };
};

describe('the what-if before a rate change', () => {
  it('prices the period’s booked legs under the draft, by month, service and class, and writes nothing', async () => {
    const card = await draft();
    // 17.3 mi before rate cards: $61.90, then 17.3 × $3.30 + $10.00 = $67.09.
    const transfer = await insertLeg('2034-03-05T15:00:00Z', {
      date: '2034-03-05',
      miles: 17.3,
      lines: [{ kind: 'car', label: 'Sedan', amount: 61.9, explanation: '' }],
      total: 61.9,
    });
    // 2 h 10 min hourly (decision 092's leg), billed 3 h: $285.00 − $10.00 + 20 % → 3 × $104.50 = $313.50 − $10.00 + $62.70.
    const hourly = await insertLeg('2034-04-10T15:00:00Z', {
      date: '2034-04-10',
      service: { type: 'hourly', minutes: 130 },
      pickupKind: 'local',
      airports: [],
      tolls: 0,
      discountCode: { code: 'SAVE10', type: 'general', applies: true, reason: null },
      trip: { gratuity: { kind: 'percentage', percentage: 20 } },
      lines: [
        { kind: 'base', label: 'Sedan × 1', amount: 285, explanation: '' },
        { kind: 'discount', label: 'Code SAVE10', amount: -10, explanation: '' },
        { kind: 'gratuity', label: 'Gratuity 20%', amount: 57, explanation: '' },
      ],
      total: 332,
    });
    // 23:00 on April 30 in New York (May 1 in UTC) is in the period; 10 mi stays at the $50.00 minimum.
    const lastEvening = await insertLeg('2034-05-01T03:00:00Z', {
      date: '2034-04-30',
      miles: 10,
      lines: [{ kind: 'car', label: 'Sedan', amount: 50, explanation: '' }],
      total: 50,
    });
    // Counted apart: the card's Shuttle (car 3) is sold by the seat, not by distance.
    await insertLeg('2034-04-11T15:00:00Z', {
      date: '2034-04-11',
      miles: 5,
      cars: shuttle,
      lines: [{ kind: 'car', label: 'Sprinter', amount: 80, explanation: '' }],
      total: 80,
    });
    // Left out: cancelled, a draft, and 01:00 on May 1 in New York.
    const other = { date: '2034-04-12', miles: 20, lines: [], total: 999 };
    await insertLeg('2034-04-12T15:00:00Z', other, 'cancelled');
    await insertLeg('2034-04-12T15:00:00Z', other, 'draft');
    await insertLeg('2034-05-01T05:00:00Z', { ...other, date: '2034-05-01' });

    const before = await written();
    const { response, lines } = await whatIf(card, { from: '2034-03-01', to: '2034-04-30' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(await written()).toEqual(before);

    expect(lines.slice(0, -1)).toEqual([{ progress: { done: 0, total: 4 } }, { progress: { done: 4, total: 4 } }]);
    const last = lines.at(-1);
    expect(last && 'result' in last).toBe(true);
    if (!last || !('result' in last)) return;
    const { seconds, ...result } = last.result;
    expect(seconds).toBeGreaterThanOrEqual(0);
    const figures = (trips: number, was: number, is: number, difference: number, percent: number | null) => ({
      trips,
      before: was,
      after: is,
      difference,
      percent,
    });
    expect(result).toEqual({
      cardId: card,
      from: '2034-03-01',
      to: '2034-04-30',
      // $39.39 of $443.90.
      priced: figures(3, 443.9, 483.29, 39.39, 8.87),
      byMonth: [
        { month: '2034-03', ...figures(1, 61.9, 67.09, 5.19, 8.38) },
        { month: '2034-04', ...figures(2, 382, 416.2, 34.2, 8.95) },
      ],
      byService: [
        { service: 'hourly', ...figures(1, 332, 366.2, 34.2, 10.3) },
        { service: 'transfer', ...figures(2, 111.9, 117.09, 5.19, 4.64) },
      ],
      byClass: [{ classes: 'Sedan', ...figures(3, 443.9, 483.29, 39.39, 8.87) }],
      top: [
        { id: hourly, number: `A${hourly}`, date: '2034-04-10', service: 'hourly', classes: 'Sedan' },
        { id: transfer, number: `A${transfer}`, date: '2034-03-05', service: 'transfer', classes: 'Sedan' },
        { id: lastEvening, number: `A${lastEvening}`, date: '2034-04-30', service: 'transfer', classes: 'Sedan' },
      ].map((trip, i) => ({
        ...trip,
        ...[
          { before: 332, after: 366.2, difference: 34.2 },
          { before: 61.9, after: 67.09, difference: 5.19 },
          { before: 50, after: 50, difference: 0 },
        ][i],
      })),
      skipped: [{ reason: 'class-without-rates', label: 'Shuttle has no transfer rates', trips: 1, before: 80 }],
    });
  });

  it('reads the legs in batches after the last one read, legs at the same instant included', async () => {
    const card = await draft();
    const leg = (date: string) => ({ date, miles: 10, lines: [], total: 50 });
    // Five legs, three picked up at the same instant: a batch of two ends between them.
    for (const at of ['2036-02-01T15:00:00Z', '2036-02-02T15:00:00Z', '2036-02-02T15:00:00Z', '2036-02-02T15:00:00Z'])
      await insertLeg(at, leg(at.slice(0, 10)));
    await insertLeg('2036-02-03T15:00:00.123Z', leg('2036-02-03'));
    const plan = await planWhatIf(ctx.app.db, card, { from: '2036-02-01', to: '2036-02-28' }, 'America/New_York');
    const lines: WhatIfLine[] = [];
    for await (const line of runWhatIf(plan, 2)) lines.push(line);
    expect(lines.flatMap((line) => ('progress' in line ? [line.progress.done] : []))).toEqual([0, 2, 4, 5]);
    const last = lines.at(-1);
    expect(last && 'result' in last && last.result.priced).toMatchObject({ trips: 5, before: 250 });
  });

  it('reads a leg as its breakdown now is: a price written again is what the what-if prices (migration 0038)', async () => {
    const card = await draft();
    const id = await insertLeg('2037-03-05T15:00:00Z', { date: '2037-03-05', miles: 10, lines: [], total: 50 });
    const priced = async () => {
      const last = (await whatIf(card, { from: '2037-03-01', to: '2037-03-31' })).lines.at(-1);
      return last && 'result' in last ? last.result : null;
    };
    const before = await priced();
    // The trip is repriced: 30 miles now, and a stored total of $100.
    const [row] = await ctx.app.db
      .select({ breakdown: reservations.priceBreakdown })
      .from(reservations)
      .where(eq(reservations.id, id));
    await ctx.app.db
      .update(reservations)
      .set({ amount: 100, priceBreakdown: { ...(row!.breakdown as object), miles: 30, total: 100 } })
      .where(eq(reservations.id, id));
    const after = await priced();
    expect(after?.priced.trips).toBe(1);
    expect(after?.priced.before).toBe(100);
    expect(after!.priced.after).toBeGreaterThan(before!.priced.after);
  });

  it('answers an empty period with zeros, and counts apart a leg whose stored price it cannot read', async () => {
    const card = await draft();
    const { response, lines } = await whatIf(card, { from: '2035-01-01', to: '2035-01-31' });
    expect(response.statusCode).toBe(200);
    const last = lines.at(-1);
    expect(last && 'result' in last && last.result.priced).toEqual({
      trips: 0,
      before: 0,
      after: 0,
      difference: 0,
      percent: null,
    });
    for (const priceBreakdown of [null, []])
      await ctx.app.db.insert(reservations).values({
        status: 'completed',
        tripType: 'point-to-point',
        pickUpAt: new Date('2035-01-10T15:00:00Z'),
        amount: 40,
        priceBreakdown,
      });
    const unread = (await whatIf(card, { from: '2035-01-01', to: '2035-01-31' })).lines.at(-1);
    expect(unread && 'result' in unread && unread.result.skipped).toEqual([
      { reason: 'unreadable', label: 'The stored price lacks its date', trips: 2, before: 80 },
    ]);
  });

  it('refuses a published card, a period backwards or over 13 months, and an unknown card', async () => {
    const card = await draft();
    const published = await call('POST', `/rate-cards/${card}/publish`, admin, {
      effectiveFrom: '2040-01-01T12:00:00Z',
      version: 1,
    });
    expect(published.statusCode, published.body).toBe(200);
    const refused = (await whatIf(card, { from: '2034-03-01', to: '2034-03-31' })).response;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/is published: the what-if prices a draft/);

    const other = await draft();
    const backwards = (await whatIf(other, { from: '2034-03-31', to: '2034-03-01' })).response;
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual({ to: 'To must be on or after From' });
    const long = (await whatIf(other, { from: '2034-01-01', to: '2035-02-01' })).response;
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.to).toMatch(/at most 13 months/);
    const notADate = (await whatIf(other, { from: 'last month', to: '2034-03-01' })).response;
    expect(notADate.json().error.fields).toEqual({ from: 'From must be a date (YYYY-MM-DD)' });
    expect((await whatIf(999_999, { from: '2034-03-01', to: '2034-03-31' })).response.statusCode).toBe(404);
  });

  it('is for those who may edit rate cards', async () => {
    const card = await draft();
    const body = { from: '2034-03-01', to: '2034-03-31' };
    expect((await whatIf(card, body, dispatcher)).response.statusCode).toBe(200);
    expect((await whatIf(card, body, customer)).response.statusCode).toBe(403);
    expect((await whatIf(card, body, driver)).response.statusCode).toBe(403);
    const viewer = await userWithPermissions(ctx.app, ['rate-cards:view']);
    expect((await whatIf(card, body, bearer(viewer.token))).response.statusCode).toBe(403);
    const anonymous = await call('POST', `/rate-cards/${card}/what-if`, {}, body);
    expect(anonymous.statusCode).toBe(401);
  });
});
