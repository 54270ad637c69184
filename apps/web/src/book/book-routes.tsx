import { WIDGET_PAGE_PATH } from '@livery/domain';
import { Navigate, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { PageLoader } from '../components/ui/page-loader';
import type { RouteHandle } from '../app/route-handle';
import { LoginPage } from '../app/routes/login';
import { BookingWizard } from '../features/booking/components/booking-wizard';
import { BookLayout } from './book-layout';
import { LeaveForApp } from './leave-for-app';

/** Where the widget's frame starts, and the visitor's page is. */
export const BOOKING_PATH = '/reservation/create';

const page = (route: RouteObject & { handle?: RouteHandle }) => route;

/**
 * The booking entry's routes: the wizard, and the sign-in and sign-up a visitor needs to book without leaving it (in
 * the widget's frame they are the only way to sign in). Every other path is the dashboard's (`LeaveForApp`).
 */
export const bookRoutes: RouteObject[] = [
  {
    element: <BookLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      page({ path: BOOKING_PATH, handle: { title: 'Create Reservation' }, Component: BookingWizard }),
      page({ path: 'login', handle: { title: 'Sign in' }, Component: LoginPage }),
      page({
        path: 'signup',
        handle: { title: 'Sign Up' },
        lazy: async () => ({ Component: (await import('../app/routes/sign-up')).SignUpPage }),
      }),
      // The widget's address opened outside a frame (a shared link): the visitor's page.
      page({ path: WIDGET_PAGE_PATH, element: <Navigate to={BOOKING_PATH} replace /> }),
      page({ path: '*', Component: LeaveForApp }),
    ],
  },
];
