import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, currentUrl, renderApp, signInAs } from '../testing/test-utils';

// The pages are lazy chunks; transform them once up front so no test waits on a cold import.
beforeAll(async () => {
  await Promise.all([import('./routes/home'), import('./routes/login'), import('./routes/not-found')]);
}, 30_000);

describe('app routes', () => {
  it('shows the not-found screen for an unknown path and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Page not found: /no/such/page');
    expect(document.title).toBe('Livery');
  });

  it('redirects a signed-out visitor from a guarded list to the sign-in page', async () => {
    const { router } = await renderApp('/affiliates');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/login?redirect=%2Faffiliates');
  });

  it('titles the page after the deepest route with a title', async () => {
    signInAs(buildUser({ permissions: ['reservations:view'] }));
    await renderApp('/reservations');
    expect(await screen.findByRole('heading', { name: 'Reservations' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Livery - Reservations'));
  });

  it('redirects /home to / and greets a signed-in user with the areas they may see', async () => {
    signInAs(buildUser({ permissions: ['affiliates:view'] }));
    const { router } = await renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Hello, Dana' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/');
    const areas = screen.getByRole('list', { name: 'Areas' });
    expect(areas.textContent).toContain('Affiliates');
    expect(areas.textContent).not.toContain('Reservations');
  });

  it('offers a customer “Book a trip” on their home, straight to booking (issue 38), and no one who may not', async () => {
    signInAs(buildUser({ firstName: 'Ada', permissions: ['reservations:create', 'reservations:draft'] }));
    const { unmount } = await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Hello, Ada' })).toBeTruthy();
    const book = screen.getByRole('link', { name: 'Book a trip' });
    expect(book.getAttribute('href')).toBe('/reservation/create?isGettingAQuote=false');
    unmount();
    signInAs(buildUser({ firstName: 'Vera', permissions: ['affiliates:view'] }));
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Hello, Vera' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Book a trip' })).toBeNull();
  });

  it('lists only the permitted areas in the navigation', async () => {
    signInAs(buildUser({ permissions: ['cars:view', 'drivers:view'] }));
    await renderApp('/');
    // jsdom has no media queries, so the narrow-screen drawer is used: open it.
    fireEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => a.textContent);
    expect(links).toEqual(['Home', 'Cars', 'Drivers']);
  });
});
