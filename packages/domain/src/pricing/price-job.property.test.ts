import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JOB_LINE_KINDS, type JobLegInput, type JobService, type PriceJobInput } from './job-types.js';
import { billedHourlyMinutes } from './job-base.js';
import { priceJob } from './price-job.js';
import type { HourlyRates, RateCard, RateCardClass } from './rate-card.js';
import { HOURLY_INCREMENTS, PICKUP_KINDS, TAXABLE_KINDS } from '../schemas/rate-card.js';

const centsArb = (max: number) => fc.integer({ min: 0, max });
const percentageArb = fc.integer({ min: 0, max: 10_000 });
const orNull = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const dateArb = fc.integer({ min: 1, max: 28 }).map((day) => `2026-12-${String(day).padStart(2, '0')}`);

const hourlyArb: fc.Arbitrary<HourlyRates> = fc.record({
  perHour: centsArb(50_000),
  minimumHours: fc.integer({ min: 1, max: 12 }),
  incrementMinutes: fc.constantFrom(...HOURLY_INCREMENTS),
  garageMinutesBefore: fc.integer({ min: 0, max: 120 }),
  garageMinutesAfter: fc.integer({ min: 0, max: 120 }),
  billGarage: fc.boolean(),
});

/** Every class sells every service, so any job on the card can be priced. */
const classArb = (carId: number): fc.Arbitrary<RateCardClass> =>
  fc.record({
    carId: fc.constant(carId),
    name: fc.constantFrom('Sedan', 'SUV', 'Van', 'Limo'),
    transfer: fc.record({ toMultiply: centsArb(1_000), toAdd: centsArb(5_000), minimumRate: centsArb(20_000) }),
    hourly: hourlyArb,
    perSeat: fc.record({ perSeat: centsArb(10_000), seats: fc.integer({ min: 1, max: 20 }) }),
    wait: fc.record({ perMinute: centsArb(500) }),
  });

const cardArb: fc.Arbitrary<RateCard> = fc.record({
  id: fc.constant(1),
  name: fc.constant('Card'),
  services: fc.constant(['transfer', 'hourly', 'flat', 'per-seat'] as const),
  classes: fc.tuple(classArb(1), classArb(2), classArb(3)),
  zones: fc.constant([
    { id: 1, name: 'Manhattan', zips: ['10001'], cities: [], airports: [] },
    { id: 2, name: 'JFK', zips: [], cities: [], airports: ['JFK'] },
  ]),
  flatRates: fc.array(
    fc.record({
      zoneA: fc.constantFrom(1, 2),
      zoneB: fc.constantFrom(1, 2),
      carId: fc.constantFrom(1, 2, 3),
      price: centsArb(30_000),
    }),
    { maxLength: 4 },
  ),
  waitGrace: fc.record({
    local: fc.integer({ min: 0, max: 60 }),
    'domestic-airport': fc.integer({ min: 0, max: 60 }),
    'international-airport': fc.integer({ min: 0, max: 90 }),
  }),
  taxes: fc.array(
    fc.record({
      name: fc.constantFrom('State', 'City'),
      rate: percentageArb,
      taxable: fc.subarray([...TAXABLE_KINDS]),
    }),
    { maxLength: 2 },
  ),
  fees: fc.record({
    airports: fc.constant([{ airport: 'JFK', amount: 500 }]),
    fuelSurcharge: percentageArb,
    serviceCharge: percentageArb,
  }),
  gratuityBase: fc.constantFrom('base' as const, 'base-and-extras' as const),
  configuration: fc.record({
    meetAndGreet: fc.record({ amount: fc.oneof(fc.constant(0), centsArb(5_000)), percentage: percentageArb }),
    maxMilesSurge: fc.record({ maxMiles: fc.integer({ min: 0, max: 3_000 }), amount: centsArb(10_000) }),
    extraStopCharges: fc.record({ amount: centsArb(3_000) }),
  }),
});

const serviceArb: fc.Arbitrary<JobService> = fc.oneof(
  fc.record({ type: fc.constant('transfer' as const), miles: fc.integer({ min: 0, max: 5_000 }) }),
  fc.record({ type: fc.constant('hourly' as const), minutes: fc.integer({ min: 1, max: 24 * 60 }) }),
  fc.record({
    type: fc.constant('flat' as const),
    fromZone: orNull(fc.constantFrom(1, 2)),
    toZone: orNull(fc.constantFrom(1, 2)),
    miles: fc.integer({ min: 0, max: 5_000 }),
  }),
  fc.record({ type: fc.constant('per-seat' as const), passengers: fc.constant(1) }),
);
const legArb = (service: JobService): fc.Arbitrary<JobLegInput> =>
  fc.record({
    date: dateArb,
    service: fc.constant(service),
    stops: fc.integer({ min: 0, max: 3 }),
    pickupKind: fc.constantFrom(...PICKUP_KINDS),
    waitedMinutes: fc.integer({ min: 0, max: 120 }),
    airports: fc.subarray(['JFK', 'EWR']),
    tolls: centsArb(3_000),
  });
const carsArb = fc.uniqueArray(fc.record({ carId: fc.constantFrom(1, 2, 3), cars: fc.integer({ min: 1, max: 4 }) }), {
  minLength: 1,
  maxLength: 3,
  selector: (car) => car.carId,
});

