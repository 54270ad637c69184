import { describe, expect, it } from 'vitest';
import { SAMPLE_CARD, sampleJob, sampleLeg } from '../testing/rate-card.js';
import { billedHourlyMinutes } from './job-base.js';
import { waitMinutesBilled } from './job-extras.js';
import type { JobPrice, JobService } from './job-types.js';
import { priceJob } from './price-job.js';
import type { HourlyRates, RateCard } from './rate-card.js';

/** [item, amount] of each line of a leg: the arithmetic without the words. */
const amounts = (price: JobPrice, leg = 0) => price.legs[leg]?.lines.map((l) => [l.item, l.amount]);
const line = (price: JobPrice, item: string, leg = 0) => price.legs[leg]?.lines.find((l) => l.item === item);
const service = (value: JobService) => sampleLeg({ service: value });
const card = (over: Partial<RateCard>): RateCard => ({ ...SAMPLE_CARD, ...over });
const hourly: HourlyRates = {
  perHour: 9500,
  minimumHours: 3,
  incrementMinutes: 15,
  garageMinutesBefore: 30,
  garageMinutesAfter: 30,
  billGarage: false,
};

describe('transfer: decision 036’s car line', () => {
  it('prices miles × rate + amount, at least the minimum, × cars, with the max-miles surge one way only', () => {
    const price = priceJob(sampleJob({ cars: [{ carId: 1, cars: 2 }] }));
    expect(price.legs[0]?.lines).toEqual([
      {
        kind: 'base',
        item: 'transfer',
        label: 'Sedan × 2',
        amount: 12380,
        carId: 1,
        explanation: '17.3 mi × $3.00 + $10.00 = $61.90, above the $50.00 minimum, × 2 cars = $123.80',
      },
    ]);
    const long = sampleLeg({ service: { type: 'transfer', miles: 1200 } });
    expect(priceJob(sampleJob({ outbound: long })).total).toBe(37000 + 2500);
    expect(priceJob(sampleJob({ outbound: long, returnLeg: long })).legs.map((l) => l.total)).toEqual([37000, 37000]);
  });
});

describe('hourly: booked time in whole increments, at least the minimum', () => {
  it.each([
    [130, 180, 'the issue’s 2 h 10 min at 15-min steps with a 3-hour minimum bills 3 h'],
    [185, 195, '3 h 05 min bills 3 h 15 min'],
    [180, 180, 'exactly the minimum'],
    [1, 180, 'a minute bills the minimum'],
    [181, 195, 'a minute over a step bills the next step'],
  ])('%i booked minutes bill %i (%s)', (booked, billed) => {
    expect(billedHourlyMinutes(booked, hourly)).toBe(billed);
  });

  it('adds the garage minutes when the card bills them, and not otherwise', () => {
    expect(billedHourlyMinutes(170, { ...hourly, billGarage: true })).toBe(240);
    expect(billedHourlyMinutes(170, hourly)).toBe(180);
    expect(billedHourlyMinutes(170, { ...hourly, incrementMinutes: 60, minimumHours: 1 })).toBe(180);
  });

  it('prices billed hours × the rate × cars, and says how the hours were billed', () => {
    const price = priceJob(sampleJob({ outbound: service({ type: 'hourly', minutes: 130 }) }));
    expect(price.total).toBe(28500);
    expect(line(price, 'hourly')?.explanation).toBe(
      '2 h 10 min booked, 2 h 15 min in 15-min steps, below the 3 h minimum, so 3 h × $95.00 an hour = $285.00, × 1 car = $285.00',
    );
    const longer = priceJob(sampleJob({ outbound: service({ type: 'hourly', minutes: 185 }) }));
    expect(longer.total).toBe(30875);
    expect(line(longer, 'hourly')?.explanation).toBe(
      '3 h 5 min booked, 3 h 15 min in 15-min steps, above the 3 h minimum: 3 h 15 min × $95.00 an hour = $308.75, × 1 car = $308.75',
    );
    expect(price.explanation).toBe('Hourly: $285.00');
  });

  it('rounds a car’s hours × rate half-up to the cent before × cars', () => {
    const odd = card({ classes: [{ ...SAMPLE_CARD.classes[0]!, hourly: { ...hourly, perHour: 9502 } }] });
    // 3 h 15 min × $95.02 = $308.815 → $308.82 a car.
    const price = priceJob(
      sampleJob({ card: odd, outbound: service({ type: 'hourly', minutes: 195 }), cars: [{ carId: 1, cars: 2 }] }),
    );
    expect(price.total).toBe(61764);
    expect(line(price, 'hourly')?.explanation).toContain('= $308.82 (rounded to the cent), × 2 cars = $617.64');
  });
});

