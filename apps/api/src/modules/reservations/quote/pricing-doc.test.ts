import { readFileSync } from 'node:fs';
import { toCents, type Quote } from '@livery/domain';
import { docMoney, docShares, pricingDocExamples, sampleCardBody } from '@livery/domain/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, caller, DISPATCHER, signedIn, useTestApp } from '../../../test/helper.js';
import { seededBookingIds, tripFrom } from '../../../test/booking.js';

/**
 * Issue 39: `docs/pricing.md`'s worked examples that a trip can be are quoted through the API under the page's sample
 * card, on PGlite and on PostgreSQL, and each line, total and driver share is the page's (decision 092). The page's
 * other examples (codes and surges of a given day, a wait, taxes on another card) are the domain test's.
 */
const ctx = useTestApp();
const call = caller(ctx);
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const ids = seededBookingIds(ctx);
const examples = pricingDocExamples(
  readFileSync(new URL('../../../../../../docs/pricing.md', import.meta.url), 'utf8'),
);

beforeAll(async () => {
  const card = sampleCardBody();
  const [sedan, suv, shuttle] = card.classes;
  sedan!.carId = ids.sedan;
  suv!.carId = ids.suv;
  shuttle!.carId = ids.sprinter;
  for (const rate of card.flatRates) rate.carId = rate.carId === 1 ? ids.sedan : ids.suv;
  const created = await call('POST', '/rate-cards', admin, { card });
  expect(created.statusCode, created.body).toBe(201);
  const published = await call('POST', `/rate-cards/${created.json().data.id}/publish`, admin, {
    effectiveFrom: '2031-01-01T05:00:00.000Z',
    version: 1,
  });
  expect(published.statusCode, published.body).toBe(200);
});

/** A trip in the card's time from the Plaza Hotel (a local pickup, no zone needed), as each example changes it. */
const trip = (overrides: Record<string, unknown>) =>
  tripFrom(ids, {
    tripType: 'point-to-point',
    pickUp: { placeId: ids.plaza, address: 'The Plaza Hotel' },
    pickUpAt: '2031-03-10T10:00',
    ...overrides,
  });

/** The quote as the page's table: each line, then the total, and the driver shares' sentences. */
function asTable(quote: Quote) {
  const rows = quote.legs.flatMap((leg) =>
    leg.lines.map((line) => [leg.leg, line.label, docMoney(toCents(line.amount)), line.explanation]),
  );
  const shares = quote.legs.map((leg) => {
    const amounts = leg.driverShares.map((share) => toCents(share.amount));
    return docShares(
      leg.leg,
      amounts.reduce((sum, cents) => sum + cents, 0),
      amounts,
    );
  });
  return { rows: [...rows, ['', '**total**', `**${docMoney(toCents(quote.total))}**`, quote.explanation]], shares };
}

const EXAMPLES: Record<string, () => Record<string, unknown>> = {
  hourly: () => trip({ service: 'hourly', durationMinutes: 130, gratuity: { kind: 'percentage', percentage: 20 } }),
  'hourly-garage': () => trip({ service: 'hourly', durationMinutes: 200, cars: [{ carId: ids.suv, count: 1 }] }),
  // From the Empire State Building (ZIP 10001: Manhattan) to JFK: the flat rate of each class.
  flat: () =>
    trip({
      tripType: 'to-airport',
      pickUp: { placeId: ids.empireState, address: 'Empire State Building' },
      dropOff: { placeId: ids.jfkTerminal4, address: 'JFK Terminal 4' },
      cars: [
        { carId: ids.sedan, count: 1 },
        { carId: ids.suv, count: 1 },
      ],
      gratuity: { kind: 'percentage', percentage: 20 },
    }),
  'per-seat': () =>
    trip({
      tripType: 'from-airport',
      pickUp: { placeId: ids.jfkTerminal4, address: 'JFK Terminal 4' },
      service: 'per-seat',
      passengers: 3,
      cars: [{ carId: ids.sprinter, count: 1 }],
      gratuity: { kind: 'amount', amount: 15.01 },
      returnTrip: { pickUpAt: '2031-03-14T18:00', stops: [] },
    }),
};

describe('docs/pricing.md through the API', () => {
  it.each(Object.keys(EXAMPLES))('quotes the %s example as the page says', async (name) => {
    const response = await call('POST', '/reservations/quote', dispatcher, EXAMPLES[name]!());
    expect(response.statusCode, response.body).toBe(200);
    expect(asTable(response.json().data as Quote)).toEqual(examples.get(name));
  });
});
