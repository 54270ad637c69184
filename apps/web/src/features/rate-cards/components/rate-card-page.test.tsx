import { rateCardSchema, type StoredRateCard } from '@livery/domain';
import { sampleCardBody } from '@livery/domain/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse, renderApp, signInAs } from '../../../testing/test-utils';

const stored = (over: Partial<StoredRateCard> = {}): StoredRateCard => ({
  id: 5,
  name: 'Sample card',
  status: 'draft',
  effectiveFrom: null,
  card: rateCardSchema.parse(sampleCardBody()),
  createdById: 1,
  updatedById: 1,
  version: 3,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...over,
});

/** Answers the card's read, and its save with `onSave`; anything else is a 404. */
function serve(card: StoredRateCard, onSave: (body: unknown) => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input).replace(/\?.*$/, '');
    if (path === '/api/v1/rate-cards/5' && init?.method === 'PUT') return onSave(JSON.parse(String(init.body)));
    if (path === '/api/v1/rate-cards/5') return jsonResponse({ data: card });
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
  });
}

beforeAll(async () => {
  await import('./rate-card-page');
}, 30_000);

afterEach(() => vi.restoreAllMocks());

describe('the rate card page', () => {
  it('sends the card as typed with its version, and shows the API’s field messages at their fields', async () => {
    signInAs(buildUser({ permissions: ['rate-cards:view', 'rate-cards:edit', 'rate-cards:create'] }));
    const saved: unknown[] = [];
    serve(stored(), (body) => {
      saved.push(body);
      return jsonResponse(
        {
          error: {
            code: 'VALIDATION',
            message: 'The card has mistakes',
            fields: {
              'card.zones.1.zips.1': 'ZIP code 10001 is in both Manhattan and JFK: a place is in one zone at most',
              'card.classes.0.hourly.minimumHours': 'Minimum hours must be a whole number of hours from 1 to 168',
            },
          },
        },
        400,
      );
    });
    await renderApp('/rate-cards/5');
    const jfk = await screen.findByRole('region', { name: 'Zones' });
    const zips = within(jfk).getAllByRole('textbox', { name: 'ZIP codes' });
    fireEvent.change(zips[1]!, { target: { value: '11430, 10001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(zips[1]!.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/ZIP code 10001 is in both Manhattan and JFK/)).toBeTruthy();
    expect(zips[0]!.getAttribute('aria-invalid')).toBe('false');
    const sedan = screen.getByRole('region', { name: 'Car class: Sedan' });
    expect(within(sedan).getByRole('textbox', { name: 'Minimum hours' }).getAttribute('aria-invalid')).toBe('true');
    expect(saved).toHaveLength(1);
    // The comma-separated box goes as a list, and the version read goes with it.
    expect(saved[0]).toMatchObject({ version: 3, card: { name: 'Sample card' } });
    expect(saved[0]).toHaveProperty('card.zones.1', {
      id: 2,
      name: 'JFK',
      zips: ['11430', '10001'],
      cities: [],
      airports: ['JFK'],
    });
  });

  it('shows a published card read-only, with Copy to a new draft and no Save', async () => {
    signInAs(buildUser({ permissions: ['rate-cards:view', 'rate-cards:create', 'rate-cards:publish'] }));
    serve(stored({ status: 'published', effectiveFrom: '2030-01-01T14:00:00.000Z' }), () => jsonResponse({}, 500));
    await renderApp('/rate-cards/5');
    expect(await screen.findByRole('button', { name: 'Copy to a new draft' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).disabled).toBe(true);
  });
});
