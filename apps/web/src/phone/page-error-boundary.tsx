import { Component, type ReactNode } from 'react';
import { ErrorScreen } from '../components/errors/error-screen';
import { PageLoader } from '../components/ui/page-loader';
import { errorMessage } from '../lib/api-error';
import { isChunkLoadError, reloadForChunkError } from '../lib/chunk-reload';

interface State {
  error: unknown;
  isReloading: boolean;
}

/**
 * What the dashboard's `RouteErrorBoundary` does, for a router without `errorElement`: a page's chunk of an older
 * deployment that failed to load reloads the page (at most once in 10 s, SPEC §8); any other error shows the error
 * screen. Keyed by the path where it is used, so another page starts without the error.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, isReloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error) && reloadForChunkError()) this.setState({ isReloading: true });
  }

  override render() {
    const { error, isReloading } = this.state;
    if (isReloading) return <PageLoader label="Updating the app" />;
    if (error === null) return this.props.children;
    // The dashboard's home: a full load, which the server answers with the dashboard.
    return (
      <ErrorScreen
        message={errorMessage(error)}
        onRetry={() => window.location.assign('/')}
        retryLabel="Go to the home page"
      />
    );
  }
}
