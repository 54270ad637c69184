import { describe, expect, it } from 'vitest';
import { priceTrip } from './price-trip.js';
import type { PriceTripInput, PricingCarClass, PricingConfiguration, PricingSurge, TripPrice } from './types.js';

const sedan: PricingCarClass = { carId: 1, name: 'Sedan', cars: 1, toMultiply: 300, toAdd: 1000, minimumRate: 5000 };
const suv: PricingCarClass = { carId: 2, name: 'SUV', cars: 1, toMultiply: 425, toAdd: 1500, minimumRate: 9000 };
const configuration: PricingConfiguration = {
  meetAndGreet: { amount: 2500, percentage: 0 },
  maxMilesSurge: { maxMiles: 1000, amount: 2500 },
  extraStopCharges: { amount: 1000 },
};
const surge = (over: Partial<PricingSurge>): PricingSurge => ({
  id: 1,
  name: 'Holiday',
  from: '2026-12-01',
  to: '2026-12-31',
  isActive: true,
  amount: null,
  percentage: null,
  ...over,
});
const oneWay = (over: Partial<PriceTripInput> = {}): PriceTripInput => ({
  tripType: 'from-airport',
  outbound: { date: '2026-12-23', miles: 173, stops: 0 },
  cars: [{ ...sedan, cars: 2 }],
  discountCode: null,
  gratuity: { kind: 'none' },
  meetAndGreet: false,
  surges: [],
  configuration,
  ...over,
});
const roundTrip = (over: Partial<PriceTripInput> = {}): PriceTripInput =>
  oneWay({ returnLeg: { date: '2026-12-27', miles: 173, stops: 0 }, cars: [sedan], ...over });
/** [kind, amount] of each line of a leg: the arithmetic without the words. */
const amounts = (price: TripPrice, leg = 0) => price.legs[leg]?.lines.map((l) => [l.kind, l.amount]);
const line = (price: TripPrice, kind: string, leg = 0) => price.legs[leg]?.lines.find((l) => l.kind === kind);

describe('step 1: a line per car class', () => {
  it('prices miles × rate + amount to add, times the cars, and says so', () => {
    const price = priceTrip(oneWay());
    // 17.3 × $3.00 = $51.90, + $10.00 = $61.90 ≥ $50.00, × 2 = $123.80.
    expect(price.total).toBe(12380);
    expect(price.legs[0]?.lines).toEqual([
      {
        kind: 'car',
        label: 'Sedan × 2',
        amount: 12380,
        carId: 1,
        explanation: '17.3 mi × $3.00 + $10.00 = $61.90, above the $50.00 minimum, × 2 cars = $123.80',
      },
    ]);
    expect(price.explanation).toBe('One way: $123.80');
  });

  it('charges the minimum rate when the miles come to less', () => {
    const price = priceTrip(oneWay({ outbound: { date: '2026-12-23', miles: 80, stops: 0 }, cars: [sedan] }));
    // 8 × $3.00 + $10.00 = $34.00 < $50.00.
    expect(price.total).toBe(5000);
    expect(line(price, 'car')?.explanation).toBe(
      '8 mi × $3.00 + $10.00 = $34.00, below the $50.00 minimum, so $50.00, × 1 car = $50.00',
    );
  });

  it('rounds a half cent of tenths × rate up, per car', () => {
    // 25.1 × $4.25 = $106.675 → $106.68, + $15.00 = $121.68.
    const price = priceTrip(oneWay({ outbound: { date: '2026-12-23', miles: 251, stops: 0 }, cars: [suv] }));
    expect(price.total).toBe(12168);
    expect(line(price, 'car')?.explanation).toContain('= $121.68 (rounded to the cent)');
  });

  it('adds the max-miles surge once per class line on a one-way trip over the limit only', () => {
    const long = (miles: number) => ({ date: '2026-12-23', miles, stops: 0 });
    // 120 mi: 120 × $3.00 + $10.00 = $370.00 per car; + $25.00 once per class line.
    const over = priceTrip(oneWay({ outbound: long(1200), cars: [{ ...sedan, cars: 2 }, suv] }));
    expect(amounts(over)).toEqual([
      ['car', 74000 + 2500],
      ['car', (1200 * 425) / 10 + 1500 + 2500],
    ]);
    expect(line(over, 'car')?.explanation).toBe(
      '120 mi × $3.00 + $10.00 = $370.00, above the $50.00 minimum, × 2 cars, + $25.00 max-miles surge (one-way over 100 mi) = $765.00',
    );
    // Exactly 100 mi is not over; a round trip never has it.
    expect(priceTrip(oneWay({ outbound: long(1000), cars: [sedan] })).total).toBe(31000);
    const round = priceTrip(roundTrip({ outbound: long(1200), returnLeg: long(1200) }));
    expect(round.legs.map((l) => l.total)).toEqual([37000, 37000]);
  });
});

