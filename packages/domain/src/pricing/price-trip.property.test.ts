import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDiscountCodeApplicable } from '../schemas/discount-code.js';
import { discountCodeRefusal } from './price-discount.js';
import { priceTrip } from './price-trip.js';
import type { LegPrice, PriceTripInput, PricingDiscountCode, PricingSurge, TripPrice } from './types.js';

/** Business dates over two years, so ranges and pickups overlap often. */
const DAY = 86_400_000;
const anyDate = fc
  .integer({ min: 0, max: 730 })
  .map((d) => new Date(Date.UTC(2026, 0, 1) + d * DAY).toISOString().slice(0, 10));
/** The days either side of the 2026 US daylight-saving changes come up often, whatever the offset is then. */
const changeDays = fc.constantFrom('2026-03-07', '2026-03-08', '2026-03-09', '2026-10-31', '2026-11-01', '2026-11-02');
const dateArb = fc.oneof({ arbitrary: anyDate, weight: 3 }, { arbitrary: changeDays, weight: 1 });
const centsArb = (max: number) => fc.integer({ min: 0, max });
const percentageArb = fc.integer({ min: 0, max: 10_000 });
const orNull = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const rangeArb = fc.tuple(dateArb, dateArb).map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a }));

const carsArb = fc.uniqueArray(
  fc.record({
    carId: fc.integer({ min: 1, max: 50 }),
    name: fc.constantFrom('Sedan', 'SUV', 'Van', 'Limo'),
    cars: fc.integer({ min: 1, max: 6 }),
    toMultiply: centsArb(1_000),
    toAdd: centsArb(5_000),
    minimumRate: centsArb(20_000),
  }),
  { minLength: 1, maxLength: 4, selector: (car) => car.carId },
);
const codeArb: fc.Arbitrary<PricingDiscountCode> = fc
  .record({
    code: fc.constantFrom('SAVE', 'FLAT', 'VIP'),
    type: fc.constantFrom('general' as const, 'round trip' as const),
    range: rangeArb,
    isActive: fc.boolean(),
    amount: orNull(centsArb(30_000)),
    percentage: orNull(percentageArb),
  })
  .map(({ range, ...code }) => ({ ...code, ...range }));
const surgeArb: fc.Arbitrary<PricingSurge> = fc
  .record({
    id: fc.integer({ min: 1, max: 1000 }),
    name: fc.constantFrom('Holiday', 'Snow', 'Game day'),
    range: rangeArb,
    isActive: fc.boolean(),
    amount: orNull(centsArb(10_000)),
    percentage: orNull(percentageArb),
  })
  .map(({ range, ...surge }) => ({ ...surge, ...range }));
const legArb = fc.record({
  date: dateArb,
  miles: fc.integer({ min: 0, max: 5_000 }),
  stops: fc.integer({ min: 0, max: 5 }),
});

const tripArb: fc.Arbitrary<PriceTripInput> = fc
  .record({
    tripType: fc.constantFrom('from-airport' as const, 'to-airport' as const, 'point-to-point' as const),
    outbound: legArb,
    returnLeg: orNull(legArb),
    cars: carsArb,
    discountCode: orNull(codeArb),
    gratuity: fc.oneof(
      fc.constant({ kind: 'none' as const }),
      fc.record({
        kind: fc.constant('percentage' as const),
        percentage: fc.oneof(fc.constantFrom(1500, 2000, 2500, 3000), percentageArb),
      }),
      fc.record({ kind: fc.constant('amount' as const), amount: centsArb(20_000) }),
    ),
    meetAndGreet: fc.boolean(),
    surges: fc.array(surgeArb, { maxLength: 4 }),
    configuration: fc.record({
      meetAndGreet: fc.record({ amount: fc.oneof(fc.constant(0), centsArb(5_000)), percentage: percentageArb }),
      maxMilesSurge: fc.record({ maxMiles: fc.integer({ min: 0, max: 3_000 }), amount: centsArb(10_000) }),
      extraStopCharges: fc.record({ amount: centsArb(3_000) }),
    }),
  })
  // A one-way trip to the airport picks nobody up there, so it cannot have meet & greet.
  .map((trip) => (trip.tripType === 'to-airport' && !trip.returnLeg ? { ...trip, meetAndGreet: false } : trip));

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const discountOf = (leg: LegPrice | undefined) => leg?.lines.find((l) => l.kind === 'discount')?.amount;
const gratuityOf = (leg: LegPrice | undefined) => leg?.lines.find((l) => l.kind === 'gratuity')?.amount;
/** What a person pays and why, without the inputs echoed back. */
const charged = (price: TripPrice) => ({
  total: price.total,
  legs: price.legs.map(({ lines, total, driverShares }) => ({ lines, total, driverShares })),
});
const datesOf = (trip: PriceTripInput) => [trip.outbound.date, ...(trip.returnLeg ? [trip.returnLeg.date] : [])];

