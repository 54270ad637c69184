import { rateCardSchema, type StoredRateCard, type WhatIfLine, type WhatIfResult } from '@livery/domain';
import { sampleCardBody } from '@livery/domain/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse, renderApp, signInAs } from '../../../testing/test-utils';
import { lastMonth } from './what-if-section';

const draft: StoredRateCard = {
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
};

const figures = (trips: number, before: number, after: number, percent: number | null) => ({
  trips,
  before,
  after,
  difference: Math.round((after - before) * 100) / 100,
  percent,
});

const RESULT: WhatIfResult = {
  cardId: 5,
  from: '2026-10-01',
  to: '2026-10-31',
  priced: figures(2, 393.9, 433.29, 10),
  byMonth: [{ month: '2026-10', ...figures(2, 393.9, 433.29, 10) }],
  byService: [
    { service: 'hourly', ...figures(1, 332, 366.2, 10.3) },
    { service: 'transfer', ...figures(1, 61.9, 67.09, 8.38) },
  ],
  byClass: [{ classes: 'Sedan', ...figures(2, 393.9, 433.29, 10) }],
  top: [
    {
      id: 41,
      number: 'A41',
      date: '2026-10-20',
      service: 'hourly',
      classes: 'Sedan',
      before: 332,
      after: 366.2,
      difference: 34.2,
    },
  ],
  skipped: [{ reason: 'class-not-on-card', label: 'Limousine is not on the card', trips: 3, before: 450 }],
  seconds: 0.4,
};

/** The what-if's answer as a stream the test writes line by line. */
function stream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'application/x-ndjson' } }),
    write: (line: WhatIfLine) => controller?.enqueue(encoder.encode(`${JSON.stringify(line)}\n`)),
    end: () => controller?.close(),
  };
}

function serve(whatIf: (body: unknown) => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input).replace(/\?.*$/, '');
    if (path === '/api/v1/business-date')
      return jsonResponse({ data: { today: '2026-11-28', timeZone: 'America/New_York', timeFormat: '12h' } });
    if (path === '/api/v1/rate-cards/5/what-if' && init?.method === 'POST')
      return whatIf(JSON.parse(String(init.body)));
    if (path === '/api/v1/rate-cards/5') return jsonResponse({ data: draft });
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
  });
}

beforeAll(async () => {
  await import('./rate-card-page');
}, 30_000);

afterEach(() => vi.restoreAllMocks());

const editor = () => buildUser({ permissions: ['rate-cards:view', 'rate-cards:edit'] });

describe('the what-if on a draft card', () => {
  it('runs last month by default, shows progress while it runs, then the totals, the breakdowns and the trips', async () => {
    signInAs(editor());
    const sent: unknown[] = [];
    const answer = stream();
    serve((body) => {
      sent.push(body);
      return answer.response;
    });
    await renderApp('/rate-cards/5');
    const section = await screen.findByRole('region', { name: 'What if' });
    await waitFor(() =>
      expect((within(section).getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe('2026-10-01'),
    );
    expect((within(section).getByRole('textbox', { name: 'To' }) as HTMLInputElement).value).toBe('2026-10-31');
    fireEvent.click(within(section).getByRole('button', { name: 'Run' }));

    answer.write({ progress: { done: 0, total: 20000 } });
    answer.write({ progress: { done: 10000, total: 20000 } });
    const bar = await within(section).findByRole('progressbar', { name: 'What-if progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(within(section).getByText('10,000 of 20,000 trips priced')).toBeTruthy();
    expect((within(section).getByRole('button', { name: 'Run' }) as HTMLButtonElement).disabled).toBe(true);
    answer.write({ result: RESULT });
    answer.end();

    const result = await within(section).findByRole('region', { name: 'What-if result' });
    expect(sent).toEqual([{ from: '2026-10-01', to: '2026-10-31' }]);
    expect(within(section).queryByRole('progressbar')).toBeNull();
    for (const text of ['$393.90', '$433.29', '+$39.39', '+10%'])
      expect(within(result).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(result).getByText(/Limousine is not on the card: 3 \(\$450\.00\)/)).toBeTruthy();
    const byService = within(result).getByRole('table', { name: 'By service type' });
    expect(
      within(byService)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ServiceTripsBeforeAfterDifference%',
      'Hourly1$332.00$366.20+$34.20+10.3%',
      'Transfer1$61.90$67.09+$5.19+8.38%',
    ]);
    expect(within(result).getByRole('table', { name: 'By month' }).textContent).toContain('October 2026');
    const trip = within(result).getByRole('link', { name: 'A41' });
    expect(trip.getAttribute('href')).toBe('/reservation/details/41');
  });

  it('shows the API’s refusal at its field', async () => {
    signInAs(editor());
    serve(() =>
      jsonResponse(
        {
          error: {
            code: 'VALIDATION',
            message: 'Please correct: to',
            fields: { to: 'The period must be at most 13 months: To must be before 2027-11-01' },
          },
        },
        400,
      ),
    );
    await renderApp('/rate-cards/5');
    const section = await screen.findByRole('region', { name: 'What if' });
    const from = within(section).getByRole('textbox', { name: 'From' });
    fireEvent.change(from, { target: { value: '2026-10-01' } });
    fireEvent.change(within(section).getByRole('textbox', { name: 'To' }), { target: { value: '2027-12-31' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Run' }));
    expect(await within(section).findByText(/at most 13 months/)).toBeTruthy();
    expect(within(section).getByRole('textbox', { name: 'To' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('is not there for one who may only view cards', async () => {
    signInAs(buildUser({ permissions: ['rate-cards:view'] }));
    serve(() => jsonResponse({}, 500));
    await renderApp('/rate-cards/5');
    await screen.findByRole('region', { name: 'Name and services' });
    expect(screen.queryByRole('region', { name: 'What if' })).toBeNull();
  });

  it('starts on last month', () => {
    expect(lastMonth('2026-11-28')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(lastMonth('2027-01-01')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(lastMonth('2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