describe('flat: the zones’ price, either direction, or by distance', () => {
  const flat = (fromZone: number | null, toZone: number | null) =>
    service({ type: 'flat', fromZone, toZone, miles: 162 });

  it('charges the class’s flat price between the two zones, whichever way the leg goes', () => {
    for (const [from, to] of [
      [1, 2],
      [2, 1],
    ] as const) {
      const price = priceJob(sampleJob({ outbound: flat(from, to), cars: [{ carId: 2, cars: 2 }] }));
      expect(amounts(price)).toEqual([['flat', 27000]]);
      expect(price.legs[0]?.inputs.pricedByDistance).toBe(false);
    }
  });

  it('prices a class without a flat rate for the pair by distance, and says so', () => {
    const price = priceJob(sampleJob({ outbound: flat(2, 3) }));
    expect(amounts(price)).toEqual([['transfer', 5860]]);
    expect(line(price, 'transfer')?.explanation).toBe(
      'No flat rate from JFK to Newark airport: priced by distance, 16.2 mi × $3.00 + $10.00 = $58.60, above the $50.00 minimum, × 1 car = $58.60',
    );
    expect(price.legs[0]?.inputs.pricedByDistance).toBe(true);
  });

  it('prices a place in no zone by distance', () => {
    const price = priceJob(sampleJob({ outbound: flat(null, 2) }));
    expect(line(price, 'transfer')?.explanation).toMatch(/^No flat rate from a place in no zone to JFK: priced by/);
  });
});

describe('per seat: passengers × the seat price', () => {
  it('charges each passenger a seat', () => {
    const price = priceJob(
      sampleJob({ outbound: service({ type: 'per-seat', passengers: 14 }), cars: [{ carId: 3, cars: 1 }] }),
    );
    expect(amounts(price)).toEqual([['per-seat', 35000]]);
  });
});

describe('wait time: past the grace of the kind of pickup, a rate a minute', () => {
  it.each([
    [40, 'domestic-airport', 10],
    [30, 'domestic-airport', 0],
    [20, 'local', 5],
    [59, 'international-airport', 0],
    [75, 'international-airport', 15],
    [0, 'local', 0],
  ] as const)('%i minutes waited at a %s pickup bill %i', (waited, kind, billed) => {
    expect(waitMinutesBilled(waited, kind, SAMPLE_CARD)).toBe(billed);
  });

  it('adds a wait line per class, at its rate, × its cars; none within the grace', () => {
    const waited = (minutes: number) =>
      priceJob(
        sampleJob({
          outbound: sampleLeg({ pickupKind: 'local', waitedMinutes: minutes }),
          cars: [
            { carId: 1, cars: 2 },
            { carId: 2, cars: 1 },
          ],
        }),
      );
    // 25 − 15 = 10 minutes: Sedan 10 × $1.00 × 2, SUV 10 × $1.50.
    expect(amounts(waited(25)).filter(([item]) => item === 'wait')).toEqual([
      ['wait', 2000],
      ['wait', 1500],
    ]);
    expect(amounts(waited(15)).filter(([item]) => item === 'wait')).toEqual([]);
  });
});

