import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { errorMessage } from '../../lib/api-error';
import { isChunkLoadError, mayReloadForChunkError, reloadForChunkError } from '../../lib/chunk-reload';
import { PageLoader } from '../ui/page-loader';
import { ErrorScreen } from './error-screen';
import { NotFoundScreen } from './not-found-screen';

/**
 * The routes' `errorElement`. A chunk of an older deployment that failed to load reloads the
 * page (at most once in 10 s, SPEC §8); any other error shows the error screen.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const [isReloading] = useState(() => isChunkLoadError(error) && mayReloadForChunkError());

  useEffect(() => {
    if (isReloading) reloadForChunkError();
  }, [isReloading]);

  if (isReloading) return <PageLoader label="Updating the app" />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;

  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error);
  return <ErrorScreen message={message} onRetry={() => void navigate('/')} retryLabel="Go to the home page" />;
}
