import type { Home } from '@livery/domain';
import { SAMPLE_HOME, visitorHomeTexts } from '@livery/domain/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils';
import { visibleTexts } from '../../../testing/visible-texts';
import { PublicHome } from './public-home';

/** Only the home's texts are read here (the rest of the public configuration is the booking's). */
function serve(home: Home) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    String(input).startsWith('/api/v1/configurations/public')
      ? jsonResponse({ data: { home } })
      : jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404),
  );
}

const HOME = SAMPLE_HOME;

afterEach(() => vi.restoreAllMocks());

/** The server's `/` is held to the same list (apps/api/src/modules/public-site/visitor-pages.test.ts). */
describe('the SPA’s public home, from the domain’s description (decision 076)', () => {
  it('shows exactly the description’s texts, in order, with its links', async () => {
    serve(HOME);
    const { container } = renderRoutes([{ path: '/', Component: PublicHome }], '/');
    await screen.findByRole('heading', { level: 1 });
    expect(visibleTexts(container)).toEqual(visitorHomeTexts(HOME));
    expect(screen.getByRole('link', { name: 'Get a quote' }).getAttribute('href')).toBe('/reservation/create');
    expect(screen.getByRole('link', { name: 'Call +1 212 555 0100' }).getAttribute('href')).toBe('tel:+12125550100');
    expect(screen.getByRole('link', { name: 'get a quote online' }).getAttribute('href')).toBe('/reservation/create');
  });

  it('leaves out the cards and the FAQ when none is written', async () => {
    const bare = { ...HOME, services: '', satisfaction: '', payment: '', faq: [] };
    serve(bare);
    const { container } = renderRoutes([{ path: '/', Component: PublicHome }], '/');
    await screen.findByRole('heading', { level: 1 });
    expect(visibleTexts(container)).toEqual(visitorHomeTexts(bare));
    expect(screen.queryByRole('list', { name: 'About us' })).toBeNull();
  });
});
