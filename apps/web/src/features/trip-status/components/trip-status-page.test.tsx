import type { TripStatus } from '@livery/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils';

const STATUS: TripStatus = {
  number: 'A1042',
  status: 'assigned',
  progress: 'on-the-way',
  progressLabel: 'On the way',
  steps: [
    { progress: 'accepted', label: 'Accepted', at: '2031-06-05T18:00:00.000Z' },
    { progress: 'on-the-way', label: 'On the way', at: '2031-06-05T18:05:00.000Z' },
    { progress: 'on-location', label: 'On location', at: null },
    { progress: 'on-board', label: 'Passenger on board', at: null },
    { progress: 'dropped-off', label: 'Dropped off', at: null },
  ],
  pickUpLocal: { date: '2031-06-05', time: '2:30 PM', weekday: 'Thursday' },
  pickUpLocation: 'JFK Terminal 4',
  dropOffLocation: '20 W 34th St',
  driverFirstName: 'Sam',
  carName: 'Sedan',
  officePhone: '+1 212 555 0100',
  position: {
    lat: 40.7128,
    lng: -74.006,
    at: '2031-06-05T18:06:00.000Z',
    mapUrl: 'https://www.openstreetmap.org/?mlat=40.71280&mlon=-74.00600#map=16/40.71280/-74.00600',
    street: null,
  },
};

/** The page's GET answers `answer`; its stream sends `events` (text), then stays open until aborted. */
function serve(answer: Response, events = '') {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    if (path.endsWith('/events')) {
      return new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(events));
            init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
          },
        }),
        { status: answer.status === 200 ? 200 : answer.status, headers: { 'content-type': 'text/event-stream' } },
      );
    }
    return answer.clone();
  });
}

async function renderPage() {
  const { TripStatusPage } = await import('./trip-status-page');
  return renderRoutes([{ path: '/status/:token', element: <TripStatusPage /> }], '/status/1042-abc');
}

beforeAll(async () => {
  await import('./trip-status-page');
}, 30_000);
afterEach(() => vi.restoreAllMocks());

describe('the trip status page', () => {
  it('shows the status large, the driver and car, the steps, the map and a call to the office', async () => {
    serve(jsonResponse({ data: STATUS }));
    await renderPage();
    expect((await screen.findByRole('status')).textContent).toContain('On the way');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Your trip A1042');
    expect(screen.getByText('Sam · Sedan')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Call the office/ }).getAttribute('href')).toBe('tel:+12125550100');
    expect(screen.getByRole('link', { name: /Where your driver is/ }).getAttribute('href')).toBe(
      STATUS.position!.mapUrl,
    );
    const steps = screen.getByRole('list', { name: 'Steps of your trip' });
    expect(steps.querySelectorAll('li')).toHaveLength(5);
    expect(screen.queryByText(/Your driver is near/)).toBeNull();
    expect(steps.textContent).toContain('not yet');
  });

  it('names the street of the driver’s position when the server has a geocoder', async () => {
    serve(jsonResponse({ data: { ...STATUS, position: { ...STATUS.position!, street: '350 5th Avenue, New York' } } }));
    await renderPage();
    expect(await screen.findByRole('link', { name: /Your driver is near 350 5th Avenue, New York/ })).toBeTruthy();
  });

  it('follows the live stream', async () => {
    const there = { ...STATUS, progress: 'on-location', progressLabel: 'On location', position: null };
    serve(jsonResponse({ data: STATUS }), `retry: 3000\n\nevent: status\ndata: ${JSON.stringify(there)}\n\n`);
    await renderPage();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('On location'));
    expect(screen.queryByRole('link', { name: /Where your driver is/ })).toBeNull();
  });

  it('says when the link has expired (410) and when it opens nothing (404)', async () => {
    serve(jsonResponse({ error: { code: 'GONE', message: 'This link has expired.' } }, 410));
    const { unmount } = await renderPage();
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    unmount();
    vi.restoreAllMocks();
    serve(jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404));
    await renderPage();
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });
});
