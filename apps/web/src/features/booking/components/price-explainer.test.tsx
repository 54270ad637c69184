import type { Quote, QuoteLeg, TripInput } from '@livery/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-error';
import type { LiveQuote } from '../wizard/use-live-quote';
import { PriceExplainer } from './price-explainer';

const leg = (overrides: Partial<QuoteLeg>): QuoteLeg => ({
  leg: 'outbound',
  pickUpAt: '2026-12-01T15:00:00.000Z',
  date: '2026-12-01',
  miles: 17.4,
  milesSource: 'great-circle',
  stops: 2,
  cars: [],
  discountCode: { code: 'WELCOME10', type: 'general', applies: true, reason: null },
  surges: [],
  configuration: {
    meetAndGreet: { amount: 25, percentage: 0, charged: false },
    maxMilesSurge: { maxMiles: 100, amount: 50 },
    extraStopCharges: { amount: 15 },
  },
  lines: [
    {
      kind: 'car',
      label: 'Sedan × 1',
      amount: 85,
      explanation: '17.4 mi × $3.25 + $25.00 = $81.55, below the $85.00 minimum',
      carId: 1,
    },
    { kind: 'discount', label: 'Code WELCOME10', amount: -8.5, explanation: '10% of the $85.00 cars total = $8.50' },
    { kind: 'gratuity', label: 'Gratuity 20%', amount: 15.3, explanation: '20% of the $76.50 base = $15.30' },
    { kind: 'stops', label: 'Extra stops × 2', amount: 30, explanation: '2 stops × $15.00 = $30.00' },
  ],
  carsTotal: 85,
  base: 76.5,
  total: 121.8,
  driverShares: [],
  ...overrides,
});

const QUOTE: Quote = {
  tripType: 'from-airport',
  isRoundTrip: true,
  legs: [
    leg({}),
    leg({
      leg: 'return',
      date: '2027-01-02',
      stops: 0,
      miles: 16.1,
      discountCode: {
        code: 'WELCOME10',
        type: 'general',
        applies: false,
        reason: 'Code WELCOME10 was valid until 2026-12-31, before this 2027-01-02 pickup',
      },
      lines: [{ kind: 'car', label: 'Sedan × 1', amount: 85, explanation: '16.1 mi × $3.25 + $25.00 = $77.33' }],
      total: 85,
    }),
  ],
  total: 206.8,
  explanation: '',
  warnings: ['The pickup is less than 24 hours away: please call the office.'],
};
const TRIP = { pickUpAt: '2026-12-01T10:00', returnTrip: { pickUpAt: '2027-01-02T18:30' } } as TripInput;

const live = (overrides: Partial<LiveQuote>): LiveQuote => ({
  blockers: { fields: {}, other: [] },
  request: TRIP,
  quote: undefined,
  error: null,
  isUpdating: false,
  isCurrent: true,
  ...overrides,
});

describe('the price explainer', () => {
  it('shows each leg line by line with its amount and explanation, the leg totals, the total and the warnings', () => {
    render(<PriceExplainer live={live({ quote: QUOTE })} />);
    const outbound = screen.getByRole('region', { name: 'Outbound · 2026-12-01 10:00' });
    const items = within(outbound).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Sedan × 1$85.0017.4 mi × $3.25 + $25.00 = $81.55, below the $85.00 minimum',
      'Code WELCOME10-$8.5010% of the $85.00 cars total = $8.50',
      'Gratuity 20%$15.3020% of the $76.50 base = $15.30',
      'Extra stops × 2$30.002 stops × $15.00 = $30.00',
    ]);
    expect(within(outbound).getByText('17.4 mi (straight-line distance × road factor) · 2 stops')).toBeTruthy();
    expect(within(outbound).getByText('$121.80')).toBeTruthy();
    const back = screen.getByRole('region', { name: 'Return · 2027-01-02 18:30' });
    // A code that does not apply to a leg says why, on that leg.
    expect(within(back).getByText(/was valid until 2026-12-31/)).toBeTruthy();
    expect(screen.getByTestId('quote-total').textContent).toBe('$206.80');
    expect(screen.getByText(/less than 24 hours away/)).toBeTruthy();
  });

  it('lists what is still needed before a price, once each', () => {
    render(
      <PriceExplainer
        live={live({
          blockers: {
            fields: { 'trip.pickUp': 'Choose the airport', 'price.cars': 'Choose at least one car' },
            other: [],
          },
        })}
      />,
    );
    expect(screen.getByText('To see the price:')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Choose the airport',
      'Choose at least one car',
    ]);
  });

  it('shows the refusal of the quote, and is busy while a new price loads', () => {
    const error = new ApiRequestError({ code: 'FORBIDDEN', message: 'Point-to-point trips are booked by the office.' });
    render(<PriceExplainer live={live({ error, isUpdating: true })} />);
    expect(screen.getByRole('alert').textContent).toContain('Point-to-point trips are booked by the office.');
    expect(screen.getByRole('region', { name: 'Price' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('progressbar', { name: 'Updating the price' })).toBeTruthy();
  });
});
