import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ChunkReload from '../../lib/chunk-reload';
import { CHUNK_RELOAD_KEY } from '../../lib/chunk-reload';
import { ErrorScreen } from './error-screen';
import { NotFoundScreen } from './not-found-screen';
import { RouteErrorBoundary } from './route-error-boundary';

const reload = vi.hoisted(() => vi.fn());
vi.mock('../../lib/chunk-reload', async (importOriginal) => {
  const original = await importOriginal<typeof ChunkReload>();
  // Same guard, but the page reload is observed instead of performed (jsdom cannot reload).
  return { ...original, reloadForChunkError: () => original.reloadForChunkError({ reload }) };
});

function renderFailingRoute(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorBoundary />,
        hydrateFallbackElement: <p>Loading</p>,
        lazy: async () => {
          throw error;
        },
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/affiliates-x1.js');

describe('error screens', () => {
  beforeEach(() => reload.mockClear());

  it('the not-found screen says 404 Page Not Found and logs the path', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '*', element: <NotFoundScreen /> }], { initialEntries: ['/nope'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Page not found: /nope');
  });

  it('the error screen shows the message in a card of at least 268 px', () => {
    render(<ErrorScreen message="The server is down." />);
    const card = screen.getByRole('alert');
    expect(card.textContent).toContain('The server is down.');
    expect(getComputedStyle(card).minHeight).toBe('268px');
  });

  it('a route error shows its message on the error screen', async () => {
    renderFailingRoute(new Error('Boom in the page'));
    expect(await screen.findByText('Boom in the page')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a missing chunk reloads the page', async () => {
    renderFailingRoute(chunkError());
    expect(await screen.findByLabelText('Updating the app')).toBeTruthy();
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('a missing chunk within 10 s of the last reload shows the error instead of looping', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 3_000));
    renderFailingRoute(chunkError());
    expect(await screen.findByText(/Failed to fetch dynamically imported module/)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});
