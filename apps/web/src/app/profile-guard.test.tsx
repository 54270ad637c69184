import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, currentUrl, renderRoutes, signInAs } from '../testing/test-utils';
import { RouteGuard } from './route-guard';

const routes = [
  {
    element: <RouteGuard />,
    children: [
      { path: '/', element: <p>Home page</p> },
      {
        path: '/users/:userId/profile-info',
        handle: { permission: 'users:profile-info', allowSelf: true },
        element: <p>Profile page</p>,
      },
    ],
  },
];

describe('the self rule on /users/{userId}/…', () => {
  it('opens your own profile without any users:* permission', async () => {
    signInAs(buildUser({ id: 7, permissions: [] }));
    renderRoutes(routes, '/users/7/profile-info');
    expect(await screen.findByText('Profile page')).toBeTruthy();
  });

  it("sends you home from someone else's profile without the permission", async () => {
    signInAs(buildUser({ id: 7, permissions: [] }));
    const { router } = renderRoutes(routes, '/users/8/profile-info');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(currentUrl(router)).toBe('/');
  });

  it("opens someone else's profile with the page's permission", async () => {
    signInAs(buildUser({ id: 7, permissions: ['users:profile-info'] }));
    renderRoutes(routes, '/users/8/profile-info');
    expect(await screen.findByText('Profile page')).toBeTruthy();
  });
});
