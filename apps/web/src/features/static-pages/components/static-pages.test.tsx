import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse, renderApp, renderRoutes, signInAs } from '../../../testing/test-utils';

/** Answers the calls a screen makes by path; anything else is a 404. */
function serve(routes: Record<string, () => Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input).replace(/\?.*$/, '');
    const answer = routes[path];
    return answer ? answer() : jsonResponse({ error: { code: 'NOT_FOUND', message: 'This page was not found.' } }, 404);
  });
}

beforeAll(async () => {
  await Promise.all([import('./published-page'), import('./static-page-form-dialog'), import('./site-footer')]);
}, 30_000);

afterEach(() => vi.restoreAllMocks());

describe('the public page at /{slug}', () => {
  it('shows an active page to a visitor, sanitised again, titled after it, and links it in the footer', async () => {
    serve({
      '/api/v1/static-pages/by-slug/about-us': () =>
        jsonResponse({
          data: {
            title: 'About us',
            slug: 'about-us',
            content:
              '<h2>Since 1999</h2><img src="x" onerror="window.xss = 1"><p><a href="javascript:alert(1)">x</a></p>',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        }),
      '/api/v1/static-pages/available': () =>
        jsonResponse({ dataItems: [{ title: 'About us', slug: 'about-us' }], count: 1 }),
    });
    await renderApp('/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Since 1999' })).toBeTruthy();
    expect(document.querySelector('main img')).toBeNull();
    expect(document.querySelector('main [href^="javascript"]')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Livery - About us'));
    const footer = await screen.findByRole('navigation', { name: 'Site pages' });
    expect(footer.querySelector('a')?.getAttribute('href')).toBe('/about-us');
  });

  it('shows the title once, then “Get a quote” and the office’s number to call (issue 38)', async () => {
    serve({
      '/api/v1/static-pages/by-slug/about': () =>
        jsonResponse({
          data: {
            title: 'About us',
            slug: 'about',
            content: '<h2>About us</h2><p>Book online, or call us.</p>',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        }),
      '/api/v1/configurations/public': () => jsonResponse({ data: { home: { contactNumber: '+1 (212) 555-0100' } } }),
    });
    await renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'About us' })).toHaveLength(1);
    const contact = await screen.findByRole('region', { name: 'Book a ride' });
    const quote = within(contact).getByRole('link', { name: 'Get a quote' });
    expect(quote.getAttribute('href')).toBe('/reservation/create');
    const call = within(contact).getByRole('link', { name: 'Call +1 (212) 555-0100' });
    expect(call.getAttribute('href')).toBe('tel:+12125550100');
  });

  it('shows the 404 screen for an inactive or unknown slug, and for a path no slug could be', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = serve({});
    await renderApp('/hidden-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/v1/static-pages/by-slug/hidden-page');
  });

  it('does not ask for a path that is not a slug', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = serve({});
    await renderApp('/About_Us');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/v1/static-pages/by-slug/About_Us');
  });
});

describe('the page form', () => {
  it('fills the slug from the title until the slug is typed in', async () => {
    signInAs(buildUser({ permissions: ['static-page-editor:view', 'static-page-editor:create'] }));
    serve({});
    const { StaticPageFormDialog } = await import('./static-page-form-dialog');
    renderRoutes([{ path: '/', element: <StaticPageFormDialog open onClose={() => {}} /> }], '/');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    fireEvent.change(title, { target: { value: 'Über uns & FAQ' } });
    expect((slug as HTMLInputElement).value).toBe('uber-uns-faq');
    fireEvent.change(slug, { target: { value: 'faq' } });
    fireEvent.change(title, { target: { value: 'Questions' } });
    expect((slug as HTMLInputElement).value).toBe('faq');
  });

  it('shows why a slug is refused before anything is sent', async () => {
    signInAs(buildUser({ permissions: ['static-page-editor:view', 'static-page-editor:create'] }));
    const fetchMock = serve({});
    const { StaticPageFormDialog } = await import('./static-page-form-dialog');
    renderRoutes([{ path: '/', element: <StaticPageFormDialog open onClose={() => {}} /> }], '/');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Cars' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('/cars is a screen of the app; choose another slug')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });
});
