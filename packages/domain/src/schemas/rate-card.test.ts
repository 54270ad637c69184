import { describe, expect, it } from 'vitest';
import { toPricingRateCard } from '../pricing/from-rate-card.js';
import { SAMPLE_CARD, sampleCardBody } from '../testing/rate-card.js';
import { rateCardSchema } from './rate-card.js';

const body = sampleCardBody;
type Body = ReturnType<typeof body>;

/** The field messages of a refused card, by path. */
function errors(change: (card: Body) => void): Record<string, string> {
  const card = body();
  change(card);
  const result = rateCardSchema.safeParse(card);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('a rate card', () => {
  it('is accepted as the sample card, and in cents it is the sample card', () => {
    const card = rateCardSchema.parse(body());
    expect(toPricingRateCard(1, card)).toEqual(SAMPLE_CARD);
  });

  it("takes a tax to a thousandth of a percent, exactly: New York City's 8.875 % is 8875", () => {
    const taxed = { ...body(), taxes: [{ name: 'Sales tax', percentage: 8.875, taxable: ['base'] }] };
    expect(toPricingRateCard(1, rateCardSchema.parse(taxed)).taxes).toEqual([
      { name: 'Sales tax', rate: 8875, taxable: ['base'] },
    ]);
  });

  it.each<[string, (card: Body) => void, Record<string, string | RegExp>]>([
    [
      'a minimum of 0 hours',
      (c) => (c.classes[0]!.hourly!.minimumHours = 0),
      { 'classes.0.hourly.minimumHours': /Minimum hours must be a whole number of hours from 1/ },
    ],
    [
      'negative hours',
      (c) => (c.classes[0]!.hourly!.minimumHours = -2),
      { 'classes.0.hourly.minimumHours': /Minimum hours/ },
    ],
    [
      'an increment that does not divide an hour',
      (c) => (c.classes[0]!.hourly!.incrementMinutes = 25),
      { 'classes.0.hourly.incrementMinutes': /Billing increment must divide an hour/ },
    ],
    [
      'the same ZIP in two zones',
      (c) => c.zones[1]!.zips.push('10019'),
      { 'zones.1.zips.1': 'ZIP code 10019 is in both Manhattan and JFK: a place is in one zone at most' },
    ],
    [
      'the same city in two zones, whatever its case',
      (c) => (c.zones[2]!.cities = ['new york']),
      { 'zones.2.cities.0': 'City new york is in both Manhattan and Newark airport: a place is in one zone at most' },
    ],
    [
      'the same airport in two zones',
      (c) => (c.zones[0]!.airports = ['jfk']),
      { 'zones.1.airports.0': 'Airport JFK is in both Manhattan and JFK: a place is in one zone at most' },
    ],
    [
      'a flat rate for a car class not on the card',
      (c) => c.flatRates.push({ zoneA: 1, zoneB: 3, carId: 9, price: 120 }),
      { 'flatRates.3.carId': 'Car class 9 is not on this card' },
    ],
    [
      'a flat rate between zones not on the card',
      (c) => c.flatRates.push({ zoneA: 4, zoneB: 3, carId: 1, price: 120 }),
      { 'flatRates.3.zoneA': 'Zone 4 is not on this card' },
    ],
    [
      'two flat rates for a pair and class, either direction',
      (c) => c.flatRates.push({ zoneA: 2, zoneB: 1, carId: 1, price: 99 }),
      { 'flatRates.3.carId': /already has a flat rate between Manhattan and JFK/ },
    ],
    [
      'a tax above 100 %',
      (c) => Object.assign(c, { taxes: [{ name: 'VAT', percentage: 100.01, taxable: ['base'] }] }),
      { 'taxes.0.percentage': 'Tax rate must be between 0 and 100' },
    ],
    [
      'a tax rate past a thousandth of a percent',
      (c) => Object.assign(c, { taxes: [{ name: 'VAT', percentage: 8.8755, taxable: ['base'] }] }),
      { 'taxes.0.percentage': 'Tax rate must have at most 3 decimals' },
    ],
    [
      'a fee in a fraction of a cent',
      (c) => Object.assign(c.fees, { airports: [{ airport: 'JFK', amount: 4.999 }] }),
      { 'fees.airports.0.amount': 'Airport fee must have at most 2 decimals' },
    ],
    [
      'a rate in a fraction of a cent',
      (c) => (c.classes[1]!.transfer!.toMultiply = 4.255),
      { 'classes.1.transfer.toMultiply': 'Rate per mile must have at most 2 decimals' },
    ],
    [
      'a class twice',
      (c) => c.classes.push({ carId: 1, name: 'Sedan again', perSeat: { perSeat: 1, seats: 1 } }),
      { 'classes.3.carId': 'Car class 1 is on the card twice' },
    ],
    [
      'a service no class is priced for',
      (c) => (c.classes = c.classes.slice(0, 2)),
      { services: 'No car class has perSeat rates for the per-seat service' },
    ],
    [
      'a NUL in a name, which the stored card (jsonb) cannot hold',
      (c) => (c.zones[0]!.name = 'Man\u0000hattan'),
      { 'zones.0.name': 'Zone name must not hold control characters' },
    ],
    [
      'a control character in a ZIP code',
      (c) => (c.zones[0]!.zips[0] = '100\u001b01'),
      { 'zones.0.zips.0': 'ZIP code must not hold control characters' },
    ],
  ])('refuses %s, naming the field', (_, change, expected) => {
    const found = errors(change);
    for (const [path, message] of Object.entries(expected)) expect(found[path]).toMatch(message);
  });
});
