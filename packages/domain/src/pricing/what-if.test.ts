import { describe, expect, it } from 'vitest';
import { SAMPLE_CARD } from '../testing/rate-card.js';
import { whatIfRequestSchema } from '../schemas/what-if.js';
import type { RateCard } from './rate-card.js';
import { WhatIfRun } from './what-if.js';
import { percentChange, whatIfAnswer } from './what-if-answer.js';
import { whatIfCards, whatIfJob, type BookedLegRow } from './what-if-leg.js';

/** The sample card with the Sedan's rates 10 % up: $3.30 a mile, $104.50 an hour. */
const DRAFT: RateCard = {
  ...SAMPLE_CARD,
  classes: SAMPLE_CARD.classes.map((c) =>
    c.carId === 1 && c.transfer && c.hourly
      ? { ...c, transfer: { ...c.transfer, toMultiply: 330 }, hourly: { ...c.hourly, perHour: 10450 } }
      : c,
  ),
};

const sedan = [{ carId: 1, name: 'Sedan', cars: 1 }];
const suv = [{ carId: 2, name: 'SUV', cars: 1 }];

/** A leg as the API reads it: a one-way transfer of 17.3 mi in a Sedan, priced before rate cards. */
const row = (over: Partial<BookedLegRow> = {}): BookedLegRow => ({
  id: 1,
  amount: 61.9,
  isRoundTrip: false,
  date: '2026-10-05',
  miles: 17.3,
  stops: 0,
  cars: sedan,
  service: undefined,
  pickupKind: undefined,
  airports: undefined,
  tolls: undefined,
  surges: [],
  codeApplies: undefined,
  meetAndGreet: false,
  gratuity: { kind: 'none' },
  lines: [{ kind: 'car', label: 'Sedan', amount: 61.9, explanation: '' }],
  ...over,
});

/** 2 h 10 min hourly, billed 3 h; a $10.00 code and a 20 % gratuity as booked. */
const hourly = row({
  id: 2,
  amount: 332,
  date: '2026-10-20',
  miles: 0,
  service: { type: 'hourly', minutes: 130 },
  codeApplies: true,
  gratuity: { kind: 'percentage', percentage: 20 },
  lines: [
    { kind: 'base', item: 'hourly', label: 'Sedan × 1', amount: 285, explanation: '' },
    { kind: 'discount', label: 'Code SAVE10', amount: -10, explanation: '' },
    { kind: 'gratuity', label: 'Gratuity 20%', amount: 57, explanation: '' },
  ],
});

/** A round trip's leg of 120 mi in an SUV: a stop, meet & greet, a 10 % surge and a $40.00 addon. */
const roundTrip = row({
  id: 3,
  amount: 640,
  isRoundTrip: true,
  date: '2026-11-02',
  miles: 120,
  stops: 1,
  cars: suv,
  meetAndGreet: true,
  surges: [{ id: 7, name: 'Holiday', amount: null, percentage: 10 }],
  lines: [
    { kind: 'car', label: 'SUV', amount: 525, explanation: '' },
    { kind: 'addon', label: 'Champagne', amount: 40, explanation: '', addonId: 4 },
  ],
});

const price = (leg: BookedLegRow, card = DRAFT) => {
  const run = new WhatIfRun(card);
  run.add(leg);
  return run.outcome();
};

describe('a booked leg priced under a draft card', () => {
  it('prices a leg without a service as a transfer by its miles', () => {
    expect(price(row()).priced).toEqual({ trips: 1, before: 6190, after: 6709 });
    // Under the card it was priced with, nothing changes.
    expect(price(row(), SAMPLE_CARD).priced).toEqual({ trips: 1, before: 6190, after: 6190 });
  });

  it('keeps the code’s cents off and the gratuity’s percentage as booked', () => {
    // 3 h × $104.50 = $313.50, − $10.00, + 20 % of $313.50 = $62.70.
    expect(price(hourly).priced).toEqual({ trips: 1, before: 33200, after: 31350 - 1000 + 6270 });
    // A custom gratuity keeps the leg's stored amount.
    const custom = { ...hourly, gratuity: { kind: 'amount', amount: 114 } };
    expect(price(custom).priced.after).toBe(31350 - 1000 + 5700);
    // A code that did not apply stays off.
    expect(price({ ...hourly, codeApplies: false }).priced.after).toBe(31350 + 6270);
  });

  it('prices stops, meet & greet and surges again, keeps the addon, and takes no long-trip surge on a round trip', () => {
    // 120 mi × $4.25 + $15.00 = $525.00; a stop $10.00; meet & greet $25.00; 10 % of $525.00 = $52.50; $40.00.
    expect(price(roundTrip).priced.after).toBe(52500 + 1000 + 2500 + 5250 + 4000);
    // One way, the long-trip surge ($25.00 over 100 mi) is in the car line, and the 10 % is of $550.00.
    expect(price({ ...roundTrip, isRoundTrip: false }).priced.after).toBe(55000 + 1000 + 2500 + 5500 + 4000);
  });

  it('counts apart, with the reason, the legs the draft cannot price', () => {
    const noShuttles: RateCard = { ...DRAFT, services: ['transfer', 'hourly', 'flat'] };
    const run = new WhatIfRun(noShuttles);
    run.add(row({ id: 4, amount: 150, cars: [{ carId: 9, name: 'Limousine', cars: 1 }] }));
    run.add(row({ id: 5, amount: 150, cars: [{ carId: 9, name: 'Limousine', cars: 2 }] }));
    run.add(row({ id: 6, amount: 80, cars: [{ carId: 3, name: 'Shuttle', cars: 1 }] }));
    run.add(row({ id: 7, amount: 50, service: { type: 'per-seat', passengers: 2 } }));
    run.add(row({ id: 8, amount: 10, date: null }));
    const outcome = run.outcome();
    expect(outcome.priced).toEqual({ trips: 0, before: 0, after: 0 });
    expect(outcome.skipped).toEqual([
      { reason: 'class-not-on-card', label: 'Limousine is not on the card', trips: 2, before: 30000 },
      { reason: 'class-without-rates', label: 'Shuttle has no transfer rates', trips: 1, before: 8000 },
      { reason: 'service-not-sold', label: 'The card does not sell per-seat', trips: 1, before: 5000 },
      { reason: 'unreadable', label: 'The stored price lacks its date', trips: 1, before: 1000 },
    ]);
    // What the engine refuses is the leg's: more passengers than the seats.
    const full = row({ id: 9, amount: 500, cars: [{ carId: 3, name: 'Shuttle', cars: 1 }] });
    expect(price({ ...full, service: { type: 'per-seat', passengers: 20 } }).skipped).toEqual([
      {
        reason: 'refused',
        label: 'Not priced: The outbound passengers must be at most the 14 seats the cars offer (got 20)',
        trips: 1,
        before: 50000,
      },
    ]);
  });

  it('reads a leg’s job as the engine takes it', () => {
    const job = whatIfJob(hourly, whatIfCards(DRAFT));
    expect(job).toMatchObject({
      service: 'hourly',
      classes: 'Sedan',
      input: {
        outbound: { date: '2026-10-20', service: { type: 'hourly', minutes: 130 }, pickupKind: 'local', tolls: 0 },
        discountCode: { code: 'SAVE10', amount: 1000, percentage: null },
        gratuity: { kind: 'percentage', percentage: 2000 },
        addons: [],
      },
    });
  });
});

