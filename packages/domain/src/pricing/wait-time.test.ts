import { describe, expect, it } from 'vitest';
import { SAMPLE_CARD } from '../testing/rate-card.js';
import { carWait, carWaitSummary, pickupKindOf, waitedMinutes, waitLine, type CarWaitTerms } from './job-extras.js';

/** Wait time as a car measures it (decision 094): the engine's one rule (decision 088) for one car. */
const at = (time: string) => new Date(`2031-06-05T${time}Z`);

const terms = (overrides: Partial<CarWaitTerms> = {}): CarWaitTerms => ({
  pickupKind: 'domestic-airport',
  graceMinutes: 30,
  perMinute: 125,
  carId: 1,
  carName: 'Sedan',
  rateCardId: 7,
  ...overrides,
});

describe('waited minutes, On location → On board', () => {
  it.each([
    ['10:00:00', '10:40:00', 40],
    ['10:00:00', '10:40:59.999', 40],
    ['10:00:30', '10:40:29', 39],
    ['10:00:00', '10:00:59', 0],
    ['10:00:00', '10:00:00', 0],
  ])('%s → %s is %i whole minutes, floored', (from, to, minutes) => {
    expect(waitedMinutes(at(from), at(to))).toBe(minutes);
  });

  it('is nothing without both steps, and no wait when the times are out of order', () => {
    expect(waitedMinutes(null, at('10:40:00'))).toBeNull();
    expect(waitedMinutes(at('10:00:00'), null)).toBeNull();
    expect(waitedMinutes(at('10:40:00'), at('10:00:00'))).toBe(0);
  });
});

describe('the kind of a pickup', () => {
  it('is an international airport, another airport, or local', () => {
    expect(pickupKindOf({ isAirport: true, international: true })).toBe('international-airport');
    expect(pickupKindOf({ isAirport: true, international: false })).toBe('domestic-airport');
    expect(pickupKindOf({ isAirport: false, international: false })).toBe('local');
    expect(pickupKindOf(null)).toBe('local');
  });
});

describe('a car’s wait', () => {
  it.each([
    ['local', 15, 40, 25],
    ['domestic-airport', 30, 40, 10],
    ['international-airport', 60, 40, 0],
    ['international-airport', 60, 75, 15],
  ] as const)('at a %s pickup (%i free), %i minutes bill %i', (pickupKind, graceMinutes, waited, billed) => {
    const wait = carWait(terms({ pickupKind, graceMinutes }), waited);
    expect(wait.billedMinutes).toBe(billed);
    expect(wait.line?.amount ?? 0).toBe(billed * 125);
  });

  it('is the engine’s wait line for one car', () => {
    const { line } = carWait(terms(), 40);
    expect(line).toEqual(
      waitLine(SAMPLE_CARD, { carId: 1, name: 'Sedan', wait: { perMinute: 125 } }, 1, 40, 'domestic-airport'),
    );
    expect(line).toMatchObject({
      kind: 'extras',
      item: 'wait',
      label: 'Wait time, Sedan × 1',
      amount: 1250,
      explanation:
        '40 min waited at a domestic-airport pickup, the first 30 min free: 10 minutes × $1.25 a minute = $12.50, × 1 car = $12.50',
    });
  });

  it('adds no line within the grace, at the grace itself included', () => {
    expect(carWait(terms(), 30)).toEqual({ billedMinutes: 0, line: null });
    expect(carWait(terms(), 0)).toEqual({ billedMinutes: 0, line: null });
  });

  it('multiplies by the cars of a class in the engine’s line', () => {
    const sedan = { carId: 1, name: 'Sedan', wait: { perMinute: 125 } };
    expect(waitLine(SAMPLE_CARD, sedan, 3, 40, 'domestic-airport')).toMatchObject({
      label: 'Wait time, Sedan × 3',
      amount: 3750,
    });
  });

  it('reads plainly to the driver and the office', () => {
    expect(carWaitSummary(terms(), 40)).toBe('Waited 40 min · 30 min free at a domestic airport · 10 min to bill');
    expect(carWaitSummary(terms({ pickupKind: 'local', graceMinutes: 15 }), 10)).toBe(
      'Waited 10 min · 15 min free at a local pickup · nothing to bill',
    );
    expect(carWaitSummary(terms({ pickupKind: 'international-airport', graceMinutes: 60 }), 90)).toBe(
      'Waited 1 h 30 min · 1 h free at an international airport · 30 min to bill',
    );
  });
});
