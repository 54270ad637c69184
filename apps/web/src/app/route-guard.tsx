import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { useSessionState } from '../lib/session';
import { guardRedirect } from './guard-redirect';
import { alternativePermissions, needsSignIn, requiredPermissions } from './route-handle';

/** Checks the matched route's permissions before showing it; waits while the session is restored. */
export function RouteGuard() {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const { status, user } = useSessionState();
  const permissions = requiredPermissions(matches, user);
  const alternatives = alternativePermissions(matches, user);
  const signedIn = needsSignIn(matches);

  const isGuarded = permissions.length > 0 || alternatives.length > 0 || signedIn;
  if (isGuarded && status === 'restoring') return <PageLoader label="Restoring your session" />;
  const redirect = guardRedirect({ permissions, alternatives, signedIn, user, target: `${pathname}${search}` });
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
