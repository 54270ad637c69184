import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { loadToasts, toast } from '../lib/toast';
import { setUnauthorizedHandler } from '../lib/api-client';
import { loadPayPalWhenIdle } from '../lib/paypal';
import { loadOtherFontsLater } from './other-fonts';
import { endSession } from '../lib/session';
import { signInPath } from './guard-redirect';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

/** A 401 on an authenticated call: the session is over, sign in again and come back. */
function handleUnauthorized(router: AppRouter, queryClient: QueryClient) {
  endSession(queryClient);
  const { pathname, search } = router.state.location;
  if (pathname === '/login') return;
  toast.info('Your session has ended. Please sign in again.');
  void router.navigate(signInPath(`${pathname}${search}`), { replace: true });
}

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  useEffect(() => {
    setUnauthorizedHandler(() => handleUnauthorized(router, queryClient));
    return () => setUnauthorizedHandler(undefined);
  }, [router, queryClient]);

  // The payment SDK loads after the first paint and never holds up a screen (SPEC §1, §8).
  useEffect(() => loadPayPalWhenIdle(), []);
  // Roboto's faces for scripts past Latin, once the first screen has loaded (issues 10 and 38).
  useEffect(() => loadOtherFontsLater(), []);
  // The dashboard's screens toast often, some just before the address changes: its toasts' container is mounted at
  // once, beside the first screen (the phone's pages load it with their first toast).
  useEffect(() => {
    void loadToasts();
  }, []);

  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
