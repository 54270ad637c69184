import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { signInPath } from '../app/guard-redirect';
import { AppProvider } from '../app/provider';
import { setUnauthorizedHandler } from '../lib/api-client';
import { endSession } from '../lib/session';
import { SYSTEM_FONT_FAMILY } from '../lib/theme/create-app-theme';
import { PhoneRoutes } from './phone-routes';

/** A 401 on an authenticated call: the session is over, sign in again and come back (as the dashboard's `App`). */
function UnauthorizedHandler({ queryClient }: { queryClient: QueryClient }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  useEffect(() => {
    setUnauthorizedHandler(() => {
      endSession(queryClient);
      if (pathname === '/login') return;
      toast.info('Your session has ended. Please sign in again.');
      void navigate(signInPath(here), { replace: true });
    });
    return () => setUnauthorizedHandler(undefined);
  }, [navigate, queryClient, pathname, here]);
  return null;
}

/**
 * The phone entry's app: the dashboard's providers (theme, query client, toasts) and a plain browser router over the
 * phone-first screens (decision 085). Not the dashboard's data router: its loaders, actions and route matching add
 * 17 kB gzip that these few routes do not use. It draws in the phone's own font, for every script, and loads none
 * (decision 086): Roboto's Latin faces were 70 kB on a slow network before the page's text could settle.
 */
export function PhoneApp({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient} fontFamily={SYSTEM_FONT_FAMILY}>
      <BrowserRouter>
        <UnauthorizedHandler queryClient={queryClient} />
        <PhoneRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
