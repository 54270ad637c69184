import type { Permission, SessionUser } from '@livery/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { sessionStore } from '../lib/session/session-store';

/** A JSON answer as the API sends it, for a test's `fetch`. */
export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function buildUser(overrides: Partial<SessionUser> & { permissions?: Permission[] } = {}): SessionUser {
  return {
    id: 7,
    firstName: 'Dana',
    lastName: 'Dispatcher',
    fullName: 'Dana Dispatcher',
    email: 'dana@livery.test',
    phoneNumber: null,
    isAdmin: false,
    permissions: [],
    Roles: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Signs a user in for the test (the session store only; no cookies). */
export function signInAs(user: SessionUser = buildUser()): SessionUser {
  sessionStore.signedIn({ user, token: 'test-token' });
  return user;
}

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });

/** Renders routes in a memory router with a fresh query client; returns the router to inspect the URL. */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createTestQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

export const currentUrl = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** The real app routes (frame, guard, lazy pages) in a memory router, with the app's providers. */
export async function renderApp(initialPath: string) {
  const [{ routes }, { AppProvider }] = await Promise.all([import('../app/routes'), import('../app/provider')]);
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createTestQueryClient();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}