describe('pricing invariants (property)', () => {
  it('makes every total exactly the sum of its lines', () => {
    fc.assert(
      fc.property(tripArb, (trip) => {
        const price = priceTrip(trip);
        for (const leg of price.legs) {
          expect(leg.total).toBe(sum(leg.lines.map((l) => l.amount)));
          expect(leg.carsTotal).toBe(sum(leg.lines.filter((l) => l.kind === 'car').map((l) => l.amount)));
          expect(leg.base).toBe(leg.carsTotal + (discountOf(leg) ?? 0));
          for (const line of leg.lines) expect(Number.isSafeInteger(line.amount)).toBe(true);
        }
        expect(price.total).toBe(sum(price.legs.flatMap((leg) => leg.lines.map((l) => l.amount))));
      }),
    );
  });

  it('never charges a negative amount, and only a discount line is below zero', () => {
    fc.assert(
      fc.property(tripArb, (trip) => {
        const price = priceTrip(trip);
        expect(price.total).toBeGreaterThanOrEqual(0);
        for (const leg of price.legs) {
          expect(leg.base).toBeGreaterThanOrEqual(0);
          for (const line of leg.lines) if (line.kind !== 'discount') expect(line.amount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('never discounts more than the cars total, nor more than the code gives', () => {
    fc.assert(
      fc.property(tripArb, (trip) => {
        for (const leg of priceTrip(trip).legs) {
          const discount = -(discountOf(leg) ?? 0);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(leg.carsTotal);
          if (trip.discountCode?.amount) expect(discount).toBeLessThanOrEqual(trip.discountCode.amount);
        }
      }),
    );
  });

  it('splits a round trip’s fixed discount and custom gratuity in half, the odd cent on the outbound', () => {
    const roundTrips = tripArb.filter((t) => Boolean(t.returnLeg));
    fc.assert(
      fc.property(roundTrips, centsArb(30_000), centsArb(20_000), (trip, codeAmount, gratuity) => {
        const dates = datesOf(trip).sort();
        const code: PricingDiscountCode = {
          code: 'FLAT',
          type: 'round trip',
          from: dates[0] ?? '',
          to: dates[1] ?? '',
          isActive: true,
          amount: codeAmount,
          percentage: null,
        };
        const [outbound, back] = priceTrip({
          ...trip,
          discountCode: code,
          gratuity: { kind: 'amount', amount: gratuity },
        }).legs;
        expect((gratuityOf(outbound) ?? 0) + (gratuityOf(back) ?? 0)).toBe(gratuity);
        expect(gratuityOf(outbound)).toBe(Math.ceil(gratuity / 2));
        // Where neither leg's cars total limits it, the halves add up to the code's amount.
        const [first = 0, second = 0] = [-(discountOf(outbound) ?? 0), -(discountOf(back) ?? 0)];
        if (codeAmount > 0 && first < (outbound?.carsTotal ?? 0) && second < (back?.carsTotal ?? 0)) {
          expect(first + second).toBe(codeAmount);
          expect(first - second).toBe(codeAmount % 2);
        }
      }),
    );
  });

  it('never charges less for more miles', () => {
    fc.assert(
      fc.property(
        tripArb,
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        (trip, more, moreBack) => {
          const farther = {
            ...trip,
            outbound: { ...trip.outbound, miles: trip.outbound.miles + more },
            returnLeg: trip.returnLeg && { ...trip.returnLeg, miles: trip.returnLeg.miles + moreBack },
          };
          const [near, far] = [priceTrip(trip), priceTrip(farther)];
          expect(far.total).toBeGreaterThanOrEqual(near.total);
          near.legs.forEach((leg, i) => expect(far.legs[i]?.total).toBeGreaterThanOrEqual(leg.total));
        },
      ),
    );
  });

  it('gives the same answer to the same input, and leaves the input as it was', () => {
    fc.assert(
      fc.property(tripArb, (trip) => {
        const copy = structuredClone(trip);
        const first = priceTrip(trip);
        expect(priceTrip(copy)).toEqual(first);
        expect(trip).toEqual(copy);
      }),
    );
  });

  it('changes nothing for a surge outside the dates of every leg, or inactive', () => {
    fc.assert(
      fc.property(tripArb, surgeArb, (trip, surge) => {
        const dates = datesOf(trip);
        fc.pre(!surge.isActive || dates.every((d) => d < surge.from || d > surge.to));
        const withSurge = priceTrip({ ...trip, surges: [...trip.surges, surge] });
        expect(charged(withSurge)).toEqual(charged(priceTrip(trip)));
      }),
    );
  });

  it('changes nothing for a code that applies to no leg (dates, inactive, round trip only)', () => {
    fc.assert(
      fc.property(tripArb, codeArb, (trip, code) => {
        const isRoundTrip = Boolean(trip.returnLeg);
        fc.pre(datesOf(trip).every((date) => discountCodeRefusal(code, { isRoundTrip, date }) !== null));
        const withCode = priceTrip({ ...trip, discountCode: code });
        expect(charged(withCode)).toEqual(charged(priceTrip({ ...trip, discountCode: null })));
        for (const leg of withCode.legs) expect(leg.inputs.discountCode).toMatchObject({ applies: false });
      }),
    );
  });

  it('decides a code as the booking look-up does (isDiscountCodeApplicable)', () => {
    fc.assert(
      fc.property(codeArb, fc.boolean(), dateArb, (code, isRoundTrip, date) => {
        const trip = { isRoundTrip, date };
        expect(discountCodeRefusal(code, trip) === null).toBe(isDiscountCodeApplicable(code, trip));
      }),
    );
  });

  it('gives each car a driver share, and the shares add up to the leg total', () => {
    fc.assert(
      fc.property(tripArb, (trip) => {
        for (const leg of priceTrip(trip).legs) {
          expect(sum(leg.driverShares.map((s) => s.amount))).toBe(leg.total);
          const allCars = sum(trip.cars.map((c) => c.cars));
          expect(leg.driverShares).toHaveLength(allCars);
          // Each share is the formula's exact value to within the two cents its two parts may each round by.
          for (const share of leg.driverShares) {
            const car = trip.cars.find((c) => c.carId === share.carId);
            const line = leg.lines.find((l) => l.kind === 'car' && l.carId === share.carId);
            const exact = (line?.amount ?? 0) / (car?.cars ?? 1) + (leg.total - leg.carsTotal) / allCars;
            expect(Math.abs(share.amount - exact)).toBeLessThan(2);
          }
        }
      }),
    );
  });
});
