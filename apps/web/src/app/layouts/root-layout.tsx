import { useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorScreen } from '../../components/errors/error-screen';
import { clearGlobalError, useGlobalError } from '../../lib/global-error';
import { useDocumentTitle } from '../use-document-title';
import { useLiveUpdates } from '../use-live-updates';
import { useSeo } from '../use-seo';
import { AppFrame } from './app-frame';

/** The root route: frame, page title and SEO tags, and the global error screen in place of the page (SPEC §2). */
export function RootLayout() {
  useDocumentTitle();
  useSeo();
  useLiveUpdates();
  const globalError = useGlobalError();
  const { key } = useLocation();
  const previousKey = useRef(key);

  // Moving to another page leaves the error behind (a layout effect, so it runs before pages' effects).
  useLayoutEffect(() => {
    if (previousKey.current !== key) clearGlobalError();
    previousKey.current = key;
  }, [key]);

  return (
    <AppFrame>
      {globalError ? <ErrorScreen message={globalError} onRetry={clearGlobalError} retryLabel="Dismiss" /> : <Outlet />}
    </AppFrame>
  );
}
