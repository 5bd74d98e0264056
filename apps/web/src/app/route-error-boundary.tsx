/**
 * The routes' error boundary (what the data router's errorElement was). A failed chunk load (stale deploy)
 * reloads at once, from this eager module; every other error renders the error page, which lives in a lazy
 * chunk with its artwork — rarely seen, and ~2 KiB of every first load (home budget). The boundary resets
 * when the location changes, so the header's links lead out of an error, and on 重试 after a page's data
 * failed to load (a LoadError): the page remounts, and a query that failed asks again on mount.
 */
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isChunkLoadError, reloadOnceForChunkError } from '@/shared/lib/chunk-reload';

const RouteErrorPage = lazy(() =>
  import('@/features/errors/pages/route-error-page').then((m) => ({ default: m.RouteErrorPage })),
);
const NotFoundPage = lazy(() =>
  import('@/features/errors/pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

interface CatcherProps {
  locationKey: string;
  children: ReactNode;
}
interface CatcherState {
  error: unknown;
  failed: boolean;
  locationKey: string;
}

class ErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { error: null, failed: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<CatcherState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState): Partial<CatcherState> | null {
    return props.locationKey === state.locationKey
      ? null
      : { error: null, failed: false, locationKey: props.locationKey };
  }

  private readonly retry = () => {
    this.setState({ error: null, failed: false });
  };

  override render() {
    const { error, failed } = this.state;
    if (!failed) return this.props.children;
    if (isChunkLoadError(error) && reloadOnceForChunkError()) return null;
    return (
      <Suspense fallback={null}>
        <RouteErrorPage error={error} onRetry={this.retry} />
      </Suspense>
    );
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorCatcher locationKey={useLocation().key}>{children}</ErrorCatcher>;
}

export function LazyNotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