describe('the run’s answer', () => {
  it('sums by business month, service type and car class, and keeps the legs that change most', () => {
    const run = new WhatIfRun(DRAFT, 2);
    for (const leg of [row(), hourly, roundTrip]) run.add(leg);
    const after = { one: 6709, hourly: 36620, roundTrip: 65250 };
    expect(run.outcome()).toEqual({
      priced: { trips: 3, before: 6190 + 33200 + 64000, after: after.one + after.hourly + after.roundTrip },
      byMonth: [
        { month: '2026-10', trips: 2, before: 6190 + 33200, after: after.one + after.hourly },
        { month: '2026-11', trips: 1, before: 64000, after: after.roundTrip },
      ],
      byService: [
        { service: 'hourly', trips: 1, before: 33200, after: after.hourly },
        { service: 'transfer', trips: 2, before: 6190 + 64000, after: after.one + after.roundTrip },
      ],
      byClass: [
        { classes: 'SUV', trips: 1, before: 64000, after: after.roundTrip },
        { classes: 'Sedan', trips: 2, before: 6190 + 33200, after: after.one + after.hourly },
      ],
      // +$34.20, +$12.50 (and +$5.19 passed over: two are kept).
      top: [
        { id: 2, date: '2026-10-20', service: 'hourly', classes: 'Sedan', before: 33200, after: after.hourly },
        { id: 3, date: '2026-11-02', service: 'transfer', classes: 'SUV', before: 64000, after: after.roundTrip },
      ],
      skipped: [],
    });
  });

  it('ranks by the absolute change, then by id', () => {
    const run = new WhatIfRun(SAMPLE_CARD, 3);
    run.add(row({ id: 10, amount: 71.9 })); // −$10.00
    run.add(row({ id: 11, amount: 51.9 })); // +$10.00
    run.add(row({ id: 12, amount: 60.9 })); // +$1.00
    run.add(row({ id: 13, amount: 41.9 })); // +$20.00
    expect(run.outcome().top.map((t) => t.id)).toEqual([13, 10, 11]);
  });

  it('names two classes of one leg together', () => {
    const both = row({ cars: [...sedan, ...suv], amount: 100 });
    expect(price(both).byClass.map((c) => c.classes)).toEqual(['Sedan + SUV']);
  });
});

describe('the answer in dollars', () => {
  it('gives the difference and its percentage of before, two decimals', () => {
    expect(percentChange(6190, 6709)).toBe(8.38);
    expect(percentChange(10000, 9000)).toBe(-10);
    expect(percentChange(0, 500)).toBeNull();
    const run = new WhatIfRun(DRAFT);
    run.add(row());
    const answer = whatIfAnswer(run.outcome(), { cardId: 4, from: '2026-10-01', to: '2026-10-31', seconds: 0.5 });
    expect(answer.priced).toEqual({ trips: 1, before: 61.9, after: 67.09, difference: 5.19, percent: 8.38 });
    expect(answer.top).toEqual([
      {
        id: 1,
        number: 'A1',
        date: '2026-10-05',
        service: 'transfer',
        classes: 'Sedan',
        before: 61.9,
        after: 67.09,
        difference: 5.19,
      },
    ]);
  });
});

describe('the period asked', () => {
  const issues = (body: unknown) =>
    whatIfRequestSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
  it('takes From to To, at most 13 months', () => {
    expect(issues({ from: '2026-10-01', to: '2026-10-31' })).toEqual([]);
    expect(issues({ from: '2026-01-31', to: '2027-02-28' })).toEqual([]);
    expect(issues({ from: '2026-10-31', to: '2026-10-01' })).toEqual([['to', 'To must be on or after From']]);
    expect(issues({ from: '2026-01-01', to: '2027-02-01' })).toEqual([
      ['to', 'The period must be at most 13 months: To must be before 2027-02-01'],
    ]);
    expect(issues({ from: '2026-02-30', to: '2026-03-01' })).toEqual([['from', 'From must be a date (YYYY-MM-DD)']]);
  });
});