describe('step 2: the discount code', () => {
  const code = { code: 'SAVE10', type: 'general' as const, from: '2026-12-01', to: '2026-12-31', isActive: true };

  it('takes a percentage off the cars total, rounded half-up', () => {
    const price = priceTrip(oneWay({ discountCode: { ...code, amount: null, percentage: 1250 } }));
    // 12.5 % of $123.80 = $15.475 → $15.48.
    expect(amounts(price)).toEqual([
      ['car', 12380],
      ['discount', -1548],
    ]);
    expect(price.legs[0]?.base).toBe(10832);
    expect(line(price, 'discount')?.explanation).toBe('12.5% of the $123.80 cars total = $15.48');
  });

  it('subtracts an amount (which wins over a percentage), never below zero', () => {
    const flat = priceTrip(oneWay({ discountCode: { ...code, amount: 2000, percentage: 5000 } }));
    expect(flat.total).toBe(10380);
    const huge = priceTrip(oneWay({ discountCode: { ...code, amount: 50000, percentage: null } }));
    expect(amounts(huge)).toEqual([
      ['car', 12380],
      ['discount', -12380],
    ]);
    expect(line(huge, 'discount')?.explanation).toBe('$500.00, limited to the $123.80 cars total');
  });

  it('applies a general code to any trip and a round-trip code only to round trips', () => {
    const roundTripCode = { ...code, type: 'round trip' as const, amount: 1000, percentage: null };
    const one = priceTrip(oneWay({ discountCode: roundTripCode }));
    expect(one.total).toBe(12380);
    expect(one.legs[0]?.inputs.discountCode).toMatchObject({
      applies: false,
      reason: 'Code SAVE10 is for round trips only',
    });
    const round = priceTrip(roundTrip({ discountCode: roundTripCode }));
    expect([line(round, 'discount', 0)?.amount, line(round, 'discount', 1)?.amount]).toEqual([-500, -500]);
    expect(priceTrip(oneWay({ discountCode: { ...code, amount: 1000, percentage: null } })).total).toBe(11380);
  });

  it('checks each leg against its own pickup date, and an inactive code never applies', () => {
    const until24th = { ...code, to: '2026-12-24', amount: null, percentage: 1000 };
    const price = priceTrip(roundTrip({ discountCode: until24th }));
    expect(amounts(price, 0)).toEqual([
      ['car', 6190],
      ['discount', -619],
    ]);
    expect(amounts(price, 1)).toEqual([['car', 6190]]);
    expect(price.legs[1]?.inputs.discountCode?.reason).toBe(
      'Code SAVE10 was valid until 2026-12-24, before this 2026-12-27 pickup',
    );
    const inactive = priceTrip(oneWay({ discountCode: { ...until24th, isActive: false } }));
    expect(inactive.total).toBe(12380);
    expect(inactive.legs[0]?.inputs.discountCode?.reason).toBe('Code SAVE10 is not active');
  });

  it('splits a fixed amount in half on a round trip, the odd cent on the outbound', () => {
    const price = priceTrip(roundTrip({ discountCode: { ...code, amount: 1501, percentage: null } }));
    expect([line(price, 'discount', 0)?.amount, line(price, 'discount', 1)?.amount]).toEqual([-751, -750]);
    expect(line(price, 'discount', 0)?.explanation).toBe(
      "Half of the code's $15.01 on a round trip, $7.51 (the odd cent goes to the outbound) off the $61.90 cars total",
    );
  });
});

