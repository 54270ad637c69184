import { canonicalPath, pageTitle, seoTitle } from '@livery/domain';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { guardRedirect } from '../app/guard-redirect';
import { PHONE_SCREENS } from '../app/screens/phone';
import type { Screen } from '../app/screens/screen';
import { LeaveForApp } from '../book/leave-for-app';
import { PageLoader } from '../components/ui/page-loader';
import { setCanonicalLink, setMetaProperty } from '../lib/head-tags';
import { useSessionState } from '../lib/session';
import { PageErrorBoundary } from './page-error-boundary';
import { PhoneFrame } from './phone-frame';

/** Each screen with its page, its own chunk (as the dashboard's routes make it), loaded when its path is opened. */
const PAGES: readonly { screen: Screen; Page: ComponentType }[] = PHONE_SCREENS.map((screen) => ({
  screen,
  Page: lazy(async () => ({ default: await screen.load() })),
}));

/** The dashboard's sign-in form, for the guard's redirect; loaded only then (a text's link is opened signed in). */
const LoginPage = lazy(async () => ({ default: (await import('../app/routes/login')).LoginPage }));

/**
 * The document title of SPEC §2 ("Livery - Today"), the canonical link and the link previews' title of SPEC §9, as
 * the dashboard's `useDocumentTitle` and `useSeo` set them.
 */
function usePageHead(title: string): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.title = pageTitle(title);
    setMetaProperty('og:title', seoTitle(title));
  }, [title]);
  useEffect(() => {
    setCanonicalLink(`${window.location.origin}${canonicalPath(pathname, search)}`);
  }, [pathname, search]);
}

/** A screen as the dashboard's guard would show it: after the session is restored, and to a signed-in person only. */
function ScreenPage({ screen, Page }: { screen: Screen; Page: ComponentType }) {
  usePageHead(screen.title);
  const { pathname, search } = useLocation();
  const { status, user } = useSessionState();
  if (status === 'restoring') return <PageLoader label="Restoring your session" />;
  const redirect = guardRedirect({
    permissions: screen.permission ? [screen.permission] : [],
    alternatives: screen.anyOf ? [screen.anyOf] : [],
    signedIn: screen.signedIn ?? false,
    user,
    target: `${pathname}${search}`,
  });
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <PageErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}

function SignIn() {
  usePageHead('Sign in');
  return (
    <Suspense fallback={<PageLoader />}>
      <LoginPage />
    </Suspense>
  );
}

/**
 * The phone entry's routes (decision 085): the phone-first screens, the sign-in its guard sends a signed-out person
 * to, and every other path the dashboard's (`LeaveForApp`: a full load, which the server answers with it).
 */
export function PhoneRoutes() {
  return (
    <Routes>
      <Route element={<PhoneFrame />}>
        {PAGES.map(({ screen, Page }) => (
          <Route key={screen.path} path={screen.path} element={<ScreenPage screen={screen} Page={Page} />} />
        ))}
        <Route path="login" element={<SignIn />} />
        <Route path="*" element={<LeaveForApp />} />
      </Route>
    </Routes>
  );
}
