/**
 * The routes' error element. A failed chunk load (stale deploy) reloads at once, from this eager module;
 * every other error renders the error pages, which live in a lazy chunk with their artwork — they are
 * rarely seen and were ~2 KiB of every first load (home budget).
 */
import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router';
import { isChunkLoadError, reloadOnceForChunkError } from '@/shared/lib/chunk-reload';

const RouteErrorPage = lazy(() =>
  import('@/features/errors/pages/route-error-page').then((m) => ({ default: m.RouteErrorPage })),
);
const NotFoundPage = lazy(() =>
  import('@/features/errors/pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return null;
  return (
    <Suspense fallback={null}>
      <RouteErrorPage />
    </Suspense>
  );
}

export function LazyNotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