describe('step 3: gratuity', () => {
  const base = 12380;
  it.each([
    [1500, 1857], // 15 % of $123.80 = $18.57
    [2000, 2476],
    [2500, 3095],
    [3000, 3714],
  ])('takes %i hundredths of a percent of the base', (percentage, expected) => {
    const price = priceTrip(oneWay({ gratuity: { kind: 'percentage', percentage } }));
    expect(line(price, 'gratuity')?.amount).toBe(expected);
    expect(price.total).toBe(base + expected);
  });

  it('takes the percentage of the base after the discount, rounded half-up', () => {
    const discountCode = { code: 'X', type: 'general' as const, from: '2026-01-01', to: '2026-12-31', isActive: true };
    // Base $123.80 − $0.15 = $123.65; 20 % = $24.73.
    const price = priceTrip(
      oneWay({
        discountCode: { ...discountCode, amount: 15, percentage: null },
        gratuity: { kind: 'percentage', percentage: 2000 },
      }),
    );
    expect(line(price, 'gratuity')).toMatchObject({
      amount: 2473,
      label: 'Gratuity 20%',
      explanation: '20% of the $123.65 base = $24.73',
    });
  });

  it('adds nothing for none, a custom amount one way, and half of it per leg on a round trip', () => {
    expect(line(priceTrip(oneWay()), 'gratuity')).toBeUndefined();
    const custom = priceTrip(oneWay({ gratuity: { kind: 'amount', amount: 2001 } }));
    expect(line(custom, 'gratuity')).toMatchObject({ amount: 2001, explanation: 'Custom gratuity of $20.01' });
    const round = priceTrip(roundTrip({ gratuity: { kind: 'amount', amount: 2001 } }));
    expect([line(round, 'gratuity', 0)?.amount, line(round, 'gratuity', 1)?.amount]).toEqual([1001, 1000]);
  });
});

describe('step 4: meet & greet', () => {
  it('charges the configured amount, or else the percentage of the base', () => {
    expect(line(priceTrip(oneWay({ meetAndGreet: true })), 'meet-and-greet')?.amount).toBe(2500);
    const byPercentage = { ...configuration, meetAndGreet: { amount: 0, percentage: 1000 } };
    const price = priceTrip(oneWay({ meetAndGreet: true, configuration: byPercentage }));
    expect(line(price, 'meet-and-greet')).toMatchObject({
      amount: 1238,
      explanation: '10% of the $123.80 base = $12.38 (no fixed amount configured)',
    });
  });

  it('goes on the leg picked up at the airport, the outbound of a point-to-point round trip', () => {
    const legsWith = (tripType: PriceTripInput['tripType']) =>
      priceTrip(roundTrip({ tripType, meetAndGreet: true })).legs.map((l) =>
        l.lines.some((x) => x.kind === 'meet-and-greet'),
      );
    expect(legsWith('from-airport')).toEqual([true, false]);
    expect(legsWith('to-airport')).toEqual([false, true]);
    expect(legsWith('point-to-point')).toEqual([true, false]);
    expect(priceTrip(oneWay({ tripType: 'point-to-point', meetAndGreet: true })).total).toBe(12380 + 2500);
  });
});

describe('step 5: surges of the pickup date', () => {
  it('adds an amount, or a percentage of the base, for each surge active that day', () => {
    const price = priceTrip(
      oneWay({
        surges: [
          surge({ id: 1, name: 'Holiday', percentage: 1250 }),
          surge({ id: 2, name: 'Snow', amount: 1500, percentage: 5000 }),
          surge({ id: 3, name: 'Off', amount: 9900, isActive: false }),
          surge({ id: 4, name: 'New Year', amount: 9900, from: '2026-12-31' }),
        ],
      }),
    );
    // 12.5 % of $123.80 = $15.475 → $15.48; the amount wins over the percentage.
    expect(amounts(price)).toEqual([
      ['car', 12380],
      ['surge', 1548],
      ['surge', 1500],
    ]);
    expect(price.legs[0]?.inputs.surges.map((s) => s.name)).toEqual(['Holiday', 'Snow']);
    expect(price.legs[0]?.lines[1]?.explanation).toBe(
      '12.5% of the $123.80 base = $15.48 (Holiday, 2026-12-01 to 2026-12-31)',
    );
    expect(price.legs[0]?.lines[2]?.explanation).toBe('Snow, 2026-12-01 to 2026-12-31: $15.00');
  });

  it('counts a surge on each leg picked up within its dates (both ends inclusive)', () => {
    const price = priceTrip(roundTrip({ surges: [surge({ from: '2026-12-27', to: '2026-12-27', amount: 2000 })] }));
    expect(price.legs.map((l) => l.total)).toEqual([6190, 8190]);
  });
});

describe('step 6: extra stops', () => {
  it('charges the configured amount per stop of the leg', () => {
    const price = priceTrip(roundTrip({ outbound: { date: '2026-12-23', miles: 173, stops: 2 } }));
    expect(line(price, 'extra-stops', 0)).toMatchObject({ amount: 2000, explanation: '2 stops × $10.00 = $20.00' });
    expect(line(price, 'extra-stops', 1)).toBeUndefined();
  });
});

