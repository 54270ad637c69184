import { QUOTE_OFFER_MESSAGES, type OpenQuoteOffer } from '@livery/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../testing/test-utils';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const line = (kind: string, label: string, amount: number) => ({ kind, label, amount, explanation: `${label} rule` });

const OFFER: OpenQuoteOffer = {
  number: 'Q7',
  name: 'Quinn Quoted',
  status: 'sent',
  expiresAt: '2031-06-01T16:00:00.000Z',
  pickUpLocation: 'JFK Terminal 4',
  dropOffLocation: '20 W 34th St',
  stops: [],
  returnStops: [],
  passengers: 2,
  quote: {
    tripType: 'from-airport',
    isRoundTrip: false,
    total: 118.5,
    explanation: '',
    warnings: [],
    legs: [
      {
        leg: 'outbound',
        pickUpAt: '2031-06-05T18:30:00.000Z',
        date: '2031-06-05',
        miles: 16.1,
        milesSource: 'great-circle',
        milesPrecision: 'place',
        stops: 0,
        cars: [{ carId: 1, name: 'Sedan', cars: 1, toMultiply: 3.25, toAdd: 25, minimumRate: 0 }],
        discountCode: null,
        surges: [],
        configuration: {
          meetAndGreet: { amount: 0, percentage: 0, charged: false },
          maxMilesSurge: { maxMiles: 0, amount: 0 },
          extraStopCharges: { amount: 0 },
        },
        lines: [line('car', 'Sedan × 1', 98.75), line('gratuity', 'Gratuity 20 %', 19.75)],
        carsTotal: 98.75,
        base: 98.75,
        total: 118.5,
        driverShares: [],
      },
    ],
  },
  acceptMode: 'unpaid',
  officePhone: '+1 212 555 0100',
  reservationId: null,
  reservationNumber: null,
};

/** The page's reads answer `offer`; Accept answers `accepted` (and the quote reads `after` from then on). */
function serve(offer: Response, accepted?: Response, after?: OpenQuoteOffer) {
  let isAccepted = false;
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input);
    if (path.endsWith('/accept') && accepted) {
      isAccepted = accepted.ok;
      return accepted.clone();
    }
    if (path.includes('/quotes/open/')) return isAccepted && after ? json({ data: after }) : offer.clone();
    return json({ data: {} });
  });
  return fetch;
}

async function renderPage() {
  const { QuotePage } = await import('./quote-page');
  return renderRoutes([{ path: '/quote/:token', element: <QuotePage /> }], `/quote/${'a'.repeat(43)}`);
}

beforeAll(async () => {
  await import('./quote-page');
}, 30_000);
afterEach(() => vi.restoreAllMocks());

describe('the quote page', () => {
  it('shows the trip, each price line, the total and until when, and books on Accept', async () => {
    const accepted = { ...OFFER, status: 'accepted' as const, reservationId: 42, reservationNumber: 'A42' };
    const fetch = serve(
      json({ data: OFFER }),
      json({ data: { reservationId: 42, reservationNumber: 'A42', requested: false } }, 201),
      accepted,
    );
    await renderPage();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Your quote Q7');
    expect(screen.getByText('JFK Terminal 4 → 20 W 34th St')).toBeTruthy();
    const lines = screen.getByRole('list', { name: 'Trip price lines' });
    expect(lines.querySelectorAll('li')).toHaveLength(2);
    expect(lines.textContent).toContain('$98.75');
    expect(screen.getByText('$118.50')).toBeTruthy();
    expect(screen.getByText(/open until 2031-06-01/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept and book' }));
    const success = await screen.findByText(/This quote was accepted: it is trip A42/);
    expect(success).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your trip' }).getAttribute('href')).toBe('/trips/42');
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/accept'))).toBe(true);
  });

  it('says an expired quote expired, with the office’s number to call, and offers no Accept', async () => {
    serve(json({ data: { ...OFFER, status: 'expired' } }));
    await renderPage();
    expect(await screen.findByText(/This quote expired on/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '+1 212 555 0100' }).getAttribute('href')).toBe('tel:+12125550100');
    expect(screen.queryByRole('button', { name: 'Accept and book' })).toBeNull();
  });

  it('says a second Accept was refused, naming the trip', async () => {
    const message = `${QUOTE_OFFER_MESSAGES.alreadyAccepted}: it is trip A41.`;
    serve(json({ data: OFFER }), json({ error: { code: 'CONFLICT', message } }, 409));
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept and book' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
  });

  it('says a link that opens nothing is not valid', async () => {
    serve(json({ error: { code: 'NOT_FOUND', message: QUOTE_OFFER_MESSAGES.invalidLink } }, 404));
    await renderPage();
    expect(await screen.findByText(QUOTE_OFFER_MESSAGES.invalidLink)).toBeTruthy();
  });
});
