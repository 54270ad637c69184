import { describe, expect, it } from 'vitest';
import { SAMPLE_CARD, sampleJob, sampleLeg } from '../testing/rate-card.js';
import type { PriceJobInput } from './job-types.js';
import { priceJob } from './price-job.js';
import type { RateCardClass } from './rate-card.js';

const sedan = SAMPLE_CARD.classes[0]!;
const withSedan = (over: Partial<RateCardClass>) => ({
  card: { ...SAMPLE_CARD, classes: [{ ...sedan, ...over }] },
});

describe('impossible jobs are a RangeError naming the field', () => {
  it.each<[string, Partial<PriceJobInput>, RegExp]>([
    [
      'zero hours booked',
      { outbound: sampleLeg({ service: { type: 'hourly', minutes: 0 } }) },
      /outbound booked minutes .* at least 1 \(got 0\)/,
    ],
    ['negative hours booked', { outbound: sampleLeg({ service: { type: 'hourly', minutes: -60 } }) }, /booked minutes/],
    [
      'a minimum of 0 hours',
      withSedan({ hourly: { ...sedan.hourly!, minimumHours: 0 } }),
      /Sedan's minimum hours .* at least 1/,
    ],
    [
      'an increment not dividing an hour',
      withSedan({ hourly: { ...sedan.hourly!, incrementMinutes: 25 } }),
      /Sedan's billing increment must divide an hour.*got 25/,
    ],
    [
      'an hourly return leg',
      {
        outbound: sampleLeg({ service: { type: 'hourly', minutes: 60 } }),
        returnLeg: sampleLeg({ service: { type: 'hourly', minutes: 60 } }),
      },
      /hourly job has no return leg/,
    ],
    [
      'a return of another service',
      { returnLeg: sampleLeg({ service: { type: 'flat', fromZone: 1, toZone: 2, miles: 10 } }) },
      /return is priced as the outbound is \(transfer\), not as flat/,
    ],
    ['a class not on the card', { cars: [{ carId: 9, cars: 1 }] }, /Car class 9 is not on rate card Sample card/],
    [
      'a class twice',
      {
        cars: [
          { carId: 1, cars: 1 },
          { carId: 1, cars: 2 },
        ],
      },
      /appears twice/,
    ],
    ['no car', { cars: [] }, /at least one car class/],
    ['0 cars of a class', { cars: [{ carId: 1, cars: 0 }] }, /number of Sedan cars .* at least 1/],
    [
      'a service the card does not sell',
      {
        card: { ...SAMPLE_CARD, services: ['transfer'] },
        outbound: sampleLeg({ service: { type: 'hourly', minutes: 60 } }),
      },
      /does not offer the hourly service/,
    ],
    [
      'an unknown zone',
      { outbound: sampleLeg({ service: { type: 'flat', fromZone: 7, toZone: 2, miles: 10 } }) },
      /outbound pickup's zone 7 is not a zone/,
    ],
    [
      'more passengers than seats',
      { cars: [{ carId: 3, cars: 1 }], outbound: sampleLeg({ service: { type: 'per-seat', passengers: 15 } }) },
      /at most the 14 seats .*got 15/,
    ],
    [
      'two classes on a per-seat ride',
      {
        cars: [
          { carId: 3, cars: 1 },
          { carId: 1, cars: 1 },
        ],
        outbound: sampleLeg({ service: { type: 'per-seat', passengers: 2 } }),
      },
      /per-seat ride is one car class/,
    ],
    [
      'a per-seat ride on a class without seats',
      { outbound: sampleLeg({ service: { type: 'per-seat', passengers: 2 } }) },
      /at most the 0 seats/,
    ],
    [
      'hourly on a class without hourly rates',
      { ...withSedan({ hourly: null }), outbound: sampleLeg({ service: { type: 'hourly', minutes: 60 } }) },
      /Sedan has no hourly rates/,
    ],
    [
      'a tax above 100 %',
      { card: { ...SAMPLE_CARD, taxes: [{ name: 'VAT', rate: 100_001, taxable: ['base'] }] } },
      /Tax VAT's rate .* 0 to 100000 \(got 100001\)/,
    ],
    [
      'a tax of an unknown kind',
      { card: { ...SAMPLE_CARD, taxes: [{ name: 'VAT', rate: 1000, taxable: ['tax' as 'base'] }] } },
      /Tax VAT is taken of .*got tax/,
    ],
    [
      'a fee in a fraction of a cent',
      {
        card: {
          ...SAMPLE_CARD,
          fees: { airports: [{ airport: 'JFK', amount: 4.5 }], fuelSurcharge: 0, serviceCharge: 0 },
        },
      },
      /JFK airport fee \(cents\) must be a whole number/,
    ],
    [
      'a negative grace',
      { card: { ...SAMPLE_CARD, waitGrace: { ...SAMPLE_CARD.waitGrace, local: -1 } } },
      /local grace minutes/,
    ],
    ['negative minutes waited', { outbound: sampleLeg({ waitedMinutes: -3 }) }, /outbound minutes waited/],
    ['fractional tolls', { outbound: sampleLeg({ tolls: 12.5 }) }, /outbound tolls \(cents\)/],
    [
      'an unknown pickup kind',
      { outbound: sampleLeg({ pickupKind: 'harbour' as 'local' }) },
      /pickup kind must be one of .*got harbour/,
    ],
    [
      'an addon with a negative amount',
      { addons: [{ id: 1, name: 'Wine', amount: -1, percentage: null }] },
      /Addon Wine's amount/,
    ],
    [
      'a date that does not exist',
      { outbound: sampleLeg({ date: '2026-02-30' }) },
      /outbound pickup date must be a date/,
    ],
  ])('refuses %s', (_, over, message) => {
    expect(() => priceJob(sampleJob(over))).toThrow(RangeError);
    expect(() => priceJob(sampleJob(over))).toThrow(message);
  });

  it('refuses a wait billed on a class without a wait rate, and a flat fallback without transfer rates', () => {
    const noWait = withSedan({ wait: null });
    expect(() => priceJob(sampleJob({ ...noWait, outbound: sampleLeg({ waitedMinutes: 20 }) }))).toThrow(
      /Sedan has no wait rate for the 5 minutes billed/,
    );
    // Within the grace nothing is billed, so no rate is needed.
    expect(priceJob(sampleJob({ ...noWait, outbound: sampleLeg({ waitedMinutes: 15 }) })).total).toBe(6190);
    const noTransfer = withSedan({ transfer: null });
    const flat = sampleLeg({ service: { type: 'flat', fromZone: 2, toZone: 3, miles: 100 } });
    expect(() => priceJob(sampleJob({ ...noTransfer, outbound: flat }))).toThrow(
      /Sedan has no transfer rates to price the leg by distance/,
    );
  });
});