describe('step 7: leg and trip totals', () => {
  it('prices a one-way trip with everything (decision 036 worked example)', () => {
    const price = priceTrip({
      tripType: 'from-airport',
      outbound: { date: '2026-12-24', miles: 251, stops: 2 },
      cars: [{ ...sedan, cars: 2 }, suv],
      discountCode: {
        code: 'SAVE10',
        type: 'general',
        from: '2026-12-01',
        to: '2026-12-31',
        isActive: true,
        amount: null,
        percentage: 1000,
      },
      gratuity: { kind: 'percentage', percentage: 2000 },
      meetAndGreet: true,
      surges: [
        surge({ id: 7, name: 'Holiday', from: '2026-12-24', to: '2026-12-26', percentage: 1250 }),
        surge({ id: 8, name: 'Snow', from: '2026-12-24', to: '2026-12-24', amount: 1500 }),
      ],
      configuration,
    });
    expect(amounts(price)).toEqual([
      ['car', 17060], // 25.1 × $3.00 + $10.00 = $85.30, × 2
      ['car', 12168], // 25.1 × $4.25 = $106.675 → $106.68, + $15.00
      ['discount', -2923], // 10 % of $292.28 = $29.228 → $29.23; base $263.05
      ['gratuity', 5261], // 20 % of $263.05 = $52.61
      ['meet-and-greet', 2500],
      ['surge', 3288], // 12.5 % of $263.05 = $32.88125 → $32.88
      ['surge', 1500],
      ['extra-stops', 2000],
    ]);
    expect(price.legs[0]).toMatchObject({ carsTotal: 29228, base: 26305, total: 40854 });
    expect(price.legs[0]?.lines.slice(5, 7).map((l) => l.explanation)).toEqual([
      '12.5% of the $263.05 base = $32.88 (Holiday, 2026-12-24 to 2026-12-26)',
      'Snow, on 2026-12-24: $15.00',
    ]);
    expect(price.total).toBe(40854);
    // Shares: $85.30 / $85.30 / $121.68 + ($408.54 − $292.28) ÷ 3 = $38.75 r 1 cent → the first car.
    expect(price.legs[0]?.driverShares).toEqual([
      { carId: 1, slot: 1, amount: 12406 },
      { carId: 1, slot: 2, amount: 12405 },
      { carId: 2, slot: 1, amount: 16043 },
    ]);
  });

  it('prices each leg of a round trip and adds them', () => {
    const price = priceTrip(
      roundTrip({
        outbound: { date: '2026-12-23', miles: 173, stops: 1 },
        discountCode: {
          code: 'FLAT',
          type: 'general',
          from: '2026-12-01',
          to: '2026-12-31',
          isActive: true,
          amount: 1501,
          percentage: null,
        },
        gratuity: { kind: 'amount', amount: 2001 },
        meetAndGreet: true,
        configuration: { ...configuration, meetAndGreet: { amount: 0, percentage: 1000 } },
        surges: [
          surge({ id: 1, name: 'Christmas', from: '2026-12-24', to: '2026-12-26', amount: 2000 }),
          surge({ id: 2, name: 'Year end', from: '2026-12-27', to: '2026-12-31', percentage: 1250 }),
        ],
      }),
    );
    expect(amounts(price, 0)).toEqual([
      ['car', 6190],
      ['discount', -751],
      ['gratuity', 1001],
      ['meet-and-greet', 544], // 10 % of $54.39 = $5.439 → $5.44
      ['extra-stops', 1000],
    ]);
    expect(amounts(price, 1)).toEqual([
      ['car', 6190],
      ['discount', -750],
      ['gratuity', 1000],
      ['surge', 680], // 12.5 % of $54.40
    ]);
    expect(price.legs.map((l) => [l.leg, l.total])).toEqual([
      ['outbound', 7984],
      ['return', 7120],
    ]);
    expect(price.total).toBe(15104);
    expect(price.explanation).toBe('Outbound $79.84 + return $71.20 = $151.04');
    expect(price.legs[1]?.driverShares).toEqual([{ carId: 1, slot: 1, amount: 7120 }]);
  });

  it('keeps the inputs it used with each leg', () => {
    const price = priceTrip(roundTrip({ meetAndGreet: true, surges: [surge({ amount: 100 })] }));
    expect(price.legs[0]?.inputs).toEqual({
      tripType: 'from-airport',
      isRoundTrip: true,
      date: '2026-12-23',
      miles: 173,
      stops: 0,
      cars: [sedan],
      discountCode: null,
      gratuity: { kind: 'none' },
      meetAndGreet: true,
      configuration,
      surges: [surge({ amount: 100 })],
    });
    expect(price.legs[1]?.inputs.meetAndGreet).toBe(false);
  });
});
