import { Navigate, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { PageLoader } from '../components/ui/page-loader';
import { ProfileArea, SettingsNav } from './layouts/lazy-layouts';
import { RootLayout } from './layouts/root-layout';
import type { RouteHandle } from './route-handle';
import { RouteGuard } from './route-guard';
import type * as RecoveryRoutes from './routes/account-recovery';
import {
  JOB_SCREENS,
  MAIN_SCREENS,
  PROFILE_SCREENS,
  RESERVATION_SCREENS,
  SETTINGS_SCREEN,
  SETTINGS_SCREENS,
  type Screen,
} from './screens';

/** A layout whose code loads beside the page's (lazy-layouts.ts). */
type Preloadable = { preload: () => Promise<unknown> };

const page = (route: RouteObject & { handle?: RouteHandle }) => route;

const handleOf = ({ title, permission, allowSelf, anyOf, signedIn }: Screen): RouteHandle => ({
  title,
  permission,
  allowSelf,
  ...(anyOf ? { anyOf } : {}),
  ...(signedIn ? { signedIn } : {}),
});
/** The screen's chunk, and its layout's (settings tabs, profile area) alongside, so neither waits for the other. */
const lazyOf =
  ({ load }: Screen, layout?: Preloadable) =>
  async () => {
    const [Component] = await Promise.all([load(), layout?.preload()]);
    return { Component };
  };

/** A declared screen as a route: a lazy chunk, its title and permission in `handle` for the guard and the title. */
const screenRoute =
  (layout?: Preloadable) =>
  (screen: Screen): RouteObject =>
    page({ path: screen.path, handle: handleOf(screen), lazy: lazyOf(screen, layout) });

type Exports<M> = { [K in keyof M]: M[K] extends () => unknown ? K : never }[keyof M];
const recovery = (name: Exports<typeof RecoveryRoutes>) => async () => ({
  Component: (await import('./routes/account-recovery'))[name],
});

/** The screens of SPEC §2 (declared in screens.tsx) and the pages outside the menus. */
export const appRoutes: RouteObject[] = [
  page({ index: true, lazy: async () => ({ Component: (await import('./routes/home')).HomePage }) }),
  page({ path: 'home', element: <Navigate to="/" replace /> }),
  // Lazy since decision 067: a visitor's /login is the server's page; this one answers only the guard's redirect and a
  // session that ended, and its form (react-hook-form, zod) stays out of every first screen (issue 38).
  page({ path: 'login', lazy: async () => ({ Component: (await import('./routes/login')).LoginPage }) }),
  page({
    path: 'signup',
    handle: { title: 'Sign Up' },
    lazy: async () => ({ Component: (await import('./routes/sign-up')).SignUpPage }),
  }),
  page({ path: 'forgot-password', handle: { title: 'Forgot Password' }, lazy: recovery('ForgotPasswordPage') }),
  page({ path: 'verify-email', handle: { title: 'Verify Email' }, lazy: recovery('VerifyEmailPage') }),
  page({ path: 'reset-password', handle: { title: 'Reset Password' }, lazy: recovery('ResetPasswordPage') }),

  ...MAIN_SCREENS.filter((screen) => screen !== SETTINGS_SCREEN).map(screenRoute()),
  ...RESERVATION_SCREENS.map(screenRoute()),
  ...JOB_SCREENS.map(screenRoute()),
  page({
    path: 'settings',
    children: [
      page({ index: true, handle: handleOf(SETTINGS_SCREEN), lazy: lazyOf(SETTINGS_SCREEN, SettingsNav) }),
      ...SETTINGS_SCREENS.map(screenRoute(SettingsNav)),
    ],
  }),
  page({
    path: 'users/:userId',
    children: [
      page({ index: true, element: <Navigate to="profile-info" replace /> }),
      ...PROFILE_SCREENS.map(screenRoute(ProfileArea)),
    ],
  }),

  // `/{slug}` (SPEC §2): a static page, for anyone; ranked after every named route, before the catch-all.
  page({
    path: ':slug',
    handle: { titleFromPage: true },
    lazy: async () => ({
      Component: (await import('../features/static-pages/components/published-page')).PublishedPage,
    }),
  }),
  page({ path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundPage }) }),
];

/**
 * Root: frame + title + global error. Below it a pathless route holds the guard and the
 * error boundary, so a failing page shows the error screen inside the frame.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageLoader />,
    children: [{ element: <RouteGuard />, errorElement: <RouteErrorBoundary />, children: appRoutes }],
  },
];