const jobArb: fc.Arbitrary<PriceJobInput> = fc
  .tuple(cardArb, serviceArb, fc.boolean(), carsArb)
  .chain(([card, service, roundTrip, cars]) =>
    fc.record({
      card: fc.constant(card),
      outbound: legArb(service),
      // Hourly has no return leg; a per-seat ride is one class.
      returnLeg: roundTrip && service.type !== 'hourly' ? legArb(service) : fc.constant(null),
      cars: fc.constant(service.type === 'per-seat' ? cars.slice(0, 1) : cars),
      discountCode: orNull(
        fc.record({
          code: fc.constant('CODE'),
          type: fc.constantFrom('general' as const, 'round trip' as const),
          from: fc.constant('2026-12-01'),
          to: dateArb,
          isActive: fc.boolean(),
          amount: orNull(centsArb(30_000)),
          percentage: orNull(percentageArb),
        }),
      ),
      gratuity: fc.oneof(
        fc.constant({ kind: 'none' as const }),
        fc.record({ kind: fc.constant('percentage' as const), percentage: percentageArb }),
        fc.record({ kind: fc.constant('amount' as const), amount: centsArb(20_000) }),
      ),
      meetAndGreet: fc.boolean(),
      addons: fc.array(
        fc.record({
          id: fc.integer({ min: 1, max: 100 }),
          name: fc.constant('Addon'),
          amount: orNull(centsArb(5_000)),
          percentage: orNull(percentageArb),
        }),
        { maxLength: 2 },
      ),
      surges: fc.array(
        fc.record({
          id: fc.integer({ min: 1, max: 100 }),
          name: fc.constant('Surge'),
          from: dateArb,
          to: fc.constant('2026-12-28'),
          isActive: fc.boolean(),
          amount: orNull(centsArb(10_000)),
          percentage: orNull(percentageArb),
        }),
        { maxLength: 2 },
      ),
    }),
  );

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('priceJob invariants (property)', () => {
  it('makes each leg’s total the sum of its lines, and the job’s the sum of its legs', () => {
    fc.assert(
      fc.property(jobArb, (job) => {
        const price = priceJob(job);
        for (const leg of price.legs) {
          expect(leg.total).toBe(sum(leg.lines.map((l) => l.amount)));
          for (const kind of JOB_LINE_KINDS)
            expect(leg.sums[kind]).toBe(sum(leg.lines.filter((l) => l.kind === kind).map((l) => l.amount)));
          for (const line of leg.lines) {
            expect(Number.isSafeInteger(line.amount)).toBe(true);
            if (line.kind !== 'discount') expect(line.amount).toBeGreaterThanOrEqual(0);
          }
        }
        expect(price.total).toBe(sum(price.legs.map((leg) => leg.total)));
      }),
    );
  });

  it('lists the lines in the order base → extras → surge → discount → gratuity → taxes → fees', () => {
    fc.assert(
      fc.property(jobArb, (job) => {
        for (const leg of priceJob(job).legs) {
          const ranks = leg.lines.map((l) => JOB_LINE_KINDS.indexOf(l.kind));
          expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
          expect(leg.lines.filter((l) => l.kind === 'base')).toHaveLength(job.cars.length);
        }
      }),
    );
  });

  it('never discounts more than base + extras + surges, and never taxes below zero', () => {
    fc.assert(
      fc.property(jobArb, (job) => {
        for (const { sums } of priceJob(job).legs) {
          expect(-sums.discount).toBeLessThanOrEqual(sums.base + sums.extras + sums.surge);
          expect(sums.tax).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('gives each car a share, the shares adding up to everything but the taxes and fees', () => {
    fc.assert(
      fc.property(jobArb, (job) => {
        for (const leg of priceJob(job).legs) {
          const { sums } = leg;
          expect(leg.driversTotal).toBe(sums.base + sums.extras + sums.surge + sums.discount + sums.gratuity);
          expect(leg.driversTotal).toBe(leg.total - sums.tax - sums.fee);
          expect(sum(leg.driverShares.map((s) => s.amount))).toBe(leg.driversTotal);
          expect(leg.driverShares).toHaveLength(sum(job.cars.map((c) => c.cars)));
        }
      }),
    );
  });

  it('bills hourly time of at least the minimum, in whole increments, covering the time worked', () => {
    fc.assert(
      fc.property(hourlyArb, fc.integer({ min: 1, max: 7 * 24 * 60 }), (rates, booked) => {
        const billed = billedHourlyMinutes(booked, rates);
        const garage = rates.billGarage ? rates.garageMinutesBefore + rates.garageMinutesAfter : 0;
        expect(billed).toBeGreaterThanOrEqual(rates.minimumHours * 60);
        expect(billed % rates.incrementMinutes).toBe(0);
        expect(billed).toBeGreaterThanOrEqual(booked + garage);
        // Never a whole increment more than the work or the minimum needs.
        expect(billed - rates.incrementMinutes < Math.max(booked + garage, rates.minimumHours * 60)).toBe(true);
      }),
    );
  });

  it('never charges less for a longer hourly booking or a longer wait', () => {
    fc.assert(
      fc.property(jobArb, fc.integer({ min: 0, max: 600 }), (job, more) => {
        const { service } = job.outbound;
        const longer: PriceJobInput = {
          ...job,
          outbound: {
            ...job.outbound,
            waitedMinutes: job.outbound.waitedMinutes + more,
            service: service.type === 'hourly' ? { ...service, minutes: service.minutes + more } : service,
          },
        };
        // Taxes and fees only grow with the lines they are taken of; a code's percentage can only take off its share.
        const [before, after] = [priceJob(job), priceJob(longer)];
        expect(after.legs[0]!.sums.base).toBeGreaterThanOrEqual(before.legs[0]!.sums.base);
        expect(after.legs[0]!.sums.extras).toBeGreaterThanOrEqual(before.legs[0]!.sums.extras);
      }),
    );
  });

  it('gives the same answer to the same input, and leaves the input as it was', () => {
    fc.assert(
      fc.property(jobArb, (job) => {
        const copy = structuredClone(job);
        expect(priceJob(copy)).toEqual(priceJob(job));
        expect(job).toEqual(copy);
      }),
    );
  });
});
