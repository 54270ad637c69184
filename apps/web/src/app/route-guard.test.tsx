import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../lib/session/session-store';
import { buildUser, currentUrl, renderRoutes, signInAs } from '../testing/test-utils';
import { guardRedirect, safeRedirect } from './guard-redirect';
import { RouteGuard } from './route-guard';

const routes = [
  {
    element: <RouteGuard />,
    children: [
      { path: '/', element: <p>Home page</p> },
      { path: '/login', element: <p>Sign-in page</p> },
      {
        path: '/affiliates',
        handle: { title: 'Affiliates', permission: 'affiliates:view' },
        element: <p>Affiliates page</p>,
      },
      { path: '/jobs/:reservationId', handle: { signedIn: true }, element: <p>Job page</p> },
      {
        path: '/drivers/:userId/jobs',
        handle: { anyOf: ['users:jobs', 'drivers:view'], allowSelf: true },
        element: <p>Schedule page</p>,
      },
      {
        path: '/settings',
        handle: { permission: 'settings:view' },
        children: [{ path: 'roles', handle: { permission: 'roles:view' }, element: <p>Roles page</p> }],
      },
    ],
  },
];

describe('route guard', () => {
  it('sends a signed-out visitor to sign in, remembering the page and its query', async () => {
    const { router } = renderRoutes(routes, '/affiliates?page=2&sort=-name');
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(currentUrl(router)).toBe('/login?redirect=%2Faffiliates%3Fpage%3D2%26sort%3D-name');
  });

  it('sends a signed-in user without the permission home', async () => {
    signInAs(buildUser({ permissions: ['cars:view'] }));
    const { router } = renderRoutes(routes, '/affiliates');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(currentUrl(router)).toBe('/');
  });

  it('shows the page to a user holding the permission', async () => {
    signInAs(buildUser({ permissions: ['affiliates:view'] }));
    renderRoutes(routes, '/affiliates');
    expect(await screen.findByText('Affiliates page')).toBeTruthy();
  });

  it('needs every permission along the matched branch', async () => {
    signInAs(buildUser({ permissions: ['roles:view'] }));
    const { router } = renderRoutes(routes, '/settings/roles');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(currentUrl(router)).toBe('/');
  });

  it('lets admins in everywhere', async () => {
    signInAs(buildUser({ isAdmin: true }));
    renderRoutes(routes, '/settings/roles');
    expect(await screen.findByText('Roles page')).toBeTruthy();
  });

  it('waits while the session is being restored instead of redirecting', async () => {
    document.cookie = 'livery.token=abc; path=/';
    sessionStore.reset();
    expect(sessionStore.getState().status).toBe('restoring');
    const { router } = renderRoutes(routes, '/affiliates');
    expect(await screen.findByLabelText('Restoring your session')).toBeTruthy();
    expect(currentUrl(router)).toBe('/affiliates');

    act(() => signInAs(buildUser({ permissions: ['affiliates:view'] })));
    expect(await screen.findByText('Affiliates page')).toBeTruthy();
  });

  it('opens a route of any of several permissions with one of them, or to its own user, and sends others home', async () => {
    for (const permissions of [['users:jobs'], ['drivers:view']] as const) {
      signInAs(buildUser({ id: 7, permissions: [...permissions] }));
      const { unmount } = renderRoutes(routes, '/drivers/8/jobs');
      expect(await screen.findByText('Schedule page')).toBeTruthy();
      unmount();
    }
    signInAs(buildUser({ id: 8, permissions: [] }));
    const own = renderRoutes(routes, '/drivers/8/jobs');
    expect(await screen.findByText('Schedule page')).toBeTruthy();
    own.unmount();
    signInAs(buildUser({ id: 7, permissions: ['drivers:edit', 'customers:view'] }));
    const { router } = renderRoutes(routes, '/drivers/8/jobs');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(currentUrl(router)).toBe('/');
  });

  it('sends a visitor to sign in before a signed-in-only page, then lets anyone signed in see it', async () => {
    const { router, unmount } = renderRoutes(routes, '/jobs/42');
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(currentUrl(router)).toBe('/login?redirect=%2Fjobs%2F42');
    unmount();
    signInAs(buildUser({ permissions: [] }));
    renderRoutes(routes, '/jobs/42');
    expect(await screen.findByText('Job page')).toBeTruthy();
  });

  it('leaves routes without a permission open to everyone', async () => {
    renderRoutes(routes, '/');
    expect(await screen.findByText('Home page')).toBeTruthy();
  });
});

describe('guardRedirect', () => {
  it('says where to go, or null', () => {
    const user = buildUser({ permissions: ['affiliates:view'] });
    expect(guardRedirect({ permissions: [], user: null, target: '/x' })).toBeNull();
    expect(guardRedirect({ permissions: ['affiliates:view'], user: null, target: '/affiliates' })).toBe(
      '/login?redirect=%2Faffiliates',
    );
    expect(guardRedirect({ permissions: ['affiliates:view'], user, target: '/affiliates' })).toBeNull();
    expect(guardRedirect({ permissions: ['cars:view'], user, target: '/cars' })).toBe('/');
    const alternatives = [['cars:view', 'affiliates:view']] as const;
    expect(guardRedirect({ permissions: [], alternatives, user, target: '/x' })).toBeNull();
    expect(guardRedirect({ permissions: [], alternatives: [['cars:view']], user, target: '/x' })).toBe('/');
    expect(guardRedirect({ permissions: [], signedIn: true, user: null, target: '/x' })).toBe('/login?redirect=%2Fx');
    expect(guardRedirect({ permissions: [], signedIn: true, user, target: '/x' })).toBeNull();
  });

  it('follows ?redirect= only inside the app', () => {
    expect(safeRedirect('/affiliates?page=2')).toBe('/affiliates?page=2');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