describe('the order of the lines and their bases', () => {
  const everything = sampleJob({
    card: card({
      taxes: [{ name: 'Tax', rate: 10_000, taxable: ['base', 'extras', 'surge', 'discount', 'gratuity'] }],
      fees: { airports: [{ airport: 'jfk', amount: 400 }], fuelSurcharge: 200, serviceCharge: 300 },
    }),
    outbound: sampleLeg({
      service: { type: 'transfer', miles: 200 },
      stops: 1,
      pickupKind: 'domestic-airport',
      waitedMinutes: 45,
      airports: ['JFK', 'JFK'],
      tolls: 650,
    }),
    cars: [{ carId: 1, cars: 2 }],
    discountCode: {
      code: 'TEN',
      type: 'general',
      from: '2026-12-01',
      to: '2026-12-31',
      isActive: true,
      amount: null,
      percentage: 1000,
    },
    gratuity: { kind: 'percentage', percentage: 2000 },
    meetAndGreet: true,
    addons: [
      { id: 1, name: 'Champagne', amount: 4000, percentage: null },
      { id: 2, name: 'Red carpet', amount: null, percentage: 500 },
    ],
    surges: [
      {
        id: 1,
        name: 'Holiday',
        from: '2026-12-24',
        to: '2026-12-24',
        isActive: true,
        amount: null,
        percentage: 1000,
      },
    ],
  });

  it('lists base → extras → surge → discount → gratuity → taxes → fees, each on its named base', () => {
    const price = priceJob(everything);
    // Base: 20 mi × $3.00 + $10.00 = $70.00 × 2 = $140.00.
    // Extras: stop $10.00, meet & greet $25.00, Champagne $40.00, 5 % of $140.00 = $7.00, wait 15 min × $1.00 × 2.
    // Surge 10 % of $140.00; code 10 % of $140 + $112 + $14 = $26.60; gratuity 20 % of the $140.00 base.
    // Tax 10 % of every line so far: 140 + 112 + 14 − 26.60 + 28 = $267.40 → $26.74.
    // Fees: JFK once, $4.00 × 2 cars; fuel 2 % of $140.00; tolls; service 3 % of $239.40 = $7.182 → $7.18.
    expect(amounts(price)).toEqual([
      ['transfer', 14000],
      ['extra-stops', 1000],
      ['meet-and-greet', 2500],
      ['addon', 4000],
      ['addon', 700],
      ['wait', 3000],
      ['surge', 1400],
      ['discount', -2660],
      ['gratuity', 2800],
      ['tax', 2674],
      ['airport-fee', 800],
      ['fuel-surcharge', 280],
      ['tolls', 650],
      ['service-charge', 718],
    ]);
    const leg = price.legs[0];
    expect(leg?.lines.map((l) => l.kind)).toEqual([
      'base',
      'extras',
      'extras',
      'extras',
      'extras',
      'extras',
      'surge',
      'discount',
      'gratuity',
      'tax',
      'fee',
      'fee',
      'fee',
      'fee',
    ]);
    expect(leg?.sums).toEqual({
      base: 14000,
      extras: 11200,
      surge: 1400,
      discount: -2660,
      gratuity: 2800,
      tax: 2674,
      fee: 2448,
    });
    expect(price.total).toBe(14000 + 11200 + 1400 - 2660 + 2800 + 2674 + 2448);
    expect(line(price, 'tax')?.explanation).toBe(
      '10% of the $267.40 taxable (base + extras + surges − discount + gratuity) = $26.74',
    );
    expect(line(price, 'service-charge')?.explanation).toBe(
      '3% of the $239.40 base + extras + surges − discount = $7.18',
    );
  });

  it('gives the drivers everything but the taxes and fees, shared as decision 036 says', () => {
    const leg = priceJob(everything).legs[0];
    expect(leg?.driversTotal).toBe(14000 + 11200 + 1400 - 2660 + 2800);
    expect(leg?.driverShares).toEqual([
      { carId: 1, slot: 1, amount: 13370 },
      { carId: 1, slot: 2, amount: 13370 },
    ]);
  });

  it('takes a gratuity of base + extras when the card says so, and never less for a discount', () => {
    const withExtras = priceJob({ ...everything, card: card({ gratuityBase: 'base-and-extras' }) });
    expect(line(withExtras, 'gratuity')?.amount).toBe(5040);
    const noCode = priceJob({ ...everything, discountCode: null });
    expect(line(noCode, 'gratuity')?.amount).toBe(line(priceJob(everything), 'gratuity')?.amount);
  });

  it('never discounts more than base + extras + surges, and floors a tax’s base at 0', () => {
    const price = priceJob({
      ...everything,
      card: card({ taxes: [{ name: 'Odd', rate: 10_000, taxable: ['discount'] }] }),
      discountCode: { ...everything.discountCode!, amount: 1_000_000 },
    });
    expect(line(price, 'discount')?.amount).toBe(-(14000 + 11200 + 1400));
    expect(line(price, 'tax')?.amount).toBe(0);
    expect(line(price, 'tax')?.explanation).toBe(
      '10% of the $0.00 taxable (− discount) (-$266.00, counted as $0.00) = $0.00',
    );
  });
});

describe('round trips', () => {
  it('prices two legs of the same service, splitting an addon’s amount, meet & greet where the airport pickup is', () => {
    const price = priceJob(
      sampleJob({
        outbound: sampleLeg({ pickupKind: 'local' }),
        returnLeg: sampleLeg({ date: '2026-12-27', pickupKind: 'international-airport' }),
        meetAndGreet: true,
        addons: [{ id: 1, name: 'Flowers', amount: 1001, percentage: null }],
      }),
    );
    expect(amounts(price, 0)).toEqual([
      ['transfer', 6190],
      ['addon', 501],
    ]);
    expect(amounts(price, 1)).toEqual([
      ['transfer', 6190],
      ['meet-and-greet', 2500],
      ['addon', 500],
    ]);
    expect(line(price, 'meet-and-greet', 1)?.explanation).toBe(
      'The configured $25.00, on the return: its pickup is the airport',
    );
    expect(price.total).toBe(6190 * 2 + 2500 + 1001);
  });
});
