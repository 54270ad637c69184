import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { useSessionState } from '../lib/session';
import { guardRedirect } from './guard-redirect';
import { requiredPermissions } from './route-handle';

/** Checks the matched route's permissions before showing it; waits while the session is restored. */
export function RouteGuard() {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const { status, user } = useSessionState();
  const permissions = requiredPermissions(matches, user);

  if (permissions.length > 0 && status === 'restoring') return <PageLoader label="Restoring your session" />;
  const redirect = guardRedirect({ permissions, user, target: `${pathname}${search}` });
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
