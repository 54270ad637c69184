import { Navigate, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { PageLoader } from '../components/ui/page-loader';
import { RootLayout } from './layouts/root-layout';
import type { RouteHandle } from './route-handle';
import type * as RecoveryRoutes from './routes/account-recovery';
import type * as ProfileRoutes from './routes/user-profile';
import type * as SettingsRoutes from './routes/settings-access';
import { RouteGuard } from './route-guard';

/** A screen not built yet: its route, title and permission work; the page says it is coming. */
const comingSoon = (heading: string) => async () => {
  const { ComingSoonPage } = await import('./routes/coming-soon');
  return { Component: () => <ComingSoonPage heading={heading} /> };
};

/** A titled, guarded list screen still to come (SPEC §2 "table-driven lists"). */
const listPlaceholder = (path: string, title: string, permission: RouteHandle['permission']): RouteObject => ({
  path,
  handle: { title, permission } satisfies RouteHandle,
  lazy: comingSoon(title),
});

const page = (route: RouteObject & { handle?: RouteHandle }) => route;

type Exports<M> = { [K in keyof M]: M[K] extends () => unknown ? K : never }[keyof M];

const recovery = (name: Exports<typeof RecoveryRoutes>) => async () => ({
  Component: (await import('./routes/account-recovery'))[name],
});
const settingsPage = (name: Exports<typeof SettingsRoutes>) => async () => ({
  Component: (await import('./routes/settings-access'))[name],
});
/** A `/users/{userId}/…` page: your own needs nothing, someone else's needs the permission (DESIGN §4). */
const profilePage = (
  path: string,
  permission: NonNullable<RouteHandle['permission']>,
  name: Exports<typeof ProfileRoutes>,
) =>
  page({
    path,
    handle: { permission, allowSelf: true },
    lazy: async () => ({ Component: (await import('./routes/user-profile'))[name] }),
  });

/** The screens of SPEC §2. Every page is a lazy chunk; `handle` carries the title and the permission. */
export const appRoutes: RouteObject[] = [
  page({ index: true, lazy: async () => ({ Component: (await import('./routes/home')).HomePage }) }),
  page({ path: 'home', element: <Navigate to="/" replace /> }),
  page({ path: 'login', lazy: async () => ({ Component: (await import('./routes/login')).LoginPage }) }),
  page({ path: 'forgot-password', handle: { title: 'Forgot Password' }, lazy: recovery('ForgotPasswordPage') }),
  page({ path: 'verify-email', handle: { title: 'Verify Email' }, lazy: recovery('VerifyEmailPage') }),
  page({ path: 'reset-password', handle: { title: 'Reset Password' }, lazy: recovery('ResetPasswordPage') }),

  listPlaceholder('reservations', 'Reservations', 'reservations:view'),
  page({
    path: 'reservation/details/:reservationId',
    handle: { permission: 'reservations:details' },
    lazy: comingSoon('Reservation Details'),
  }),
  page({ path: 'reservation/create', lazy: comingSoon('Create Reservation') }),
  page({
    path: 'reservation/update/:reservationId',
    handle: { permission: 'reservations:edit' },
    lazy: comingSoon('Update Reservation'),
  }),
  page({
    path: 'cars',
    handle: { title: 'Cars', permission: 'cars:view' },
    lazy: async () => ({ Component: (await import('./routes/cars')).CarsPage }),
  }),
  page({
    path: 'surges',
    handle: { title: 'Surges', permission: 'surges:view' },
    lazy: async () => ({ Component: (await import('./routes/surges')).SurgesPage }),
  }),
  page({
    path: 'discount-codes',
    handle: { title: 'Discount Codes', permission: 'discount-codes:view' },
    lazy: async () => ({ Component: (await import('./routes/discount-codes')).DiscountCodesPage }),
  }),
  page({
    path: 'addons',
    handle: { title: 'Addons', permission: 'addons:view' },
    lazy: async () => ({ Component: (await import('./routes/addons')).AddonsPage }),
  }),
  page({
    path: 'customers',
    handle: { title: 'Customers', permission: 'customers:view' },
    lazy: async () => ({ Component: (await import('./routes/people')).CustomersPage }),
  }),
  page({
    path: 'drivers',
    handle: { title: 'Drivers', permission: 'drivers:view' },
    lazy: async () => ({ Component: (await import('./routes/people')).DriversPage }),
  }),
  page({
    path: 'affiliates',
    handle: { title: 'Affiliates', permission: 'affiliates:view' },
    lazy: async () => ({ Component: (await import('./routes/affiliates')).AffiliatesPage }),
  }),
  listPlaceholder('static-pages', 'Static Pages', 'static-page-editor:view'),

  page({
    path: 'settings',
    children: [
      page({
        index: true,
        handle: { permission: 'settings:view' },
        lazy: async () => ({ Component: (await import('./routes/settings')).SettingsPage }),
      }),
      page({ path: 'roles', handle: { permission: 'roles:view' }, lazy: settingsPage('RolesPage') }),
      page({ path: 'permissions', handle: { permission: 'permissions:view' }, lazy: settingsPage('PermissionsPage') }),
      page({
        path: 'users-with-roles',
        handle: { permission: 'user-roles:view' },
        lazy: settingsPage('UsersWithRolesPage'),
      }),
      page({
        path: 'configurations',
        handle: { permission: 'configurations:view' },
        lazy: comingSoon('Configurations'),
      }),
    ],
  }),

  page({
    path: 'users/:userId',
    children: [
      page({ index: true, element: <Navigate to="profile-info" replace /> }),
      profilePage('profile-info', 'users:profile-info', 'ProfileInfoPage'),
      profilePage('user-attachments', 'users:attachments', 'AttachmentsPage'),
      profilePage('change-password', 'users:change-password', 'ChangePasswordPage'),
      profilePage('change-email', 'users:change-email', 'ChangeEmailPage'),
      profilePage('user-reservations', 'users:jobs', 'UserReservationsPage'),
    ],
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
