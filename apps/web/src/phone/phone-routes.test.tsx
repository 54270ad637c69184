import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { buildUser, createTestQueryClient, signInAs } from '../testing/test-utils';
import { PhoneRoutes } from './phone-routes';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The API as a driver with nothing assigned sees it; the live events' stream stays open until aborted. */
function serveApi() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path.endsWith('/events'))
      return new Response(
        new ReadableStream({
          start: (controller) =>
            init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError'))),
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    if (path.endsWith('/jobs/today')) return json({ data: { dataItems: [], duty: { onDuty: false, since: null } } });
    return json({ dataItems: [], count: 0 });
  });
}

function renderPhone(path: string) {
  return render(
    <AppProvider queryClient={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <PhoneRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
}

// The pages are lazy chunks; transform them once up front so no test waits on a cold import.
beforeAll(async () => {
  await Promise.all([import('../features/jobs/components/today-page'), import('../app/routes/login')]);
}, 30_000);

afterEach(() => vi.restoreAllMocks());

describe('the phone entry (issue 38, decision 085)', () => {
  it('draws a driver’s Today in a slim bar and one main landmark, titled as the dashboard titles it', async () => {
    serveApi();
    signInAs(buildUser({ firstName: 'Dev', Roles: [{ id: 5, name: 'driver' }] }));
    renderPhone('/today');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Today' })).toBeTruthy();
    expect(await screen.findByText(/No jobs today or next/)).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(document.title).toBe('Livery - Today');
    // No drawer: the dashboard's frame stays out.
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Livery' }).getAttribute('href')).toBe('/');
  });

  it('opens the account’s menu, loaded when first asked: the dashboard, the profile, the theme, signing out', async () => {
    serveApi();
    signInAs(buildUser({ id: 9, fullName: 'Dev Driver' }));
    renderPhone('/today');
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Dev Driver')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' }).getAttribute('href')).toBe('/');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/users/9/profile-info');
    expect(within(menu).getByRole('menuitem', { name: 'Dark theme' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
  });

  it('sends someone signed out to its own sign-in, which brings them back', async () => {
    serveApi();
    renderPhone('/trips/12');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /create an account/i }).getAttribute('href')).toContain(
      `redirect=${encodeURIComponent('/trips/12')}`,
    );
  });
});
