import type { Quote, QuoteLeg, TripInput } from '@livery/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render as renderUi, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-error';
import { buildUser, createTestQueryClient, signInAs } from '../../../testing/test-utils';
import type { LiveQuote } from '../wizard/use-live-quote';
import { PriceExplainer } from './price-explainer';

// A signed-in session reads the statuses; nothing here needs them.
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () => new Response('{"error":{"code":"NOT_FOUND","message":"Not here"}}', { status: 404 }),
  );
});
afterEach(() => vi.restoreAllMocks());

/** The explainer reads the session (who sees how a price was worked out), which needs a query client. */
const render = (ui: ReactNode) =>
  renderUi(<QueryClientProvider client={createTestQueryClient()}>{ui}</QueryClientProvider>);

const leg = (overrides: Partial<QuoteLeg>): QuoteLeg => ({
  leg: 'outbound',
  pickUpAt: '2026-12-01T15:00:00.000Z',
  date: '2026-12-01',
  miles: 17.4,
  milesSource: 'great-circle',
  milesPrecision: 'zip',
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
      milesSource: 'osrm',
      milesPrecision: 'place',
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
  target: { customerId: null, reservationId: null },
  quote: undefined,
  error: null,
  isUpdating: false,
  isCurrent: true,
  ...overrides,
});

describe('the price explainer', () => {
  it('shows staff each leg line by line with how it was worked out, the leg totals, the total and the warnings', () => {
    signInAs(buildUser({ permissions: ['reservations:create', 'reservations:search-user'] }));
    render(<PriceExplainer live={live({ quote: QUOTE })} />);
    const outbound = screen.getByRole('region', { name: 'Outbound · Tue 2026-12-01 10:00 AM' });
    const items = within(outbound).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Sedan × 1$85.0017.4 mi × $3.25 + $25.00 = $81.55, below the $85.00 minimum',
      'Code WELCOME10-$8.5010% of the $85.00 cars total = $8.50',
      'Gratuity 20%$15.3020% of the $76.50 base = $15.30',
      'Extra stops × 2$30.002 stops × $15.00 = $30.00',
    ]);
    // How the miles were measured, and how exactly the points were placed (issue 25), in the office's words.
    expect(
      within(outbound).getByText('17.4 mi (straight-line distance × road factor) · ZIP code centre · 2 stops'),
    ).toBeTruthy();
    expect(within(outbound).getByText('$121.80')).toBeTruthy();
    const back = screen.getByRole('region', { name: 'Return · Sat 2027-01-02 6:30 PM' });
    expect(within(back).getByText('16.1 mi (road route) · known place')).toBeTruthy();
    // A code that does not apply to a leg says why, on that leg.
    expect(within(back).getByText(/was valid until 2026-12-31/)).toBeTruthy();
    expect(screen.getByTestId('quote-total').textContent).toBe('$206.80');
    expect(screen.getByText(/less than 24 hours away/)).toBeTruthy();
  });

  it('reads plainly to a traveller: the miles and cars of a car line, how exact the miles are in words', () => {
    signInAs(buildUser({ permissions: ['reservations:create'] }));
    render(<PriceExplainer live={live({ quote: QUOTE })} />);
    const outbound = screen.getByRole('region', { name: 'Outbound · Tue 2026-12-01 10:00 AM' });
    expect(within(outbound).getAllByRole('listitem')[0]?.textContent).toBe('Sedan × 1$85.0017.4 mi, 1 car');
    expect(within(outbound).getByText('17.4 mi · Distance estimated from the ZIP code · 2 stops')).toBeTruthy();
    const back = screen.getByRole('region', { name: 'Return · Sat 2027-01-02 6:30 PM' });
    expect(within(back).getByText('16.1 mi · Distance measured between the addresses')).toBeTruthy();
    expect(screen.queryByText(/straight-line|road route|ZIP code centre|known place|× \$3\.25/)).toBeNull();
    // The other lines say where their amount comes from, as they do for staff.
    expect(within(outbound).getByText('2 stops × $15.00 = $30.00')).toBeTruthy();
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
