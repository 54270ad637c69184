import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse, renderRoutes, signInAs } from '../../../testing/test-utils';
import { CustomerTripsList } from './customer-trips-list';

afterEach(() => vi.restoreAllMocks());

describe('a traveller’s trips list', () => {
  it('asks the API for the trips still to come first (sort=upcoming), not the latest pickup first (issue 38)', async () => {
    const asked: URL[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://livery.test');
      if (url.pathname === '/api/v1/reservations') {
        asked.push(url);
        return jsonResponse({ dataItems: [], count: 0 });
      }
      return jsonResponse({ error: { code: 'NOT_FOUND', message: `${url.pathname} is not served here` } }, 404);
    });
    signInAs(buildUser({ id: 12, permissions: ['reservations:create'] }));
    renderRoutes([{ path: '/', element: <CustomerTripsList userId={12} /> }], '/');
    await screen.findByRole('table', { name: 'Your trips' });
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked[0]?.searchParams.get('sort')).toBe('upcoming');
    expect(asked[0]?.searchParams.get('userId')).toBe('12');
  });
});
