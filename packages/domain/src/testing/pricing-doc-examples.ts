/**
 * The jobs of `docs/pricing.md`'s worked examples, by the name the doc marks each table with
 * (`<!-- example: hourly -->`). `pricing-doc-examples.test.ts` prices each and compares with the doc's table.
 */
import type { PriceJobInput, PricingSurge, RateCard } from '../pricing/index.js';
import { SAMPLE_CARD, sampleJob, sampleLeg } from './rate-card.js';

const surge = (id: number, name: string, over: Partial<PricingSurge>): PricingSurge => ({
  id,
  name,
  from: '2026-12-24',
  to: '2026-12-24',
  isActive: true,
  amount: null,
  percentage: null,
  ...over,
});
const SAVE10 = {
  code: 'SAVE10',
  type: 'general' as const,
  from: '2026-12-01',
  to: '2026-12-31',
  isActive: true,
  amount: null,
  percentage: 1000,
};

/** The sample card with a sales tax and every fee, gratuity on base + extras. */
export const TAXED_CARD: RateCard = {
  ...SAMPLE_CARD,
  id: 2,
  name: 'Sample card with taxes',
  taxes: [{ name: 'Sales tax', rate: 8875, taxable: ['base', 'extras', 'surge', 'discount'] }],
  fees: { airports: [{ airport: 'JFK', amount: 500 }], fuelSurcharge: 300, serviceCharge: 500 },
  gratuityBase: 'base-and-extras',
};

export const PRICING_DOC_EXAMPLES: Record<string, PriceJobInput> = {
  transfer: sampleJob({
    outbound: sampleLeg({ service: { type: 'transfer', miles: 251 }, stops: 2, pickupKind: 'domestic-airport' }),
    cars: [
      { carId: 1, cars: 2 },
      { carId: 2, cars: 1 },
    ],
    discountCode: SAVE10,
    gratuity: { kind: 'percentage', percentage: 2000 },
    meetAndGreet: true,
    surges: [surge(1, 'Holiday', { to: '2026-12-26', percentage: 1250 }), surge(2, 'Snow', { amount: 1500 })],
  }),
  hourly: sampleJob({
    outbound: sampleLeg({ service: { type: 'hourly', minutes: 130 } }),
    gratuity: { kind: 'percentage', percentage: 2000 },
  }),
  'hourly-garage': sampleJob({
    outbound: sampleLeg({ service: { type: 'hourly', minutes: 200 } }),
    cars: [{ carId: 2, cars: 1 }],
  }),
  flat: sampleJob({
    outbound: sampleLeg({ service: { type: 'flat', fromZone: 1, toZone: 2, miles: 168 } }),
    cars: [
      { carId: 1, cars: 1 },
      { carId: 2, cars: 1 },
    ],
    gratuity: { kind: 'percentage', percentage: 2000 },
  }),
  'flat-fallback': sampleJob({
    outbound: sampleLeg({ service: { type: 'flat', fromZone: 1, toZone: 3, miles: 162 } }),
    cars: [
      { carId: 1, cars: 1 },
      { carId: 2, cars: 1 },
    ],
  }),
  'per-seat': sampleJob({
    outbound: sampleLeg({ service: { type: 'per-seat', passengers: 3 }, pickupKind: 'domestic-airport' }),
    returnLeg: sampleLeg({ date: '2026-12-28', service: { type: 'per-seat', passengers: 3 } }),
    cars: [{ carId: 3, cars: 1 }],
    gratuity: { kind: 'amount', amount: 1501 },
  }),
  wait: sampleJob({
    outbound: sampleLeg({
      service: { type: 'transfer', miles: 180 },
      pickupKind: 'domestic-airport',
      waitedMinutes: 40,
    }),
  }),
  'taxes-and-fees': sampleJob({
    card: TAXED_CARD,
    outbound: sampleLeg({
      service: { type: 'flat', fromZone: 1, toZone: 2, miles: 168 },
      stops: 1,
      airports: ['JFK'],
      tolls: 655,
    }),
    discountCode: SAVE10,
    gratuity: { kind: 'percentage', percentage: 2000 },
  }),
};
